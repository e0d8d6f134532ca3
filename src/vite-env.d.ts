/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Name of the Android shell's JavaScript interface object (docs/bridge.md#app-type). */
  readonly VITE_NATIVE_HANDLER?: string;
  /**
   * "false" lets Android browsers in (docs/product.md#android-browsers); anything else keeps
   * /noAndroid.
   */
  readonly VITE_BLOCK_ANDROID_BROWSER?: string;
}

declare const __APP_VERSION__: string;

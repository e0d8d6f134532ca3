/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Name of the Android shell's JavaScript interface object (DECISIONS §7). */
  readonly VITE_NATIVE_HANDLER?: string;
  /** "false" lets Android browsers in (DECISIONS D7); anything else keeps /noAndroid. */
  readonly VITE_BLOCK_ANDROID_BROWSER?: string;
}

declare const __APP_VERSION__: string;

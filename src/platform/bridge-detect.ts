import type { AppType } from '@/lib/core/core-slice';

/**
 * Which native shell hosts the page (docs/bridge.md#app-type), recognised by its bridge object:
 * Android injects one JavaScript interface object, iOS one message handler per method. Kept apart
 * from the bridge's calls so the first load carries only this check.
 */
export const NATIVE_HANDLER: string = import.meta.env.VITE_NATIVE_HANDLER || 'SulongNative';

type ShellWindow = Window & { webkit?: { messageHandlers?: Record<string, unknown> } } & Record<
    string,
    unknown
  >;

export function detectAppType(): AppType | null {
  try {
    const shell = window as unknown as ShellWindow;
    const android = shell[NATIVE_HANDLER];
    if (android && typeof android === 'object') return 1;
    if (shell.webkit?.messageHandlers?.loginSuccess) return 2;
  } catch {
    // A hostile or broken global is treated as no shell.
  }
  return null;
}

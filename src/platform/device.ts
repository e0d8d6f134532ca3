import { classifyUserAgent, isAndroidUserAgent } from '@/lib/user-agent';
import { readStorage, STORAGE_KEYS } from '@/lib/storage/web-storage';

/** Facts about where the app runs, read once per call from the browser. */
export const userAgent = (): string => navigator.userAgent;

export const isAndroidDevice = (): boolean => isAndroidUserAgent(userAgent());

export const userAgentClass = () => classifyUserAgent(userAgent());

/** Launched from the home screen: display-mode, iOS navigator.standalone, or the stored flag. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const displayMode = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return iosStandalone || displayMode || readStorage('local', STORAGE_KEYS.standalone) === 'true';
}

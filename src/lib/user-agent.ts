/**
 * Phones and tablets get the mobile container (docs/navigation.md#root-view); everything else the
 * desktop one.
 */
const MOBILE_UA =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Windows Phone|Opera Mini|Mobile/i;

export const isMobileUserAgent = (ua: string): boolean => MOBILE_UA.test(ua);

export const isAndroidUserAgent = (ua: string): boolean => /Android/i.test(ua);

export const isIosUserAgent = (ua: string): boolean =>
  /iPhone|iPad|iPod/i.test(ua) || (/Macintosh/.test(ua) && /Mobile/.test(ua));

export type UserAgentClass = 'android' | 'ios' | 'other-mobile' | 'desktop';

export function classifyUserAgent(ua: string): UserAgentClass {
  if (isAndroidUserAgent(ua)) return 'android';
  if (isIosUserAgent(ua)) return 'ios';
  return isMobileUserAgent(ua) ? 'other-mobile' : 'desktop';
}

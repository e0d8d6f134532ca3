import { readStorage, writeStorage } from '@/lib/storage/web-storage';

/*
 * What this device remembers of the home-screen bonus, per borrower, in local storage
 * (docs/coupons.md#home-screen-bonus, docs/navigation.md#storage-keys): that a launch was reported
 * and answered (reported once per device and borrower; a failed report is tried again at the next
 * start), and the notice of a grant until the borrower dismisses it. Both outlive a sign-out: the
 * same borrower signing in again on this phone is not asked again.
 */

const reportedKey = (customerId: string) => `homeScreenBonus.reported.${customerId}`;
const noticeKey = (customerId: string) => `homeScreenBonus.notice.${customerId}`;

/** The grant's figures the notice shows. */
export type BonusNotice = { couponCentavos: number; ceilingCentavos: number };

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const wasLaunchReported = (customerId: string): boolean =>
  readStorage('local', reportedKey(customerId)) === 'true';

export const markLaunchReported = (customerId: string): void =>
  writeStorage('local', reportedKey(customerId), 'true');

/** The report that granted the bonus: the notice waits on home until dismissed. */
export function showBonusNotice(customerId: string, notice: BonusNotice): void {
  writeStorage('local', noticeKey(customerId), JSON.stringify(notice));
  changed();
}

export function dismissBonusNotice(customerId: string): void {
  try {
    window.localStorage.removeItem(noticeKey(customerId));
  } catch {
    // Storage refused: the notice goes for this visit at least.
  }
  changed();
}

/** The stored notice as text (stable between changes, for useSyncExternalStore). */
export const readBonusNoticeText = (customerId: string): string | null =>
  customerId ? readStorage('local', noticeKey(customerId)) : null;

export function parseBonusNotice(text: string | null): BonusNotice | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<BonusNotice>;
    return typeof value.couponCentavos === 'number' && typeof value.ceilingCentavos === 'number'
      ? { couponCentavos: value.couponCentavos, ceilingCentavos: value.ceilingCentavos }
      : null;
  } catch {
    return null;
  }
}

export function subscribeBonusNotice(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the app showed or dismissed it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

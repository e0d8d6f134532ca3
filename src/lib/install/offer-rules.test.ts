import { afterEach, describe, expect, it } from 'vitest';
import {
  DISMISS_DAYS,
  mayOffer,
  readDismissedAt,
  readInstalled,
  recordDismissal,
  type OfferFacts,
} from './offer-rules';

const NOW = new Date('2026-11-24T08:00:00.000Z');
const BASE: OfferFacts = {
  inNativeShell: false,
  standalone: false,
  installed: false,
  dismissedAt: null,
  now: NOW,
};
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

afterEach(() => localStorage.clear());

describe('when the install offer may show (docs/install.md#offer)', () => {
  it('shows in a browser that has neither installed nor dismissed it', () => {
    expect(mayOffer(BASE)).toBe(true);
  });

  it('never inside the native shell, from the home screen, or once installed', () => {
    expect(mayOffer({ ...BASE, inNativeShell: true })).toBe(false);
    expect(mayOffer({ ...BASE, standalone: true })).toBe(false);
    expect(mayOffer({ ...BASE, installed: true })).toBe(false);
  });

  it(`stays away ${DISMISS_DAYS} days after a dismissal, then comes back`, () => {
    expect(DISMISS_DAYS).toBe(14);
    expect(mayOffer({ ...BASE, dismissedAt: daysBefore(0) })).toBe(false);
    expect(mayOffer({ ...BASE, dismissedAt: daysBefore(13.9) })).toBe(false);
    expect(mayOffer({ ...BASE, dismissedAt: daysBefore(14) })).toBe(true);
    expect(mayOffer({ ...BASE, dismissedAt: 'garbage' })).toBe(true);
  });

  it('keeps the dismissal time and the installation on the phone', () => {
    expect(readDismissedAt()).toBeNull();
    recordDismissal(NOW);
    expect(readDismissedAt()).toBe(NOW.toISOString());
    expect(readInstalled()).toBe(false);
    localStorage.setItem('installedAt', NOW.toISOString());
    expect(readInstalled()).toBe(true);
  });
});

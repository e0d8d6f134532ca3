import { describe, expect, it } from 'vitest';
import { intentExpiresAt } from './intent-expiry.ts';

describe('intentExpiresAt (docs/loans.md#payment-intents)', () => {
  const at = new Date('2026-03-10T02:00:00.000Z'); // 10:00 Manila

  it('gives online channels 60 minutes', () => {
    for (const channel of ['gcash', 'maya', 'qrph', 'bankTransfer'] as const) {
      expect(intentExpiresAt(channel, at).toISOString()).toBe('2026-03-10T03:00:00.000Z');
    }
  });

  it('gives over the counter until 23:59:59 Manila of the next day', () => {
    expect(intentExpiresAt('sevenEleven', at).toISOString()).toBe('2026-03-11T15:59:59.000Z');
    // 23:30 Manila on the 10th is still the 10th there (15:30 UTC).
    const late = new Date('2026-03-10T15:30:00.000Z');
    expect(intentExpiresAt('cebuana', late).toISOString()).toBe('2026-03-11T15:59:59.000Z');
    // 00:30 Manila on the 11th (16:30 UTC on the 10th) runs to the end of the 12th.
    const early = new Date('2026-03-10T16:30:00.000Z');
    expect(intentExpiresAt('palawan', early).toISOString()).toBe('2026-03-12T15:59:59.000Z');
  });
});

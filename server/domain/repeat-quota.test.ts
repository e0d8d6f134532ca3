import { describe, expect, it } from 'vitest';
import { quotaAfterSettlement, quotaCeiling } from './repeat-quota.ts';
import { DEFAULT_SCORECARD } from './scorecard-config.ts';

const config = DEFAULT_SCORECARD;

describe('quotaAfterSettlement (docs/loans.md#quota)', () => {
  it('grows by one ₱500 step after an on-time first settlement when the score adds less', () => {
    // Score 62 (₱4,500); one settled loan adds 10 points → 72 → ₱2,000 + 9 × ₱500 = ₱6,500.
    const score = { total: 62, historyPoints: 0 };
    expect(
      quotaAfterSettlement(
        { quotaCentavos: 450_000, onTime: true, settledLoans: 1, score },
        config,
      ),
    ).toBe(650_000);
    // Without a stored score: one step.
    expect(
      quotaAfterSettlement(
        { quotaCentavos: 450_000, onTime: true, settledLoans: 1, score: null },
        config,
      ),
    ).toBe(500_000);
  });

  it('replaces the history points rather than adding them twice', () => {
    // 72 with 10 history points already; a second loan makes history 20 → 82 → ₱8,000.
    const score = { total: 72, historyPoints: 10 };
    expect(
      quotaAfterSettlement(
        { quotaCentavos: 650_000, onTime: true, settledLoans: 2, score },
        config,
      ),
    ).toBe(800_000);
  });

  it('stops at ₱10,000 and never lowers a quota', () => {
    const score = { total: 120, historyPoints: 30 };
    expect(
      quotaAfterSettlement(
        { quotaCentavos: 980_000, onTime: true, settledLoans: 5, score },
        config,
      ),
    ).toBe(1_000_000);
    expect(
      quotaAfterSettlement(
        { quotaCentavos: 1_200_000, onTime: true, settledLoans: 5, score },
        config,
      ),
    ).toBe(1_200_000);
  });

  it('keeps the quota after a late settlement', () => {
    const score = { total: 62, historyPoints: 0 };
    expect(
      quotaAfterSettlement(
        { quotaCentavos: 450_000, onTime: false, settledLoans: 1, score },
        config,
      ),
    ).toBe(450_000);
  });
});

describe('quotaAfterSettlement with the home-screen bonus (docs/coupons.md#home-screen-bonus)', () => {
  const score = { total: 120, historyPoints: 30 };
  const settle = (quotaCentavos: number, onTime = true) =>
    quotaAfterSettlement(
      { quotaCentavos, onTime, settledLoans: 5, score, bonusCeilingCentavos: 8_000_000 },
      config,
    );

  it('grows past ₱10,000 one ₱500 step per on-time settlement', () => {
    expect(settle(1_000_000)).toBe(1_050_000);
    expect(settle(1_050_000)).toBe(1_100_000);
    // Without the bonus the same borrower stays at ₱10,000.
    expect(
      quotaAfterSettlement(
        { quotaCentavos: 1_000_000, onTime: true, settledLoans: 5, score },
        config,
      ),
    ).toBe(1_000_000);
  });

  it('stops at the bonus ceiling, keeps the quota after a late settlement, never lowers it', () => {
    expect(settle(7_980_000)).toBe(8_000_000);
    expect(settle(8_000_000)).toBe(8_000_000);
    expect(settle(1_050_000, false)).toBe(1_050_000);
    expect(settle(9_000_000)).toBe(9_000_000);
  });

  it('never lowers the ceiling: a bonus below the scorecard ceiling changes nothing', () => {
    expect(quotaCeiling(config, 500_000)).toBe(1_000_000);
    expect(quotaCeiling(config, null)).toBe(1_000_000);
    expect(quotaCeiling(config, 8_000_000)).toBe(8_000_000);
  });
});

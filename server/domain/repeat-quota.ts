import type { ScorecardConfig } from './scorecard-config.ts';
import { quotaFor } from './scorecard.ts';

/**
 * The quota after a settled loan (docs/loans.md#quota, #repeat-borrowing). The stored score of
 * the approval is scored again with the new count of settled loans (its history points replaced),
 * and an on-time settlement raises the quota by at least one step; both stop at the scorecard's
 * ceiling (₱10,000 by default), or at the home-screen bonus's higher ceiling once the borrower
 * has it (docs/coupons.md#home-screen-bonus): past the scorecard's ceiling the quota grows one
 * step per on-time settlement. A late settlement keeps the quota as it is, and nothing here ever
 * lowers it.
 */
export function quotaAfterSettlement(
  input: {
    quotaCentavos: number;
    onTime: boolean;
    /** Settled loans counting the one just settled. */
    settledLoans: number;
    /** The approval's stored score and its history points; null when none was stored. */
    score: { total: number; historyPoints: number } | null;
    /** The home-screen bonus's ceiling as granted; null or absent: no bonus. */
    bonusCeilingCentavos?: number | null;
  },
  config: ScorecardConfig,
): number {
  const current = input.quotaCentavos;
  if (!input.onTime) return current;
  const { perSettledLoan, max } = config.points.history;
  const history = Math.min(Math.max(0, input.settledLoans) * perSettledLoan, max);
  const rescored = input.score
    ? quotaFor(input.score.total - input.score.historyPoints + history, config)
    : 0;
  const grown = Math.min(
    Math.max(current + config.quota.stepCentavos, rescored),
    quotaCeiling(config, input.bonusCeilingCentavos ?? null),
  );
  return Math.max(current, grown);
}

/**
 * The most the quota can grow to: the scorecard's ceiling, or the home-screen bonus's when the
 * borrower has it and it is higher (docs/loans.md#quota). A bonus never lowers the ceiling.
 */
export function quotaCeiling(config: ScorecardConfig, bonusCeilingCentavos: number | null): number {
  return Math.max(config.quota.maxCentavos, bonusCeilingCentavos ?? 0);
}

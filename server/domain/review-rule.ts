import type { ReviewReason } from '../../contract/desk/review.ts';
import type { ScorecardResult } from './scorecard.ts';

/**
 * Why a person must decide, under APPLICATION_REVIEW (docs/desk.md#review-queue): manual sends
 * every application, risky those matching another borrower or scored within the margin of the
 * cut-off; auto none. Empty: the scorecard decides alone.
 */
export function reviewReasons(
  mode: 'auto' | 'manual' | 'risky',
  margin: number,
  result: Pick<ScorecardResult, 'total' | 'approveAt'>,
  matched: boolean,
): ReviewReason[] {
  if (mode === 'auto') return [];
  if (mode === 'manual') return ['manual'];
  const reasons: ReviewReason[] = [];
  if (matched) reasons.push('match');
  if (Math.abs(result.total - result.approveAt) <= margin) reasons.push('margin');
  return reasons;
}

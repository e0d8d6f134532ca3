import { applicationReviewSchema } from '../../contract/desk/settings.ts';
import type { ApplicationReview } from '../../contract/desk/settings.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { readSetting } from '../repositories/desk-settings.ts';
import type { StoredSetting } from '../repositories/desk-settings.ts';

/**
 * Who decides applications now (docs/desk.md#settings): what an administrator set in the desk,
 * else APPLICATION_REVIEW and REVIEW_SCORE_MARGIN. Read at each decision, so a change holds for
 * the next application on every instance, without a restart.
 */
export async function currentApplicationReview(
  db: Db,
  config: Pick<AppConfig, 'creditDecision'>,
): Promise<ApplicationReview & { stored: StoredSetting | null }> {
  const stored = await readSetting(db, 'applicationReview');
  const parsed = stored ? applicationReviewSchema.safeParse(stored.value) : null;
  if (parsed?.success) return { ...parsed.data, stored };
  return {
    mode: config.creditDecision.review,
    margin: config.creditDecision.reviewScoreMargin,
    stored: null,
  };
}

import type { ConfigProblem } from './config-error.ts';
import type { ProductConfig } from './domain/pricing/product-config.ts';
import type { ScorecardConfig } from './domain/scorecard-config.ts';

const VARIABLE = 'HOME_SCREEN_BONUS_CEILING_CENTAVOS';

/**
 * Checks the home-screen bonus's quota ceiling at start (docs/coupons.md#home-screen-bonus,
 * docs/loans.md#quota), so the grant writes it as it is:
 * - at least the scorecard's ceiling (`quota.maxCentavos`): a lower one would give nothing;
 * - a whole number of the scorecard's quota steps (`quota.stepCentavos`): the quota grows a step
 *   at a time and would otherwise stop short of it;
 * - at most the largest product's maximum: a quota no loan could use. The products are those of
 *   PRODUCTS_JSON, or the defaults, even when no payout provider offers them today: a ceiling is
 *   granted and kept in the bonus's row whether loans are offered at the time or not.
 * A scorecard or products that are themselves refused (null here) are named on their own
 * variable, and the checks that need them are skipped.
 */
export function checkBonusCeiling(
  ceilingCentavos: number,
  scorecard: ScorecardConfig | null,
  products: ProductConfig[] | null,
  problems: ConfigProblem[],
): void {
  if (scorecard) {
    const { maxCentavos, stepCentavos } = scorecard.quota;
    if (ceilingCentavos < maxCentavos) {
      problems.push({
        variable: VARIABLE,
        problem: `must be at least the scorecard's quota ceiling (${maxCentavos})`,
      });
    }
    if (ceilingCentavos % stepCentavos !== 0) {
      problems.push({
        variable: VARIABLE,
        problem: `must be a multiple of the scorecard's quota step (${stepCentavos})`,
      });
    }
  }
  if (products && products.length > 0) {
    const largest = Math.max(...products.map((p) => p.maxAmountCentavos));
    if (ceilingCentavos > largest) {
      problems.push({
        variable: VARIABLE,
        problem: `must not exceed the largest product maximum (${largest})`,
      });
    }
  }
}

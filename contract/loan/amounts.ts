/* Zod-free on purpose: home and the withdrawal screen import it, and so does the server. */

/** The three figures of a product that decide which amounts it lends. */
export interface AmountRule {
  minAmountCentavos: number;
  maxAmountCentavos: number;
  stepCentavos: number;
}

/** The amounts a borrower may pick: whole steps from `min` to `max`, both included. */
export type AmountRange = { min: number; max: number; step: number };

/** Whether an amount is a whole, positive multiple of the product's step. */
export const isWholeStep = (rule: AmountRule, amountCentavos: number): boolean =>
  Number.isSafeInteger(amountCentavos) &&
  amountCentavos > 0 &&
  amountCentavos % Math.max(1, rule.stepCentavos) === 0;

/**
 * The whole steps between the product's minimum and min(limit, product maximum); null when no
 * step fits (the limit is below the minimum). The limit is the borrower's quota; pass
 * Number.POSITIVE_INFINITY for the product's own range.
 */
export function amountRange(rule: AmountRule, limitCentavos: number): AmountRange | null {
  const step = Math.max(1, rule.stepCentavos);
  const min = Math.ceil(rule.minAmountCentavos / step) * step;
  const max = Math.floor(Math.min(limitCentavos, rule.maxAmountCentavos) / step) * step;
  return max < min ? null : { min, max, step };
}

/** Whether the amount is one the range offers (a whole step inside it). */
export const isInRange = (range: AmountRange | null, amountCentavos: number): boolean =>
  range !== null &&
  amountCentavos >= range.min &&
  amountCentavos <= range.max &&
  (amountCentavos - range.min) % range.step === 0;

/** Any amount (a stale draft, a step past the end) snapped down to a step inside the range. */
export function clampAmount(range: AmountRange, amountCentavos: number): number {
  if (!Number.isFinite(amountCentavos) || amountCentavos <= range.min) return range.min;
  if (amountCentavos >= range.max) return range.max;
  return range.min + Math.floor((amountCentavos - range.min) / range.step) * range.step;
}

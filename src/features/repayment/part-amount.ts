/**
 * A part payment typed in pesos ("750", "1,250.50") as integer centavos, or null when it is not
 * an amount. Parsed from the digits, never through floats (docs/product.md#money).
 */
export function parsePesos(text: string): number | null {
  const cleaned = text.replace(/[\s,₱]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export type PartCheck =
  { ok: true; centavos: number } | { ok: false; problem: 'invalid' | 'tooLow' | 'tooHigh' };

/** The part payment against the range the server gives (docs/loans.md#part-payment). */
export function checkPart(
  text: string,
  range: { minCentavos: number; maxCentavos: number },
): PartCheck {
  const centavos = parsePesos(text);
  if (centavos === null || centavos === 0) return { ok: false, problem: 'invalid' };
  if (centavos < range.minCentavos) return { ok: false, problem: 'tooLow' };
  if (centavos > range.maxCentavos) return { ok: false, problem: 'tooHigh' };
  return { ok: true, centavos };
}

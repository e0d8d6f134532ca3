const PPM = 1_000_000n;
const PPM_NUMBER = 1_000_000;

/**
 * `centavos × ppm × times / 1 000 000`, rounded half-up to the centavo: the engine's one rounding
 * rule, applied once per figure. Exact whatever the size: in plain numbers while the product is a
 * safe integer (a product of whole numbers below 2^53 is exact, and so are % and the division of
 * what is left), else in BigInt. The ledger rounds for every day of a loan on every view, and
 * BigInt costs many times more (docs/performance.md#ledger-arithmetic).
 */
export function ppmOfHalfUp(centavos: number, ppm: number, times = 1): number {
  const exact = centavos * ppm * times;
  if (
    exact >= 0 &&
    Number.isSafeInteger(exact) &&
    Number.isInteger(centavos) &&
    Number.isInteger(ppm) &&
    Number.isInteger(times)
  ) {
    const rest = exact % PPM_NUMBER;
    const whole = (exact - rest) / PPM_NUMBER;
    return 2 * rest >= PPM_NUMBER ? whole + 1 : whole;
  }
  return ppmOfHalfUpBig(centavos, ppm, times);
}

/** The same rule in BigInt, for any size (and the reference the fast path is tested against). */
export function ppmOfHalfUpBig(centavos: number, ppm: number, times = 1): number {
  const exact = BigInt(centavos) * BigInt(ppm) * BigInt(times);
  const whole = exact / PPM;
  return Number(2n * (exact % PPM) >= PPM ? whole + 1n : whole);
}

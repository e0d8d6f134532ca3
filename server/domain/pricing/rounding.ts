const PPM = 1_000_000n;

/**
 * `centavos × ppm × times / 1 000 000`, rounded half-up to the centavo: the engine's one rounding
 * rule, applied once per figure. BigInt, because amount × rate × days can pass 2^53.
 */
export function ppmOfHalfUp(centavos: number, ppm: number, times = 1): number {
  const exact = BigInt(centavos) * BigInt(ppm) * BigInt(times);
  const whole = exact / PPM;
  return Number(2n * (exact % PPM) >= PPM ? whole + 1n : whole);
}

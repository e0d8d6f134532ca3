/** The Truth in Lending month: EIR and nominal rates are per 30 days. */
export const DAYS_PER_MONTH = 30;

export interface Payment {
  /** Days after the money was received. */
  day: number;
  centavos: number;
}

/**
 * The effective interest rate per month: the r with net = Σ payment / (1 + r)^(day / 30), i.e. the
 * rate that discounts what the borrower pays back to what they received (fees deducted up front
 * lower `net`, so they raise it). Infinity when nothing was received.
 */
export function eirPerMonth(netProceedsCentavos: number, payments: readonly Payment[]): number {
  if (payments.length === 0) throw new RangeError('eirPerMonth needs at least one payment');
  for (const p of payments) {
    if (!(p.day > 0) || !(p.centavos >= 0)) throw new RangeError('payment day or amount invalid');
  }
  const total = payments.reduce((sum, p) => sum + p.centavos, 0);
  if (netProceedsCentavos <= 0) return total > 0 ? Number.POSITIVE_INFINITY : 0;
  if (total === 0) return -1;
  const day = payments[0]!.day;
  if (payments.every((p) => p.day === day)) {
    return Math.pow(total / netProceedsCentavos, DAYS_PER_MONTH / day) - 1;
  }
  return solveByBisection(netProceedsCentavos, payments, total);
}

/** Present value of the payments at monthly rate r, less the net proceeds: falls as r grows. */
function excess(net: number, payments: readonly Payment[], r: number): number {
  let value = 0;
  for (const p of payments) value += p.centavos / Math.pow(1 + r, p.day / DAYS_PER_MONTH);
  return value - net;
}

function solveByBisection(net: number, payments: readonly Payment[], total: number): number {
  if (total === net) return 0;
  let lo: number;
  let hi: number;
  if (total > net) {
    lo = 0;
    hi = 1;
    while (excess(net, payments, hi) > 0) {
      lo = hi;
      hi *= 2;
      if (!Number.isFinite(hi)) return Number.POSITIVE_INFINITY;
    }
  } else {
    // Paying back less than received: a rate between -100 % and 0.
    hi = 0;
    lo = -0.5;
    while (excess(net, payments, lo) < 0) {
      hi = lo;
      lo = (lo - 1) / 2;
      if (lo <= -1) return -1;
    }
  }
  // Halve until the midpoint equals an end: the interval cannot shrink further in a double.
  for (;;) {
    const mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi) break;
    if (excess(net, payments, mid) > 0) lo = mid;
    else hi = mid;
  }
  return Math.abs(excess(net, payments, lo)) <= Math.abs(excess(net, payments, hi)) ? lo : hi;
}

/** Nominal interest per 30-day month as a fraction: 1000 ppm a day is 0.03. */
export function nominalRatePerMonth(dailyPpm: number): number {
  return (dailyPpm * DAYS_PER_MONTH) / 1_000_000;
}

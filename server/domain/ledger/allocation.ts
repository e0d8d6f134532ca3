import type { Allocation, Balance } from './types.ts';

/**
 * Splits a payment penalty → fees → interest → principal (docs/loans.md#part-payment): late
 * charges first, principal last, so a part payment lowers the base interest runs on only once
 * every charge is paid. Every centavo lands in exactly one bucket.
 */
export function allocate(balance: Balance, centavos: number): Allocation {
  if (!Number.isSafeInteger(centavos) || centavos < 0 || centavos > balance.total) {
    throw new RangeError(`cannot allocate ${centavos} of a ${balance.total} balance`);
  }
  let left = centavos;
  const take = (owed: number) => {
    const part = Math.min(left, owed);
    left -= part;
    return part;
  };
  const penalty = take(balance.penalty);
  const fees = take(balance.fees);
  const interest = take(balance.interest);
  const principal = take(balance.principal);
  return { penalty, fees, interest, principal };
}

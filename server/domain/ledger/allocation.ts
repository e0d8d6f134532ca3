import type { Allocation, Balance } from './types.ts';

/**
 * Splits a payment penalty → fees → interest → principal (docs/loans.md#part-payment): late
 * charges first, principal last, so a part payment lowers the base interest runs on only once
 * every charge is paid. Every centavo lands in exactly one bucket.
 */
export function allocate(balance: Balance, centavos: number): Allocation {
  const { principal: p, interest: i, fees: f, penalty: l } = balance;
  for (const v of [p, i, f, l]) {
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError('a balance bucket is negative');
  }
  if (balance.total !== p + i + f + l) throw new RangeError('the balance total is not its sum');
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

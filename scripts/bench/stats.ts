/** Latency figures of the benchmark, in milliseconds. */

/** The nearest-rank percentile (p in 0–100) of `values`; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** The middle value (the lower one of an even count); 0 for none. */
export const median = (values: readonly number[]): number => percentile(values, 50);

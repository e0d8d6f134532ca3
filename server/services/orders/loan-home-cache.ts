/** Homes kept at most per instance; the oldest built goes first. */
export const LOAN_HOME_CACHE_MAX = 5_000;

interface Entry<View> {
  version: number;
  /** The instants (ms) the view is the answer for: from its read to its first change by time. */
  from: number;
  until: number;
  view: View;
}

/**
 * The loan home each customer was last answered, for as long as it stays the answer
 * (docs/performance.md#loan-home-cache): while the customer's loan home version in the database is
 * the one it was built from, and until time alone would change it (the Manila day turns, a coupon
 * starts or ends). The version is read on every request, so a change made by any instance, job or
 * hand is seen at once; this instance keeps nothing the database has not confirmed.
 */
export function createLoanHomeCache<View>(max = LOAN_HOME_CACHE_MAX) {
  const homes = new Map<string, Entry<View>>();
  return {
    /** A view that time has not changed at `at`, and the version it needs; null if none. */
    candidate(customerId: string, at: number): { version: number; view: View } | null {
      const entry = homes.get(customerId);
      if (!entry) return null;
      if (at >= entry.from && at < entry.until) return { version: entry.version, view: entry.view };
      homes.delete(customerId);
      return null;
    },
    put(customerId: string, entry: Entry<View>): void {
      homes.delete(customerId);
      if (entry.until <= entry.from) return;
      // Every later request gets this same object: none may change it.
      deepFreeze(entry.view);
      homes.set(customerId, entry);
      if (homes.size > max) homes.delete(homes.keys().next().value!);
    },
    size: (): number => homes.size,
  };
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

export type LoanHomeCache<View> = ReturnType<typeof createLoanHomeCache<View>>;

import { addDays, daysBetween } from '../../../contract/calendar.ts';
import { MAX_TOTAL_COST_PPM } from '../pricing/caps.ts';
import { ppmOfHalfUp } from '../pricing/rounding.ts';
import { openLedger } from './open.ts';
import type { ChargeEntry, LateChargeReversalEntry, Ledger, LedgerEntry } from './types.ts';

/**
 * What runs by the day on a loan, derived from its entries up to and including `day`
 * (docs/loans.md#ledger-conventions):
 *
 * - Interest (docs/loans.md#pay-in-full): day k is the k-th day after the withdrawal date, so
 *   interest "to day D" covers days 1 … D − withdrawal, at least 1 (money sent and repaid the same
 *   day still costs one day). Interest runs only up to the current due date (the signed one, or an
 *   extension's): after it only late charges accrue (docs/loans.md#overdue). Interest through day
 *   k is ppmOfHalfUp(Σ principal of each interest day, daily ppm) — the exact principal × days,
 *   rounded once with the pricing engine's half-up rule — and each day adds the growth of that
 *   figure. A part payment on day k lowers the principal from day k + 1 (day k ran on the old
 *   one). Since principal only falls, interest never exceeds the signed interest for the same days.
 *   Interest is derived, not posted daily: a payment posts what accrued since the last one.
 * - Late charges (docs/loans.md#overdue): each day after the due date adds the growth of
 *   ppmOfHalfUp(overdue amount, late ppm, overdue days), so n overdue days cost exactly what
 *   pricing's lateCharge says. The overdue amount is the plan total, or what was left owing at the
 *   end of the due date if less (after a part payment); a later payment that leaves less owing
 *   starts a new period on that lower amount. An extension moves the due date, so no late charge
 *   runs until it passes again. Posted one entry per overdue day (lateChargeEntriesThrough).
 * - The total-cost cap (docs/loans.md#caps): interest, every charge before coupons, extension
 *   fees and late charges stay ≤ principal. Each day interest accrues first, then the late
 *   charge, each cut to the room left; once the room is gone every accrual stops.
 * - Nothing accrues once the loan is settled (docs/loans.md#settlement).
 *
 * The ledger must start with exactly the entries openLedger writes; they count from the start.
 * Every other entry counts after its day's accrual, in day order (a stable sort: entries of one
 * day keep their order), whatever order storage returns them in. Posted interest and late-charge
 * entries (and their reversals) are copies of what is derived here and are not read.
 *
 * Broken invariants throw: a bucket (principal, interest, fees, late charges) that would go
 * negative means two postings were computed from the same ledger. Callers must serialize the
 * postings of one loan (a row lock on the loan while computing and appending) and keep a unique
 * key on (loan, lateCharge, day) for unreversed late charges, so a retried job posts nothing twice.
 */
export interface Accrual {
  /** All interest accrued through the day (after the cap). */
  interestCentavos: number;
  /** The late charge of each overdue day through the day, positive ones only. */
  lateCharges: ChargeEntry[];
  /** Interest, charges before coupons, extension fees and late charges through the day. */
  costCentavos: number;
  /** The most cost the loan may bear: the principal (docs/loans.md#caps). */
  costCeilingCentavos: number;
  principalCentavos: number;
  /** The current due date, after any extension. */
  dueDate: string;
  extensions: number;
  settled: boolean;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/**
 * How many leading entries are the loan's opening (exactly what openLedger writes for its terms);
 * throws when the ledger does not start with them.
 */
export function openingCount(ledger: Ledger): number {
  const known = openingCounts.get(ledger);
  if (known !== undefined) return known;
  const opening = openLedger(ledger.terms.product, ledger.terms.pricing).entries;
  if (!opening.every((e, i) => sameValue(e, ledger.entries[i]))) {
    throw new RangeError('the ledger does not start with its opening entries');
  }
  openingCounts.set(ledger, opening.length);
  return opening.length;
}

/**
 * A view asks about one ledger object a dozen times (accrue for each figure); a ledger is never
 * changed in place, a new entry makes a new object (docs/performance.md#ledger-arithmetic).
 */
const openingCounts = new WeakMap<Ledger, number>();

/** Throws when a bucket went negative: a broken invariant, never a state to carry on from. */
export function assertBuckets(b: {
  principal: number;
  interest: number;
  fees: number;
  penalty: number;
}): void {
  // Named one by one rather than Object.entries: this runs for every entry of every view.
  check('principal', b.principal);
  check('interest', b.interest);
  check('fees', b.fees);
  check('penalty', b.penalty);
}

function check(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`broken ledger: ${name} is ${value}`);
  }
}

export function accrue(ledger: Ledger, day: string): Accrual {
  const { product, pricing } = ledger.terms;
  const start = pricing.withdrawalDate;
  const through = daysBetween(start, day);
  if (through < 0) throw new RangeError(`${day} is before the withdrawal date ${start}`);
  const lastDay = Math.max(1, through);
  const ceiling = Math.floor((pricing.principalCentavos * MAX_TOTAL_COST_PPM) / 1_000_000);
  const dailyPpm = pricing.dailyInterestPpm;
  const latePpm = product.lateChargeDailyPpm;

  let principal = pricing.principalCentavos;
  let fees = 0;
  let interest = 0;
  let penalty = 0;
  let cost = 0;
  let interestCum = 0;
  let dueOffset = pricing.termDays;
  let extensions = 0;
  let settled = false;
  // Σ principal over the interest days so far (exact), and the rounded interest on it.
  let principalDays = 0;
  let raw = 0;
  // Current period of one overdue amount, null while not overdue.
  let late: { base: number; start: number; rawBefore: number } | null = null;
  let lateRaw = 0;
  const lateCharges: ChargeEntry[] = [];

  const owed = () => principal + fees + interest + penalty;
  const apply = (e: LedgerEntry, k: number) => {
    if (e.kind === 'interest' || e.kind === 'lateCharge' || e.kind === 'lateChargeReversal') {
      return; // derived here; the posted ones are copies
    }
    if (e.kind === 'couponDeduction') {
      penalty -= e.lowers.penalty;
      fees -= e.lowers.fees;
    } else if (e.kind !== 'payment') {
      fees += e.centavos;
      cost += e.centavos;
    } else {
      const a = e.allocation;
      penalty -= a.penalty;
      fees -= a.fees;
      interest -= a.interest;
      principal -= a.principal;
      if (e.paymentKind === 'extension') {
        extensions += 1;
        dueOffset = Math.max(dueOffset, k) + product.extension.days;
        late = null;
      } else if (late !== null && principal + fees + interest < late.base) {
        late = { base: principal + fees + interest, start: k + 1, rawBefore: lateRaw };
      }
      if (e.paymentKind !== 'disbursement' && owed() === 0) settled = true;
    }
    assertBuckets({ principal, interest, fees, penalty });
  };

  const n = openingCount(ledger);
  for (const e of ledger.entries.slice(0, n)) apply(e, 0);
  const events = ledger.entries
    .slice(n)
    .map((e) => ({ e, offset: daysBetween(start, e.day) }))
    .filter(({ offset }) => offset <= through)
    .map(({ e, offset }) => {
      if (offset < 0) throw new RangeError(`an entry dated ${e.day} is before the withdrawal`);
      return { e, k: Math.max(1, offset) };
    })
    .sort((a, b) => a.k - b.k); // stable: one day's entries keep their order

  let next = 0;
  for (let k = 1; k <= lastDay; k++) {
    if (!settled) {
      if (k > dueOffset && late === null) {
        late = {
          base: Math.min(pricing.totalRepaymentCentavos, principal + fees + interest),
          start: k,
          rawBefore: lateRaw,
        };
      }
      if (k <= dueOffset) {
        principalDays += principal;
        const nextRaw = ppmOfHalfUp(principalDays, dailyPpm);
        const addInterest = Math.max(0, Math.min(nextRaw - raw, ceiling - cost));
        raw = nextRaw;
        interest += addInterest;
        interestCum += addInterest;
        cost += addInterest;
      }
      if (late !== null) {
        const nextLate = late.rawBefore + ppmOfHalfUp(late.base, latePpm, k - late.start + 1);
        const addLate = Math.max(0, Math.min(nextLate - lateRaw, ceiling - cost));
        lateRaw = nextLate;
        penalty += addLate;
        cost += addLate;
        if (addLate > 0) {
          lateCharges.push({ kind: 'lateCharge', day: addDays(start, k), centavos: addLate });
        }
      }
    }
    while (next < events.length && events[next]!.k <= k) apply(events[next++]!.e, k);
  }

  return {
    interestCentavos: interestCum,
    lateCharges,
    costCentavos: cost,
    costCeilingCentavos: ceiling,
    principalCentavos: principal,
    dueDate: addDays(start, dueOffset),
    extensions,
    settled,
  };
}

const onOrBefore = (ledger: Ledger, day: string) =>
  ledger.entries.filter((e) => daysBetween(e.day, day) >= 0);

/**
 * The late-charge entries missing through `day`, one per overdue day: a daily job posts them at
 * the start of each Manila day (docs/loans.md#overdue), and after missed days it catches up. A day
 * already posted is never returned again, so running it twice posts nothing twice.
 */
export function lateChargeEntriesThrough(ledger: Ledger, day: string): ChargeEntry[] {
  const posted = new Set(unreversedLateCharges(onOrBefore(ledger, day)).map((e) => e.day));
  return accrue(ledger, day).lateCharges.filter((e) => !posted.has(e.day));
}

/**
 * The late-charge entries not cancelled by a reversal: per day, the k reversals of that day
 * cancel its first k charges.
 */
export function unreversedLateCharges(entries: readonly LedgerEntry[]): ChargeEntry[] {
  const reversals = new Map<string, number>();
  for (const e of entries) {
    if (e.kind === 'lateChargeReversal') reversals.set(e.day, (reversals.get(e.day) ?? 0) + 1);
  }
  const live: ChargeEntry[] = [];
  for (const e of entries) {
    if (e.kind !== 'lateCharge') continue;
    const left = reversals.get(e.day) ?? 0;
    if (left > 0) reversals.set(e.day, left - 1);
    else live.push(e);
  }
  return live;
}

/**
 * The reversals a payment dated `day` appends (docs/loans.md#ledger-conventions): one for every
 * late-charge entry dated after `day` still standing. The daily job then posts those days again
 * from the ledger with the payment, on what is still owed.
 */
export function lateChargeReversalsAfter(ledger: Ledger, day: string): LateChargeReversalEntry[] {
  return unreversedLateCharges(ledger.entries)
    .filter((e) => daysBetween(day, e.day) > 0)
    .map((e) => ({ kind: 'lateChargeReversal', day: e.day, centavos: e.centavos }));
}

/**
 * Every charge accrued through `day` but not yet in the ledger: the interest since the last
 * posting (one entry dated `day`) and the missing late charges. A payment posts them first, so the
 * ledger it leaves holds every figure it allocated.
 */
export function pendingEntries(ledger: Ledger, day: string): ChargeEntry[] {
  const posted = onOrBefore(ledger, day)
    .filter((e) => e.kind === 'interest')
    .reduce((sum, e) => sum + e.centavos, 0);
  const interest = accrue(ledger, day).interestCentavos - posted;
  if (interest < 0) throw new RangeError('more interest posted than accrued');
  const entries: ChargeEntry[] =
    interest > 0 ? [{ kind: 'interest', day, centavos: interest }] : [];
  return [...entries, ...lateChargeEntriesThrough(ledger, day)];
}

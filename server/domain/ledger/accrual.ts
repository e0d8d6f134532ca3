import { addDays, daysBetween } from '../../../contract/calendar.ts';
import { MAX_TOTAL_COST_PPM } from '../pricing/caps.ts';
import { ppmOfHalfUp } from '../pricing/rounding.ts';
import type { ChargeEntry, Ledger, LedgerEntry } from './types.ts';
import { FEE_KINDS } from './types.ts';

/**
 * What runs by the day on a loan, derived from its entries up to and including `day`
 * (docs/loans.md#ledger):
 *
 * - Interest (docs/loans.md#pay-in-full): day k is the k-th day after the withdrawal date, so
 *   interest "to day D" covers days 1 … D − withdrawal, at least 1 (money sent and repaid the same
 *   day still costs one day). Paid on the due date that is exactly termDays: the signed interest.
 *   Within a period of unchanged principal the interest is ppmOfHalfUp(principal, daily ppm, days)
 *   — rounded once, as the pricing engine does — and each day adds the growth of that figure; a
 *   part payment that lowers principal on day k closes the period (day k still ran on the old
 *   principal) and a new one starts on day k + 1. Interest is derived, not posted daily: a payment
 *   posts what accrued since the last one as one `interest` entry.
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
 * Entries on the withdrawal date that open the loan (its charges, the withdrawal coupon, the
 * upfront charges paid) count from the start; every other payment counts after its day's accrual.
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

const isOpening = (e: LedgerEntry) =>
  (e.kind === 'payment' && e.paymentKind === 'disbursement') ||
  e.kind === 'couponDeduction' ||
  FEE_KINDS.includes(e.kind as never);

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
  // Current period of unchanged principal: first day, raw interest before it, raw so far.
  let periodStart = 1;
  let rawBefore = 0;
  let raw = 0;
  // Current period of one overdue amount, null while not overdue.
  let late: { base: number; start: number; rawBefore: number } | null = null;
  let lateRaw = 0;
  const lateCharges: ChargeEntry[] = [];

  const owed = () => principal + fees + interest + penalty;
  const apply = (e: LedgerEntry, k: number) => {
    if (e.kind === 'interest' || e.kind === 'lateCharge') return; // derived here, posted copies
    if (e.kind === 'couponDeduction') {
      penalty -= e.lowers.penalty;
      fees -= e.lowers.fees;
      return;
    }
    if (e.kind !== 'payment') {
      fees += e.centavos;
      cost += e.centavos;
      return;
    }
    const a = e.allocation;
    penalty -= a.penalty;
    fees -= a.fees;
    interest -= a.interest;
    if (a.principal > 0) {
      principal -= a.principal;
      periodStart = k + 1;
      rawBefore = raw;
    }
    if (e.paymentKind === 'extension') {
      extensions += 1;
      dueOffset = Math.max(dueOffset, k) + product.extension.days;
      late = null;
    } else if (late !== null && principal + fees + interest < late.base) {
      late = { base: principal + fees + interest, start: k + 1, rawBefore: lateRaw };
    }
    if (e.paymentKind !== 'disbursement' && owed() === 0) settled = true;
  };

  const dated = ledger.entries.filter((e) => daysBetween(e.day, day) >= 0);
  const opening = dated.filter((e) => daysBetween(start, e.day) === 0 && isOpening(e));
  for (const e of opening) apply(e, 0);
  const events = dated
    .filter((e) => !opening.includes(e))
    .map((e) => ({ e, k: Math.max(1, daysBetween(start, e.day)) }));

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
      const nextRaw = rawBefore + ppmOfHalfUp(principal, dailyPpm, k - periodStart + 1);
      const addInterest = Math.max(0, Math.min(nextRaw - raw, ceiling - cost));
      raw = nextRaw;
      interest += addInterest;
      interestCum += addInterest;
      cost += addInterest;
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
  const posted = new Set(
    onOrBefore(ledger, day)
      .filter((e) => e.kind === 'lateCharge')
      .map((e) => e.day),
  );
  return accrue(ledger, day).lateCharges.filter((e) => !posted.has(e.day));
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

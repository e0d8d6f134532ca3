import fc from 'fast-check';
import { describe, it } from 'vitest';
import { addDays, daysBetween } from '../../../contract/calendar.ts';
import { MAX_DAILY_INTEREST_PPM, MAX_MONTHLY_LATE_CHARGE_PPM } from '../pricing/caps.ts';
import { lateCharge } from '../pricing/quote.ts';
import { accrue, lateChargeEntriesThrough, pendingEntries } from './accrual.ts';
import { balanceOn } from './balance.ts';
import { loanArb, open, request, stepArb } from './ledger-arbitraries.test-kit.ts';
import {
  applyPayment,
  couponDeduction,
  fullPaymentQuote,
  MIN_PART_PAYMENT_CENTAVOS,
} from './payments.ts';
import type { Ledger, LedgerEntry } from './types.ts';

function check(holds: boolean, what: string): void {
  if (!holds) throw new Error(what);
}

/** Σ of the entries, written out here independently of balance.ts. */
function owedBySum(principal: number, entries: readonly LedgerEntry[]): number {
  let total = principal;
  for (const e of entries) {
    if (e.kind === 'payment' || e.kind === 'couponDeduction' || e.kind === 'lateChargeReversal') {
      total -= e.centavos;
    } else total += e.centavos;
  }
  return total;
}

/** Interest + every charge before coupons + extension fees + late charges (docs/loans.md#caps). */
const costOf = (entries: readonly LedgerEntry[]) =>
  entries
    .filter((e) => e.kind !== 'payment' && e.kind !== 'couponDeduction')
    .reduce((s, e) => s + (e.kind === 'lateChargeReversal' ? -e.centavos : e.centavos), 0);

const runs = (numRuns: number) => ({ numRuns, seed: 20_261_123 });

/*
 * Random loans (the default products and random products that pass the start-up cap check,
 * docs/loans.md#caps), then random days, part payments, extensions, daily late-charge jobs and a
 * payment in full (ledger-arbitraries.test-kit.ts). Every figure is checked against the entries
 * themselves, summed here again without the ledger's own code.
 */
describe('ledger properties', () => {
  it('paying in full on the due date costs exactly the signed total', () => {
    fc.assert(
      fc.property(loanArb, (loan) => {
        const ledger = open(loan);
        const { pricing } = ledger.terms;
        const r = applyPayment(ledger, pricing.dueDate, {
          kind: 'full',
          collectedCentavos: pricing.totalRepaymentCentavos,
        });
        check(r.ok, 'refused');
        if (!r.ok) return;
        const payment = r.entries.at(-1)!;
        check(payment.centavos === pricing.totalRepaymentCentavos, 'not the signed total');
        check(r.settled, 'not settled');
      }),
      runs(300),
    );
  });

  it('overdue without payments: the late charge is pricing’s lateCharge until the cap', () => {
    fc.assert(
      fc.property(loanArb, fc.integer({ min: 1, max: 400 }), (loan, overdue) => {
        const ledger = open(loan);
        const { pricing, product } = ledger.terms;
        const day = addDays(pricing.dueDate, overdue);
        const acc = accrue(ledger, day);
        const penalty = balanceOn(ledger, day).penalty;
        check(acc.costCentavos <= acc.costCeilingCentavos, 'over the total-cost cap');
        if (acc.costCentavos < acc.costCeilingCentavos) {
          check(penalty === lateCharge(product, pricing, overdue), 'late charge differs');
        }
        // Late charge entries: one per overdue day at most, summing to the penalty.
        const late = lateChargeEntriesThrough(ledger, day);
        check(new Set(late.map((e) => e.day)).size === late.length, 'a day posted twice');
        check(late.reduce((s, e) => s + e.centavos, 0) === penalty, 'entries ≠ penalty');
        // Interest stops at the due date (docs/loans.md#overdue): owed is the plan plus the
        // late charge, as the screen shows, at the cap too.
        check(
          balanceOn(ledger, day).total ===
            pricing.totalRepaymentCentavos + lateCharge(product, pricing, overdue),
          'overdue balance ≠ total repayment + late charge',
        );
      }),
      runs(300),
    );
  });

  it('random payments, extensions and late days keep every figure exact and every cap', () => {
    fc.assert(
      fc.property(loanArb, fc.array(stepArb, { maxLength: 7 }), (loan, steps) => {
        let ledger = open(loan);
        const { pricing, product } = ledger.terms;
        const principal = pricing.principalCentavos;
        let day = pricing.withdrawalDate;
        let settled = false;
        for (const step of steps) {
          day = addDays(day, step.gap);
          const before = balanceOn(ledger, day);
          // Posting what is pending changes nothing owed.
          const posted = {
            ...ledger,
            entries: [...ledger.entries, ...pendingEntries(ledger, day)],
          };
          check(balanceOn(posted, day).total === before.total, 'posting changed the balance');
          check(owedBySum(principal, posted.entries) === before.total, 'balance ≠ Σ entries');
          check(pendingEntries(posted, day).length === 0, 'pending twice');
          if (step.what === 'job') {
            ledger = {
              ...ledger,
              entries: [...ledger.entries, ...lateChargeEntriesThrough(ledger, day)],
            };
            check(lateChargeEntriesThrough(ledger, day).length === 0, 'late job not idempotent');
            continue;
          }
          // A coupon lowers late charges and fees first: the part payment may be at most the rest.
          const d = couponDeduction(before, step.coupon);
          const most = before.total - d.penalty - d.fees;
          const amount = Math.min(
            most,
            Math.max(MIN_PART_PAYMENT_CENTAVOS, Math.round((most * step.permille) / 1_000)),
          );
          const r = applyPayment(ledger, day, request(ledger, day, step.what, amount, step.coupon));
          if (settled) {
            check(!r.ok && r.problem === 'SETTLED', 'paid a settled loan');
            continue;
          }
          if (!r.ok) {
            check(
              step.what === 'extension' && ['MAX_EXTENSIONS', 'TOTAL_COST_CAP'].includes(r.problem),
              `refused: ${r.problem}`,
            );
            continue;
          }
          ledger = r.ledger;
          const payment = r.entries.at(-1)!;
          check(payment.kind === 'payment', 'last entry not the payment');
          if (payment.kind !== 'payment') return;
          const a = payment.allocation;
          check(
            a.penalty + a.fees + a.interest + a.principal === payment.centavos,
            'allocation ≠ payment',
          );
          check(
            Object.values(a).every((v) => Number.isSafeInteger(v) && v >= 0),
            'bad split',
          );
          // Penalty → fees → interest → principal: a later bucket only once earlier ones are clear.
          const after = balanceOn(ledger, day);
          if (a.principal > 0) check(after.penalty + after.fees + after.interest === 0, 'order');
          if (a.interest > 0) check(after.penalty + after.fees === 0, 'order');
          if (a.fees > 0) check(after.penalty === 0, 'order');
          if (step.what === 'extension') {
            check(a.principal === 0 && after.principal === before.principal, 'extension principal');
            check(after.total === after.principal, 'extension left charges');
            check(
              r.dueDate ===
                addDays(
                  daysBetween(accrue(posted, day).dueDate, day) > 0
                    ? day
                    : accrue(posted, day).dueDate,
                  product.extension.days,
                ),
              'new due date',
            );
          }
          settled = r.settled;
          check(settled === (after.total === 0), 'settled ≠ balance zero');
          if (step.what === 'full') check(settled, 'full payment did not settle');
        }
        // At the end, and 90 days on: the sums, the conservation of centavos and the caps.
        for (const end of [day, addDays(day, 90)]) {
          const balance = balanceOn(ledger, end);
          const all = [
            ...ledger.entries.filter((e) => daysBetween(e.day, end) >= 0),
            ...pendingEntries(ledger, end),
          ];
          check(owedBySum(principal, all) === balance.total, 'balance ≠ Σ entries');
          const payments = all.filter((e) => e.kind === 'payment');
          const allocated = payments.reduce(
            (s, e) =>
              s +
              e.allocation.penalty +
              e.allocation.fees +
              e.allocation.interest +
              e.allocation.principal,
            0,
          );
          const coupons = all
            .filter((e) => e.kind === 'couponDeduction')
            .reduce((s, e) => s + e.centavos, 0);
          check(
            allocated + coupons + balance.total === principal + costOf(all),
            'a centavo created or lost',
          );
          check(costOf(all) <= principal, 'total cost over the principal');
          check(settled === (balance.total === 0), 'settled ≠ balance zero');
          // Late charges: no 30-day window over 5 % of the plan total (+1 centavo of rounding
          // per overdue period a payment can start).
          const late = all.filter((e) => e.kind === 'lateCharge');
          const monthly = (pricing.totalRepaymentCentavos * MAX_MONTHLY_LATE_CHARGE_PPM) / 1e6;
          for (const first of late) {
            const window = late.filter((e) => {
              const d = daysBetween(first.day, e.day);
              return d >= 0 && d < 30;
            });
            const sum = window.reduce((s, e) => s + e.centavos, 0);
            check(sum <= monthly + 1 + payments.length, `late ${sum} > ${monthly} in 30 days`);
          }
        }
        // Interest a day never above the nominal cap on the principal lent.
        const perDayCap = Math.ceil((principal * MAX_DAILY_INTEREST_PPM) / 1e6) + 1;
        let prev = 0;
        for (let d = pricing.withdrawalDate; daysBetween(d, day) >= 0; d = addDays(d, 1)) {
          const interest = accrue(ledger, d).interestCentavos;
          check(interest - prev <= perDayCap, 'interest over the daily cap');
          prev = interest;
        }
      }),
      runs(200),
    );
  }, 120_000);

  it('part payments before the due date never make settling on it cost more than signed', () => {
    fc.assert(
      fc.property(
        loanArb,
        fc.array(fc.record({ day: fc.nat(), permille: fc.integer({ min: 0, max: 1_000 }) }), {
          maxLength: 4,
        }),
        (loan, parts) => {
          let ledger = open(loan);
          const { pricing } = ledger.terms;
          const days = parts
            .map((p) => ({ ...p, day: p.day % pricing.termDays }))
            .sort((a, b) => a.day - b.day);
          let paid = 0;
          for (const p of days) {
            const day = addDays(pricing.withdrawalDate, p.day);
            const owed = balanceOn(ledger, day);
            // From the interest and fees up to most of the rest, so principal moves a little or a lot.
            const amount = Math.min(
              owed.total - 1,
              Math.max(
                MIN_PART_PAYMENT_CENTAVOS,
                owed.fees + owed.interest + Math.round(((owed.principal / 2) * p.permille) / 1e3),
              ),
            );
            if (amount < MIN_PART_PAYMENT_CENTAVOS) continue;
            const r = applyPayment(ledger, day, { kind: 'part', collectedCentavos: amount });
            check(r.ok, 'part refused');
            if (!r.ok) return;
            ledger = r.ledger;
            paid += amount;
          }
          const rest = fullPaymentQuote(ledger, pricing.dueDate).payCentavos;
          const r = applyPayment(ledger, pricing.dueDate, {
            kind: 'full',
            collectedCentavos: rest,
          });
          check(r.ok && r.settled, 'not settled');
          check(paid + rest <= pricing.totalRepaymentCentavos, 'paid more than the signed total');
          if (paid === 0) check(rest === pricing.totalRepaymentCentavos, 'not the signed total');
        },
      ),
      runs(300),
    );
  }, 120_000);

  it('a payment dated before late charges already posted: reversed, re-posted, same figures', () => {
    fc.assert(
      fc.property(
        loanArb,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.constantFrom('part', 'full', 'extension' as const),
        (loan, payAfterDue, jobAhead, permille, what) => {
          const opened = open(loan);
          const { pricing } = opened.terms;
          const principal = pricing.principalCentavos;
          const day = addDays(pricing.dueDate, payAfterDue);
          const jobDay = addDays(day, jobAhead);
          const owed = balanceOn(opened, day).total;
          const amount = Math.min(
            owed,
            Math.max(MIN_PART_PAYMENT_CENTAVOS, Math.round((owed * permille) / 1_000)),
          );
          // In order: the job through the payment day, the payment, the job through jobDay.
          const before = {
            ...opened,
            entries: [...opened.entries, ...lateChargeEntriesThrough(opened, day)],
          };
          const a = applyPayment(before, day, request(before, day, what, amount, 0));
          // Late: the job ran through jobDay before the payment of `day` arrived.
          const ahead = {
            ...opened,
            entries: [...opened.entries, ...lateChargeEntriesThrough(opened, jobDay)],
          };
          const b = applyPayment(ahead, day, request(ahead, day, what, amount, 0));
          check(a.ok === b.ok, 'accepted on one path only');
          if (!a.ok || !b.ok) return;
          const rejob = (l: Ledger) => ({
            ...l,
            entries: [...l.entries, ...lateChargeEntriesThrough(l, jobDay)],
          });
          const inOrder = rejob(a.ledger);
          const late = rejob(b.ledger);
          check(lateChargeEntriesThrough(late, jobDay).length === 0, 'job not idempotent');
          for (const end of [day, jobDay, addDays(jobDay, 60)]) {
            const x = balanceOn(inOrder, end);
            const y = balanceOn(late, end);
            check(JSON.stringify(x) === JSON.stringify(y), `balances differ on ${end}`);
            const all = [
              ...late.entries.filter((e) => daysBetween(e.day, end) >= 0),
              ...pendingEntries(late, end),
            ];
            check(owedBySum(principal, all) === y.total, 'balance ≠ Σ entries');
            check(costOf(all) <= principal, 'total cost over the principal');
          }
          if (b.settled) check(balanceOn(late, jobDay).penalty === 0, 'charged after settling');
        },
      ),
      runs(200),
    );
  }, 120_000);
});

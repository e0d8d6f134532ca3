import fc from 'fast-check';
import { describe, it } from 'vitest';
import { addDays, daysBetween } from '../../../contract/calendar.ts';
import { lateChargeEntriesThrough } from './accrual.ts';
import { balanceOn } from './balance.ts';
import { loanDues, repaymentEvents } from './dues.ts';
import { loanArb, open, request, stepArb } from './ledger-arbitraries.test-kit.ts';
import { applyPayment, fullPaymentQuote, MIN_PART_PAYMENT_CENTAVOS } from './payments.ts';
import type { Ledger } from './types.ts';

/*
 * Forecasts (docs/loans.md#forecast): what the dues say will fall due on a later day is what the
 * ledger asks for when that day comes, if nothing else is paid. Random loans run their random
 * part payments, extensions and late days; at each step the forecast is made, then the ledger is
 * run forward day by day as the daily job does (late charges posted each day) to the forecast's
 * date, where a payment in full of exactly the forecast must be taken and settle the loan.
 */

function check(holds: boolean, what: string): void {
  if (!holds) throw new Error(what);
}

/** The daily job from the day after `from` through `to`, one day at a time. */
function runForward(ledger: Ledger, from: string, to: string): Ledger {
  let l = ledger;
  for (let day = addDays(from, 1); daysBetween(day, to) >= 0; day = addDays(day, 1)) {
    l = { ...l, entries: [...l.entries, ...lateChargeEntriesThrough(l, day)] };
  }
  return l;
}

/** Paying `centavos` in full on `day` is taken (not AMOUNT_MISMATCH) and settles the loan. */
function settlesWith(ledger: Ledger, day: string, centavos: number): boolean {
  const r = applyPayment(ledger, day, { kind: 'full', collectedCentavos: centavos });
  return r.ok && r.settled;
}

const runs = (numRuns: number) => ({ numRuns, seed: 20_261_128 });

describe('dues forecasts', () => {
  it('what falls due on the due date, and each further overdue day, is what the ledger asks then', () => {
    fc.assert(
      fc.property(
        loanArb,
        fc.array(stepArb, { maxLength: 6 }),
        fc.integer({ min: 0, max: 40 }),
        (loan, steps, lateDays) => {
          let ledger = open(loan);
          let day = ledger.terms.pricing.withdrawalDate;
          for (const step of [...steps, null]) {
            const dues = loanDues(ledger, day);
            if (dues.settled) return;
            check(fullPaymentQuote(ledger, day).payCentavos === dues.today.total, 'today');
            // Forecast for the due date, met by running the ledger forward without payments.
            if (dues.onDueDate) {
              const then = runForward(ledger, day, dues.dueDate);
              check(settlesWith(then, dues.dueDate, dues.onDueDate.total), 'due-date payment');
              // An extension's own forecast for its new due date.
              if (dues.extension.available) {
                const r = applyPayment(ledger, day, request(ledger, day, 'extension', 0, 0));
                check(r.ok, 'extension refused');
                if (r.ok) {
                  const at = dues.extension.newDueDate;
                  const later = runForward(r.ledger, day, at);
                  check(
                    settlesWith(later, at, dues.extension.dueOnNewDateCentavos),
                    'new due date payment',
                  );
                }
              }
            }
            // Overdue: tomorrow adds exactly what the card says, once the job has run.
            if (dues.overdue) {
              const tomorrow = addDays(day, 1);
              const next = runForward(ledger, day, tomorrow);
              check(
                settlesWith(next, tomorrow, dues.today.total + dues.overdue.perDayCentavos),
                'per day',
              );
              check(dues.overdue.since === addDays(dues.dueDate, 1), 'since');
            }
            if (step === null) {
              // Late days past the last step: the due-date forecast still held on the due date.
              const end = addDays(day, lateDays);
              const later = runForward(ledger, day, end);
              check(settlesWith(later, end, loanDues(later, end).today.total), 'late payment');
              return;
            }
            const next = addDays(day, step.gap);
            ledger = runForward(ledger, day, next);
            day = next;
            if (step.what === 'job') continue;
            const owed = balanceOn(ledger, day).total;
            const amount = Math.min(
              owed,
              Math.max(MIN_PART_PAYMENT_CENTAVOS, Math.round((owed * step.permille) / 1_000)),
            );
            const r = applyPayment(ledger, day, request(ledger, day, step.what, amount, 0));
            if (!r.ok) continue;
            ledger = r.ledger;
            // The payment's own event says what falls due next, as the forecast does now.
            const event = repaymentEvents(ledger).at(-1)!;
            const now = loanDues(ledger, day);
            if (r.settled) check(event.next === null, 'settled event has a next');
            else {
              const expected = now.onDueDate
                ? { date: now.dueDate, centavos: now.onDueDate.total, overdue: false }
                : { date: day, centavos: now.today.total, overdue: true };
              check(JSON.stringify(event.next) === JSON.stringify(expected), 'event next');
            }
          }
        },
      ),
      runs(150),
    );
  });
});

import type { LoanDuesView } from '@contract/loan/dues';

/*
 * Test-only: a loan's dues as the server sends them (docs/loans.md#dues), for the screens that
 * show them (home, the orders, repayment). Every figure is distinct, so each can be found on a
 * screen.
 */

/**
 * A ₱5,000 loan two days in, due on Apr 26: ₱5,035.00 pays it off today, ₱5,095.00 falls due on
 * the due date; extending costs the ₱40.00 fee plus ₱10.00 interest and ₱25.00 fees (₱75.00),
 * then ₱5,080.00 falls due on May 4.
 */
export function repayingDues(patch: Partial<LoanDuesView> = {}): LoanDuesView {
  return {
    day: '2026-04-14',
    withdrawalDate: '2026-04-12',
    dueDate: '2026-04-26',
    termDays: 14,
    extensions: 0,
    settledOn: null,
    due: { kind: 'expiresIn', days: 12 },
    today: {
      principalCentavos: 500_000,
      interestCentavos: 1_000,
      feesCentavos: 2_500,
      lateChargeCentavos: 0,
      totalCentavos: 503_500,
    },
    onDueDate: {
      principalCentavos: 500_000,
      interestCentavos: 7_000,
      feesCentavos: 2_500,
      lateChargeCentavos: 0,
      totalCentavos: 509_500,
    },
    overdue: null,
    extension: {
      available: true,
      number: 1,
      max: 3,
      feeCentavos: 4_000,
      settles: { interestCentavos: 1_000, feesCentavos: 2_500, lateChargeCentavos: 0 },
      payCentavos: 7_500,
      newDueDate: '2026-05-04',
      dueOnNewDateCentavos: 508_000,
    },
    paidCentavos: 0,
    totalRepaymentCentavos: 509_500,
    partlyPaid: false,
    ...patch,
  };
}

/**
 * The same loan two days overdue (due Apr 26, Apr 28 today): ₱5,125.57 pays it off today, ₱30.57
 * of it late charge, and each further day adds ₱15.28; extending costs ₱165.57 and then ₱5,040.00
 * falls due on May 6.
 */
export function overdueDues(patch: Partial<LoanDuesView> = {}): LoanDuesView {
  return repayingDues({
    day: '2026-04-28',
    due: { kind: 'overdue', days: 2 },
    today: {
      principalCentavos: 500_000,
      interestCentavos: 7_000,
      feesCentavos: 2_500,
      lateChargeCentavos: 3_057,
      totalCentavos: 512_557,
    },
    onDueDate: null,
    overdue: { since: '2026-04-27', days: 2, perDayCentavos: 1_528, capReached: false },
    extension: {
      available: true,
      number: 1,
      max: 3,
      feeCentavos: 4_000,
      settles: { interestCentavos: 7_000, feesCentavos: 2_500, lateChargeCentavos: 3_057 },
      payCentavos: 16_557,
      newDueDate: '2026-05-06',
      dueOnNewDateCentavos: 504_000,
    },
    totalRepaymentCentavos: 512_557,
    ...patch,
  });
}

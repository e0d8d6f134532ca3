import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../contract/calendar.ts';
import { manilaTime } from '../../server/domain/loan-days.ts';
import type { SmsProvider } from '../../server/sms/sms-provider.ts';
import { DEFAULT_CONTACT_HOURS } from '../../contract/loan/contact-hours.ts';
import { remindersJob } from '../../server/services/repayment/daily-jobs.ts';
import type { Db } from '../../server/db/db.ts';
import { orderState } from './support/disbursement-fixtures.ts';
import type { SignedOrder } from './support/disbursement-fixtures.ts';
import { TestClock, createTestApp, sharedDb } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { repayingLoan, runHandler } from './support/repayment-days.ts';

/**
 * Reminders (docs/loans.md#reminders): the day before the due date, on it, and on overdue days
 * 1, 3 and 7; once per loan, kind and due date; only between 09:00 and 20:00 Manila; in the
 * borrower's language. SMS read from the sandbox outbox, as a tester would.
 */
const db = sharedDb();
const clock = new TestClock();
let t: TestApp;

beforeAll(async () => {
  await db.open();
  t = await createTestApp({ db: db.get(), clock });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const at = (day: string, hour: number, minutes = 0) =>
  clock.set(new Date(manilaTime(day, hour).getTime() + minutes * 60_000));

const phoneOf = async (d: Db, customerId: string) =>
  (await d.query<{ phone: string }>('SELECT phone FROM customers WHERE id = $1', [customerId]))[0]!
    .phone;

/** The language the borrower last asked a code in (what the reminder follows). */
async function usesLanguage(d: Db, customerId: string, language: string): Promise<void> {
  await d.query(
    `INSERT INTO otp_challenges (phone, code_hash, language, created_at, expires_at)
     VALUES ($1, '\\x00', $2, $3, $3)`,
    [await phoneOf(d, customerId), language, clock.now()],
  );
}

async function outbox(customerId: string): Promise<string[]> {
  const phone = await phoneOf(db.get(), customerId);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/dev/sms-outbox',
    query: { phone },
  });
  expect(response.statusCode).toBe(200);
  return response
    .json<{ text: string }[]>()
    .map((sms) => sms.text)
    .reverse();
}

const remindersOf = (orderId: string) =>
  db
    .get()
    .query<{ kind: string; dueDate: string }>(
      `SELECT kind, due_date::text AS "dueDate" FROM reminders WHERE order_id = $1 ORDER BY sent_at`,
      [orderId],
    );

const messagesOf = (customerId: string) =>
  db
    .get()
    .query<{ kind: string; params: Record<string, unknown> }>(
      `SELECT kind, params FROM messages WHERE customer_id = $1 AND kind LIKE 'reminder%' ORDER BY id`,
      [customerId],
    );

/** The day's 09:00 run, queued as the scheduler does, then everything it enqueued. */
async function runDay(day: string, hour = 9, minutes = 0): Promise<void> {
  at(day, hour, minutes);
  await t.app.jobs.enqueue(db.get(), remindersJob(day, DEFAULT_CONTACT_HOURS));
  await t.app.jobs.runDueJobs();
}

/** A second run of the day (retry, second instance), then the SMS jobs it may have enqueued. */
async function runAgain(day: string): Promise<void> {
  await runHandler(t, t.app.services.loanDays.runReminders, { day });
  await t.app.jobs.runDueJobs();
}

describe('reminders', () => {
  let en: SignedOrder;
  let ph: SignedOrder;
  let hi: SignedOrder;
  let due: string;

  it("go out the day before the due date, in each borrower's language, once", async () => {
    en = await repayingLoan(t);
    ph = await repayingLoan(t);
    hi = await repayingLoan(t);
    await usesLanguage(db.get(), ph.customerId, 'ph');
    await usesLanguage(db.get(), hi.customerId, 'hi');
    due = (await orderState(db.get(), en.orderId)).dueDate!;

    await runDay(addDays(due, -2));
    expect(await remindersOf(en.orderId)).toEqual([]);

    await runDay(addDays(due, -1));
    await runAgain(addDays(due, -1));
    for (const loan of [en, ph, hi]) {
      expect(await remindersOf(loan.orderId)).toEqual([{ kind: 'dayBefore', dueDate: due }]);
    }
    const [enSms] = await outbox(en.customerId);
    expect(await outbox(en.customerId)).toHaveLength(1);
    expect(enSms).toMatch(/is due tomorrow, March 17, 2026\. Pay or extend in the app/);
    expect(await outbox(ph.customerId)).toEqual([
      expect.stringContaining('due bukas, Marso 17, 2026'),
    ]);
    expect(await outbox(hi.customerId)).toEqual([expect.stringContaining('कल, 17 मार्च 2026')]);

    const [message] = await messagesOf(en.customerId);
    const pricing = (await orderState(db.get(), en.orderId)).pricing;
    expect(message).toEqual({
      kind: 'reminderDayBefore',
      params: {
        orderNo: en.orderNo,
        amountCentavos: pricing.amountCentavos,
        dueDate: due,
        // What falls due tomorrow, on the due date: the signed total, not today's lower figure
        // (docs/loans.md#reminders).
        owedCentavos: pricing.totalRepaymentCentavos,
      },
    });
    expect(enSms).toContain(
      `PHP ${(Number(message!.params.owedCentavos) / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`,
    );
  });

  it('send nothing before 09:00; the 09:00 run sends the due-day reminder', async () => {
    at(due, 8, 59);
    await runAgain(due);
    expect(await remindersOf(en.orderId)).toHaveLength(1);
    await runDay(due, 9);
    expect((await remindersOf(en.orderId)).map((r) => r.kind)).toEqual(['dayBefore', 'dueDay']);
    expect((await messagesOf(en.customerId)).at(-1)).toMatchObject({
      kind: 'reminderDueDay',
      params: {
        dueDate: due,
        owedCentavos: (await orderState(db.get(), en.orderId)).pricing.totalRepaymentCentavos,
      },
    });
    expect((await outbox(ph.customerId)).at(-1)).toContain('due ngayong araw, Marso 17, 2026');
  });

  it('on overdue day 1 say how much is owed with the late charge, and never threaten', async () => {
    await runDay(addDays(due, 1), 10);
    const message = (await messagesOf(en.customerId)).at(-1)!;
    const pricing = (await orderState(db.get(), en.orderId)).pricing;
    expect(message.kind).toBe('reminderOverdue');
    expect(message.params).toMatchObject({ days: 1, orderNo: en.orderNo, dueDate: due });
    expect(message.params.owedCentavos).toBeGreaterThan(pricing.totalRepaymentCentavos);
    // What each further day adds: the late charge of one day on the plan total (0.10 %), to the
    // centavo the day's rounding gives.
    const perDay = Number(message.params.perDayCentavos);
    expect(Math.abs(perDay - pricing.totalRepaymentCentavos / 1000)).toBeLessThanOrEqual(1);
    expect((await outbox(en.customerId)).at(-1)).toContain('was due on March 17, 2026');
    expect((await outbox(en.customerId)).at(-1)).toContain(
      `each further day adds PHP ${(perDay / 100).toFixed(2)}`,
    );
    expect((await outbox(hi.customerId)).at(-1)).toContain('17 मार्च 2026 को देय था');
  });

  it('are not sent outside 09:00–20:00, nor late once their day passed', async () => {
    // Overdue day 3: the server runs only at 20:00 (closed) and again the next morning.
    await runDay(addDays(due, 3), 20);
    await runAgain(addDays(due, 3));
    await runDay(addDays(due, 4), 9, 30);
    expect((await remindersOf(en.orderId)).map((r) => r.kind)).toEqual([
      'dayBefore',
      'dueDay',
      'overdue1',
    ]);
    // Overdue day 7 goes out as usual.
    await runDay(addDays(due, 7), 9);
    for (const loan of [en, ph, hi]) {
      expect((await remindersOf(loan.orderId)).map((r) => r.kind)).toEqual([
        'dayBefore',
        'dueDay',
        'overdue1',
        'overdue7',
      ]);
      expect(await outbox(loan.customerId)).toHaveLength(4);
    }
    expect((await messagesOf(ph.customerId)).map((m) => [m.kind, m.params.days ?? null])).toEqual([
      ['reminderDayBefore', null],
      ['reminderDueDay', null],
      ['reminderOverdue', 1],
      ['reminderOverdue', 7],
    ]);
  });

  it('a reminder SMS whose hours passed before it ran is not sent', async () => {
    const loan = await repayingLoan(t);
    const loanDue = (await orderState(db.get(), loan.orderId)).dueDate!;
    at(addDays(loanDue, -1), 19, 59);
    await runHandler(t, t.app.services.loanDays.runReminders, { day: addDays(loanDue, -1) });
    expect(await remindersOf(loan.orderId)).toHaveLength(1);
    clock.advance(120); // 20:01: the SMS job finally runs
    await t.app.jobs.runDueJobs();
    expect(await outbox(loan.customerId)).toEqual([]);
  });
});

describe('the preferences of Settings (docs/account.md#notification-preferences)', () => {
  it('skip the day-before SMS when switched off (the message stays) and send in the chosen language', async () => {
    const loan = await repayingLoan(t);
    await t.app.services.account.savePreferences(loan.customerId, { reminderSms: false });
    await t.app.services.account.saveLanguage(loan.customerId, 'ph');
    // The language chosen in Settings wins over the one of the last code request.
    await usesLanguage(db.get(), loan.customerId, 'hi');
    const loanDue = (await orderState(db.get(), loan.orderId)).dueDate!;

    await runDay(addDays(loanDue, -1), 10);
    expect(await remindersOf(loan.orderId)).toEqual([{ kind: 'dayBefore', dueDate: loanDue }]);
    expect((await messagesOf(loan.customerId)).map((m) => m.kind)).toEqual(['reminderDayBefore']);
    expect(await outbox(loan.customerId)).toEqual([]);

    // The due-day notice cannot be switched off.
    await runDay(loanDue, 10);
    expect(await outbox(loan.customerId)).toEqual([expect.stringContaining('due ngayong araw')]);
  });
});

describe('a reminder SMS of a loan paid meanwhile', () => {
  it('is not sent', async () => {
    const loan = await repayingLoan(t);
    const loanDue = (await orderState(db.get(), loan.orderId)).dueDate!;
    at(addDays(loanDue, -1), 10);
    await runHandler(t, t.app.services.loanDays.runReminders, { day: addDays(loanDue, -1) });
    expect(await remindersOf(loan.orderId)).toHaveLength(1);
    // Settled before the SMS job ran (a payment posted in between).
    await db.get().query(`UPDATE orders SET status = 'settled' WHERE id = $1`, [loan.orderId]);
    await t.app.jobs.runDueJobs();
    expect(await outbox(loan.customerId)).toEqual([]);
  });
});

describe('a reminder SMS the gateway fails', () => {
  const other = sharedDb();
  const otherClock = new TestClock();
  let sends = 0;
  const failing: SmsProvider = {
    name: 'sandbox',
    sendOtp: async () => {},
    sendText: async () => {
      sends += 1;
      throw new Error('gateway timeout');
    },
  };
  let u: TestApp;
  beforeAll(async () => {
    await other.open();
    u = await createTestApp({ db: other.get(), clock: otherClock, sms: failing });
  });
  afterAll(async () => {
    await u.app.close();
    await other.close();
  });

  it('is tried once, never twice, and left failed with its error (not dropped in silence)', async () => {
    const loan = await repayingLoan(u);
    const loanDue = (await orderState(other.get(), loan.orderId)).dueDate!;
    otherClock.set(manilaTime(loanDue, 10));
    await u.app.jobs.enqueue(other.get(), remindersJob(loanDue, DEFAULT_CONTACT_HOURS));
    await u.app.jobs.runDueJobs();
    otherClock.advance(3600);
    await u.app.jobs.runDueJobs();
    expect(sends).toBe(1);
    const jobs = await other.get().query<{ attempts: number; failed: boolean; lastError: string }>(
      `SELECT attempts, failed_at IS NOT NULL AS failed, last_error AS "lastError"
           FROM jobs WHERE kind = 'reminder-sms'`,
    );
    expect(jobs).toEqual([{ attempts: 1, failed: true, lastError: 'Error: gateway timeout' }]);
    // The reminder stands in the message centre, recorded once.
    const messages = await other
      .get()
      .query<{ kind: string }>(`SELECT kind FROM messages WHERE kind LIKE 'reminder%'`);
    expect(messages).toEqual([{ kind: 'reminderDueDay' }]);
  });
});

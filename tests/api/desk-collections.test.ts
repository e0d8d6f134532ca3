import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../contract/calendar.ts';
import type { CollectionDetail, CollectionItem } from '../../contract/desk/collections.ts';
import { DEFAULT_CONTACT_HOURS } from '../../contract/loan/contact-hours.ts';
import { manilaTime } from '../../server/domain/loan-days.ts';
import { remindersJob } from '../../server/services/repayment/daily-jobs.ts';
import { staffWithKey } from './support/desk-staff.ts';
import { orderState } from './support/disbursement-fixtures.ts';
import type { SignedOrder } from './support/disbursement-fixtures.ts';
import { TestClock, createTestApp, sharedDb } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { repayingLoan } from './support/repayment-days.ts';
import { renderDataExport } from '../../server/documents/data-export-html.ts';
import type { DataExport } from '../../server/documents/data-export-html.ts';
import { LANGUAGES } from '../../contract/language.ts';
import { bearer, signIn } from './support/sign-in.ts';
import { loansPart } from '../../server/services/account/account-data.ts';

/*
 * The collections desk (docs/desk.md#collections): overdue loans by bucket with what each owes,
 * a contact noted in contact hours only, a promise to pay that holds the reminders up to its day,
 * the list as CSV masked and formula-safe, and in full only for a typed reason. Each in the audit
 * trail.
 */
const db = sharedDb();
const clock = new TestClock();
let t: TestApp;
let collections = '';
let care = '';
let collectorId = '';

beforeAll(async () => {
  await db.open();
  t = await createTestApp({ db: db.get(), clock });
  const collector = await staffWithKey(t, ['collections']);
  collections = collector.key;
  collectorId = collector.staff.staffId;
  care = (await staffWithKey(t, ['care'])).key;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const at = (day: string, hour: number) => clock.set(manilaTime(day, hour));
const call = (method: 'GET' | 'POST', url: string, body?: unknown, key = collections) =>
  t.app.inject({
    method,
    url: `/api/desk${url}`,
    headers: { authorization: `Bearer ${key}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
const bucket = async (name: string): Promise<CollectionItem[]> => {
  const response = await call('GET', `/collections?bucket=${name}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ loans: CollectionItem[] }>().loans;
};
const detail = async (orderNo: string): Promise<CollectionDetail> => {
  const response = await call('GET', `/collections/${orderNo}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const reminderKinds = async (orderId: string) =>
  (
    await db
      .get()
      .query<{ kind: string }>(`SELECT kind FROM reminders WHERE order_id = $1 ORDER BY sent_at`, [
        orderId,
      ])
  ).map((r) => r.kind);
const audit = (recordId: string) =>
  db.get().query<{ action: string; staffId: string; reason: string | null; detail: object }>(
    `SELECT action, staff_id::text AS "staffId", reason, detail FROM staff_audit
        WHERE record_id = $1 ORDER BY id`,
    [recordId],
  );
/** The day's reminders run at `hour`, as the scheduler queues it. */
async function runReminders(day: string, hour = 9) {
  at(day, hour);
  await t.app.jobs.enqueue(db.get(), remindersJob(day, DEFAULT_CONTACT_HOURS));
  await t.app.jobs.runDueJobs();
}

describe('the collections desk', () => {
  let loan: SignedOrder;
  let later: SignedOrder;
  let due = '';

  it('lists an overdue loan in its bucket with what it owes today, masked', async () => {
    loan = await repayingLoan(t);
    // Signed the same day, never contacted: the bucket's second row.
    later = await repayingLoan(t);
    await db.get().query(
      `INSERT INTO profile_sections (customer_id, section, data, saved_at)
       VALUES ($1, 'basic', $2::jsonb, $3)`,
      [
        loan.customerId,
        JSON.stringify({ firstName: '=HYPERLINK("x")', lastName: 'Cruz' }),
        clock.now(),
      ],
    );
    due = (await orderState(db.get(), loan.orderId)).dueDate!;
    // On its due date a loan is not overdue: nothing to collect, no contact about it.
    at(due, 10);
    expect(await bucket('1-7')).toEqual([]);
    expect((await call('GET', `/collections/${loan.orderNo}`)).statusCode).toBe(404);
    const early = await call('POST', `/collections/${loan.orderNo}/contacts`, {
      channel: 'call',
      outcome: 'promised',
      promisedOn: addDays(due, 10),
    });
    expect(early.statusCode).toBe(404);

    at(addDays(due, 3), 10);
    const [row, ...others] = await bucket('1-7');
    expect(others.map((o) => o.orderNo)).toEqual([later.orderNo]);
    expect(row).toMatchObject({
      orderNo: loan.orderNo,
      dueDate: due,
      daysOverdue: 3,
      remindersSent: 0,
      lastContactAt: null,
      promisedOn: null,
      phoneMasked: expect.stringMatching(/^09\d\d \*\*\* \d{4}$/),
    });
    const seen = await detail(loan.orderNo);
    expect(seen.loan.owedCentavos).toBe(seen.loan.owed.totalCentavos);
    expect(seen.loan.owed.principalCentavos).toBe(seen.loan.amountCentavos);
    expect(seen.loan.owed.lateChargeCentavos).toBeGreaterThan(0);
    expect(seen.contactHours).toEqual({ fromHour: 9, toHour: 20, open: true });
    expect(await bucket('8-30')).toEqual([]);
    expect((await audit(loan.orderNo)).map((e) => e.action)).toEqual(['collections.view']);
  });

  it('notes a contact only in contact hours, and only a promise has a day', async () => {
    const day = addDays(due, 3);
    at(day, 20);
    const late = await call('POST', `/collections/${loan.orderNo}/contacts`, {
      channel: 'call',
      outcome: 'noAnswer',
    });
    expect(late.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'channel' });

    at(day, 11);
    for (const [body, field] of [
      [{ channel: 'call', outcome: 'promised' }, 'promisedOn'],
      [{ channel: 'call', outcome: 'promised', promisedOn: addDays(day, -1) }, 'promisedOn'],
      [{ channel: 'call', outcome: 'promised', promisedOn: addDays(day, 31) }, 'promisedOn'],
      [{ channel: 'call', outcome: 'reached', promisedOn: addDays(day, 2) }, 'promisedOn'],
      [{ channel: 'pigeon', outcome: 'reached' }, 'channel'],
    ] as const) {
      const refused = await call('POST', `/collections/${loan.orderNo}/contacts`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    // Care does not call borrowers about their debt.
    const byCare = await call(
      'POST',
      `/collections/${loan.orderNo}/contacts`,
      { channel: 'call', outcome: 'reached' },
      care,
    );
    expect(byCare.statusCode).toBe(403);
    expect((await detail(loan.orderNo)).contacts).toEqual([]);
  });

  it('holds the reminders up to and on the promised day, then reminds again', async () => {
    const day = addDays(due, 3);
    at(day, 11);
    const promised = await call('POST', `/collections/${loan.orderNo}/contacts`, {
      channel: 'call',
      outcome: 'promised',
      promisedOn: day,
      note: 'Will pay on payday through GCash',
    });
    expect(promised.statusCode, promised.body).toBe(200);
    expect(promised.json()).toEqual({ orderNo: loan.orderNo, promisedOn: day });
    const seen = await detail(loan.orderNo);
    expect(seen.loan.promisedOn).toBe(day);
    expect(seen.earliestPromiseOn).toBe(day);
    expect(seen.latestPromiseOn).toBe(addDays(day, 30));
    expect(seen.contacts).toEqual([
      {
        at: clock.now().toISOString(),
        staff: expect.any(String),
        channel: 'call',
        outcome: 'promised',
        promisedOn: day,
        note: 'Will pay on payday through GCash',
      },
    ]);
    expect(await audit(loan.orderNo)).toContainEqual({
      action: 'collections.contact',
      staffId: collectorId,
      reason: null,
      detail: expect.objectContaining({ outcome: 'promised', promisedOn: day }),
    });

    await runReminders(addDays(due, 3));
    expect(await reminderKinds(loan.orderId)).toEqual([]);
    await runReminders(addDays(due, 7));
    expect(await reminderKinds(loan.orderId)).toEqual(['overdue7']);
    expect((await bucket('1-7'))[0]).toMatchObject({ remindersSent: 1, promisedOn: null });
    // The loan nobody promised for was reminded on day 3 as well.
    expect(await reminderKinds(later.orderId)).toEqual(['overdue3', 'overdue7']);
  });

  it("are in the borrower's data download, labelled in each language, without the staff member", async () => {
    const [customer] = await db
      .get()
      .query<{ phone: string }>('SELECT phone FROM customers WHERE id = $1', [loan.customerId]);
    const { token } = await signIn(t.app, customer!.phone);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/export?format=json',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<DataExport>();
    const loans = data.parts.loans as { collectionContacts: Record<string, unknown>[] };
    expect(loans.collectionContacts).toEqual([
      {
        orderNo: loan.orderNo,
        at: expect.any(String),
        channel: 'call',
        outcome: 'promised',
        promisedOn: addDays(due, 3),
        note: 'Will pay on payday through GCash',
      },
    ]);
    for (const language of LANGUAGES) {
      expect(renderDataExport(data, language).unlabelled, language).toEqual([]);
    }
    // What the account deletion does to them (loans part): the notes go, the contacts stay.
    await db.get().transaction((tx) => loansPart.erase(tx, loan.customerId, clock.now()));
    expect((await detail(loan.orderNo)).contacts).toEqual([
      expect.objectContaining({ outcome: 'promised', note: '' }),
    ]);
  });

  it('moves a loan to the next bucket as the days pass', async () => {
    at(addDays(due, 7), 10);
    expect((await bucket('1-7')).map((l) => l.orderNo)).toEqual([loan.orderNo, later.orderNo]);
    expect(await bucket('8-30')).toEqual([]);
    at(addDays(due, 8), 10);
    expect((await bucket('8-30')).map((l) => l.orderNo)).toEqual([loan.orderNo, later.orderNo]);
    expect(await bucket('1-7')).toEqual([]);
    // The list pages by 100: the second page of a short bucket is empty.
    const second = await call('GET', '/collections?bucket=8-30&page=1');
    expect(second.json()).toMatchObject({ page: 1, loans: [], more: false });
  });

  it('exports a bucket masked and formula-safe; in full only for a reason, logged', async () => {
    const masked = await call('GET', '/collections/export?bucket=8-30');
    expect(masked.statusCode).toBe(200);
    expect(masked.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(masked.headers['cache-control']).toBe('no-store');
    const lines = masked.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFForder_no,customer_id,initials,mobile_masked,due_date,days_overdue,owed_pesos,reminders_sent,last_contact_manila,promised_on',
    );
    expect(lines).toHaveLength(3);
    // The initials of "=HYPERLINK(…)" start like a formula: written as text.
    expect(lines[1]).toContain(`,'=. C.,`);
    expect(lines[1]).toMatch(/,09\d\d \*\*\* \d{4},/);
    expect(masked.body).not.toMatch(/09\d\d \d{3} \d{4}/);
    // The contact of day 3 at 11:00, in Manila's time.
    expect(lines[1]).toContain(`,${addDays(due, 3)} 11:00,`);

    const noReason = await call('POST', '/collections/export/full', { bucket: '8-30' });
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'reason' });
    const full = await call('POST', '/collections/export/full', {
      bucket: '8-30',
      reason: 'Calling list for the agency',
    });
    expect(full.statusCode).toBe(200);
    const [, first] = full.body.trimEnd().split('\r\n');
    expect(first).toContain(`"'=HYPERLINK(""x"") Cruz"`);
    expect(first).toMatch(/,09\d\d \d{3} \d{4},/);
    expect(await audit('8-30')).toEqual([
      {
        action: 'collections.export',
        staffId: collectorId,
        reason: null,
        detail: expect.objectContaining({ full: false, rows: 2 }),
      },
      {
        action: 'collections.export_full',
        staffId: collectorId,
        reason: 'Calling list for the agency',
        detail: expect.objectContaining({ full: true, rows: 2 }),
      },
    ]);
  });
});

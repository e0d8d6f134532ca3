import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_HOME, readLoanHomeVersion } from '../../server/repositories/loan-home.ts';
import { loadLedger } from '../../server/services/repayment/ledger-store.ts';
import { findOrderById } from '../../server/repositories/orders.ts';
import { createTestApp, sharedDb } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { approvedBorrower, getLoanHome } from './support/loan-fixtures.ts';
import { fullIntent, repayingLoan } from './support/repayment-fixtures.ts';

/*
 * The loan home an instance keeps (docs/performance.md#loan-home-cache) is the answer only while
 * the database's version of it stands: whoever changes what it shows, the next home shows it.
 */

const db = sharedDb();
let t: TestApp;
beforeAll(async () => {
  await db.open();
  t = await createTestApp({ db: db.get(), env: { JOBS_ENABLED: 'false' } });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const sql = (text: string, params: unknown[]) => db.get().query(text, params);

/** Two homes in a row, so the second one comes from the cache when it may. */
async function warmHome(token: string) {
  await getLoanHome(t.app, token);
  return getLoanHome(t.app, token);
}

describe('the cached loan home', () => {
  it('shows a change written straight to the database, table by table, on the next request', async () => {
    const borrower = await approvedBorrower(t);
    const { customerId, token } = borrower;
    const before = await warmHome(token);
    expect(before.quotaCentavos).toBe(650_000);

    await sql('UPDATE applications SET quota_centavos = 500000 WHERE customer_id = $1', [
      customerId,
    ]);
    expect((await warmHome(token)).quotaCentavos).toBe(500_000);

    const [welcome] = before.coupons;
    await sql('UPDATE coupons SET deduction_centavos = deduction_centavos + 100 WHERE id = $1', [
      welcome!.id,
    ]);
    expect((await warmHome(token)).coupons[0]!.deductionCentavos).toBe(
      welcome!.deductionCentavos + 100,
    );

    await sql(
      `UPDATE profile_sections SET data = jsonb_set(data, '{account}', '"009988776655"')
        WHERE customer_id = $1 AND section = 'bank'`,
      [customerId],
    );
    expect((await warmHome(token)).payoutAccount?.accountLast4).toBe('6655');

    await sql(`DELETE FROM profile_sections WHERE customer_id = $1 AND section = 'bank'`, [
      customerId,
    ]);
    expect((await getLoanHome(t.app, token)).payoutAccount).toBeNull();
  });

  it('shows an order changed and a ledger written by someone else', async () => {
    const loan = await repayingLoan(t);
    const home = await warmHome(loan.token);
    expect(home.currentOrder).toMatchObject({ id: loan.orderId, status: 'repaying' });

    await sql(`UPDATE orders SET order_no = order_no || 'X' WHERE id = $1`, [loan.orderId]);
    expect((await warmHome(loan.token)).currentOrder!.orderNo).toBe(
      `${home.currentOrder!.orderNo}X`,
    );

    // The ledger's own rows move the version, not only the order's.
    const version = await readLoanHomeVersion(db.get(), loan.customerId);
    const order = (await findOrderById(db.get(), loan.orderId))!;
    await db.get().transaction((tx) => loadLedger(tx, order, t.clock.now()));
    expect(await readLoanHomeVersion(db.get(), loan.customerId)).not.toBe(version);
    const entries = await db
      .get()
      .query<{ seq: number }>('SELECT seq FROM ledger_entries WHERE order_id = $1', [loan.orderId]);
    expect(entries.length).toBeGreaterThan(0);
    const beforeUpdate = await readLoanHomeVersion(db.get(), loan.customerId);
    await sql('UPDATE ledger_entries SET day = day WHERE order_id = $1', [loan.orderId]);
    expect(await readLoanHomeVersion(db.get(), loan.customerId)).not.toBe(beforeUpdate);

    // The payment waiting for the borrower (docs/loans.md#waiting-payment), changed by hand.
    const intent = await fullIntent(t, loan, { channel: 'sevenEleven' });
    expect((await warmHome(loan.token)).currentOrder!.waitingPayment?.otcReference).toBe(
      intent.otcReference,
    );
    await sql(`UPDATE payment_intents SET otc_reference = '999988887777' WHERE id = $1`, [
      intent.id,
    ]);
    expect((await warmHome(loan.token)).currentOrder!.waitingPayment?.otcReference).toBe(
      '999988887777',
    );
    await sql(`DELETE FROM payment_intents WHERE id = $1`, [intent.id]);
    expect((await getLoanHome(t.app, loan.token)).currentOrder!.waitingPayment).toBeNull();
  });

  it('moves the version at commit, and not for another customer', async () => {
    const a = await approvedBorrower(t);
    const b = await approvedBorrower(t);
    const va = await readLoanHomeVersion(db.get(), a.customerId);
    const vb = await readLoanHomeVersion(db.get(), b.customerId);
    expect(va).toBeGreaterThan(0);
    await db.get().transaction(async (tx) => {
      await tx.query('UPDATE applications SET quota_centavos = 400000 WHERE customer_id = $1', [
        a.customerId,
      ]);
      // Deferred: nothing moves before the commit.
      expect(await readLoanHomeVersion(tx, a.customerId)).toBe(va);
    });
    const moved = await readLoanHomeVersion(db.get(), a.customerId);
    expect(moved).not.toBe(va);
    expect(await readLoanHomeVersion(db.get(), b.customerId)).toBe(vb);

    // Sections the home does not show leave it alone; all seven saved move it once (the bank).
    await sql(
      `UPDATE profile_sections SET saved_at = saved_at WHERE customer_id = $1 AND section <> 'bank'`,
      [b.customerId],
    );
    expect(await readLoanHomeVersion(db.get(), b.customerId)).toBe(vb);
    await sql(`UPDATE profile_sections SET saved_at = saved_at WHERE customer_id = $1`, [
      b.customerId,
    ]);
    const bankSaved = await readLoanHomeVersion(db.get(), b.customerId);
    expect(bankSaved).not.toBe(vb);

    // A row moved out of the bank section moves it too.
    await sql(`DELETE FROM profile_sections WHERE customer_id = $1 AND section = 'basic'`, [
      b.customerId,
    ]);
    expect(await readLoanHomeVersion(db.get(), b.customerId)).toBe(bankSaved);
    await sql(
      `UPDATE profile_sections SET section = 'basic' WHERE customer_id = $1 AND section = 'bank'`,
      [b.customerId],
    );
    expect(await readLoanHomeVersion(db.get(), b.customerId)).not.toBe(bankSaved);
  });

  it('follows the clock: a coupon that starts later, one that ends, and the next Manila day', async () => {
    const borrower = await approvedBorrower(t);
    const at = t.clock.now();
    const id = randomUUID();
    const startsIn = new Date(at.getTime() + 60 * 60_000);
    await sql(
      `INSERT INTO coupons (id, customer_id, type, deduction_centavos, valid_from, valid_until,
                            source, created_at)
       VALUES ($1, $2, 'withdrawal', 12300, $3, $4, 'platform', $5)`,
      [id, borrower.customerId, startsIn, new Date(startsIn.getTime() + 60 * 60_000), at],
    );
    const now = await warmHome(borrower.token);
    expect(now.coupons.map((c) => c.id)).not.toContain(id);

    t.clock.advance(60 * 60); // it starts
    expect((await warmHome(borrower.token)).coupons.map((c) => c.id)).toContain(id);
    t.clock.advance(60 * 60); // it ends
    expect((await warmHome(borrower.token)).coupons.map((c) => c.id)).not.toContain(id);

    const loan = await repayingLoan(t);
    const today = (await warmHome(loan.token)).currentOrder!.due;
    t.clock.advance(24 * 60 * 60);
    expect((await warmHome(loan.token)).currentOrder!.due).not.toEqual(today);
  });
});

describe('the loan home version triggers', () => {
  it('cover every change to every table the home statement reads', async () => {
    const read = [...LOAN_HOME.matchAll(/\b(?:FROM|JOIN)\s+([a-z_]+)/g)].map((match) => match[1]!);
    const tables = new Set(
      read.filter((name) => !['open_order', 'loan_home_versions'].includes(name)),
    );
    expect([...tables].sort()).toEqual([
      'applications',
      'coupons',
      'home_screen_bonuses',
      'ledger_entries',
      'orders',
      'payment_intents',
      'profile_sections',
    ]);
    // pg_trigger.tgtype bits: INSERT 4, DELETE 8, UPDATE 16, TRUNCATE 32.
    const rows = await sql(
      `SELECT c.relname AS "table", bit_or(g.tgtype::int) & 60 AS events
         FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname LIKE 'loan_home_%' GROUP BY c.relname`,
      [],
    );
    const events = new Map(
      (rows as { table: string; events: number }[]).map((r) => [r.table, r.events]),
    );
    for (const table of tables) expect(events.get(table), table).toBe(60);
  });

  // Last in the file: it empties a table the other tests use.
  it('moves every version when a table is truncated, which no row trigger sees', async () => {
    const loan = await repayingLoan(t);
    const before = await readLoanHomeVersion(db.get(), loan.customerId);
    await sql('TRUNCATE ledger_entries', []);
    expect(await readLoanHomeVersion(db.get(), loan.customerId)).not.toBe(before);
  });
});

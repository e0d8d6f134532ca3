import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { latestApplication } from '../../server/repositories/applications.ts';
import { listUsableCoupons } from '../../server/repositories/coupons.ts';
import { readLedgerEntries } from '../../server/repositories/ledger.ts';
import { findBonusCeiling } from '../../server/repositories/home-screen-bonuses.ts';
import { readLoanHome } from '../../server/repositories/loan-home.ts';
import { findOpenOrder } from '../../server/repositories/orders.ts';
import { findLiveIntent } from '../../server/repositories/payment-intents.ts';
import { codesSent, readCodeRequest } from '../../server/repositories/otp-challenges.ts';
import { readPhoneSecurity } from '../../server/repositories/phone-security.ts';
import { clientLockedUntil } from '../../server/repositories/sign-in-clients.ts';
import { findCurrentPhotos } from '../../server/repositories/photos.ts';
import { readProfileState } from '../../server/repositories/profile-state.ts';
import {
  findSection,
  listSections,
  readSectionSave,
  settledLoans,
} from '../../server/repositories/profiles.ts';
import type { FormSection } from '../../contract/profile/sections.ts';
import {
  hasApprovedApplication,
  hasLockingApplication,
} from '../../server/repositories/applications.ts';
import { transitionOrder } from '../../server/services/orders/order-machine.ts';
import { loadLedger } from '../../server/services/repayment/ledger-store.ts';
import { createTestApp, newPhone, sharedDb } from './support/harness.ts';
import { fullIntent } from './support/repayment-fixtures.ts';
import type { TestApp } from './support/harness.ts';
import { approvedBorrower, runUntilStatus, withdraw } from './support/loan-fixtures.ts';
import {
  VALID,
  completeProfile,
  submit,
  testJpeg,
  uploadPhoto,
} from './support/profile-fixtures.ts';
import { bearer, lastCode, login, otherCode, requestCode, signIn } from './support/sign-in.ts';

/*
 * The loan home and the profile view read everything they show in one statement
 * (docs/performance.md#one-statement-views): the same rows as the separate readers they replace,
 * and, once the session is known, nothing else (docs/security.md#session-cache).
 */

const db = sharedDb();
let statements: string[] | null = null;
/** The database, with the statements of a request recorded while `statements` is a list. */
const counting = (raw: Db): Db => ({
  ...raw,
  query: ((sql: string, params?: unknown[]) => {
    statements?.push(sql);
    return raw.query(sql, params);
  }) as Db['query'],
  transaction: (fn, options) => raw.transaction((tx) => fn(counting(tx)), options),
});

let t: TestApp;
beforeAll(async () => {
  await db.open();
  t = await createTestApp({ db: counting(db.get()), env: { JOBS_ENABLED: 'false' } });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

/** What the five readers the home used before answer for the customer now. */
async function separately(customerId: string) {
  const raw = db.get();
  const at = t.clock.now();
  const openOrder = await findOpenOrder(raw, customerId);
  return {
    application: await latestApplication(raw, customerId),
    openOrder,
    ledgerEntries: openOrder?.disbursedAt ? await readLedgerEntries(raw, openOrder.id) : null,
    coupons: await listUsableCoupons(raw, customerId, ['withdrawal'], at),
    bank: ((await findSection(raw, customerId, 'bank'))?.data as object | undefined) ?? null,
    bonusCeilingCentavos: await findBonusCeiling(raw, customerId),
    liveIntent: openOrder?.disbursedAt ? await findLiveIntent(raw, openOrder.id) : null,
  };
}

const together = async (customerId: string) =>
  (await readLoanHome(db.get(), customerId, t.clock.now())).rows;

async function sameAsSeparately(customerId: string) {
  const expected = await separately(customerId);
  expect(await together(customerId)).toEqual(expected);
  return expected;
}

describe('readLoanHome', () => {
  it('reads what the separate readers read, from sign-in to a loan owed after cancelling', async () => {
    const { customerId: fresh } = await signIn(t.app, newPhone());
    expect(await sameAsSeparately(fresh)).toMatchObject({ application: null, openOrder: null });

    const borrower = await approvedBorrower(t);
    const approved = await sameAsSeparately(borrower.customerId);
    expect(approved.application?.status).toBe('approved');
    expect(approved.coupons).toHaveLength(1);
    expect(approved.bank).not.toBeNull();

    const order = await withdraw(t.app, borrower.token, { couponId: approved.coupons[0]!.id });
    const requested = await sameAsSeparately(borrower.customerId);
    expect(requested.openOrder?.status).toBe('requested');
    expect(requested.ledgerEntries).toBeNull();

    await runUntilStatus(t, borrower.token, order.id, 'repaying');
    const paidOut = await sameAsSeparately(borrower.customerId);
    expect(paidOut.openOrder?.disbursedAt).toBeInstanceOf(Date);
    expect(paidOut.ledgerEntries).toEqual([]); // the opening is written on first use
    await db.get().transaction((tx) => loadLedger(tx, paidOut.openOrder!, t.clock.now()));
    const repaying = await sameAsSeparately(borrower.customerId);
    expect(repaying.ledgerEntries!.length).toBeGreaterThan(0);
    expect(repaying.liveIntent).toBeNull();

    // A payment waiting at the store (docs/loans.md#waiting-payment): the live intent, whole.
    const intent = await fullIntent(
      t,
      { ...borrower, orderId: order.id, orderNo: order.orderNo },
      { channel: 'sevenEleven' },
    );
    const waiting = await sameAsSeparately(borrower.customerId);
    expect(waiting.liveIntent).toMatchObject({ id: intent.id, otcReference: intent.otcReference });
    expect(waiting.liveIntent!.expiresAt).toBeInstanceOf(Date);
    await db
      .get()
      .query(`UPDATE payment_intents SET status = 'cancelled', ended_at = $2 WHERE id = $1`, [
        intent.id,
        t.clock.now(),
      ]);

    // Cancelled after the payout: still the open order, its principal owed.
    await db.get().transaction((tx) =>
      transitionOrder(tx, {
        orderId: order.id,
        from: ['repaying'],
        to: 'cancelled',
        at: t.clock.now(),
        actor: 'system',
      }),
    );
    const cancelled = await sameAsSeparately(borrower.customerId);
    expect(cancelled.openOrder?.status).toBe('cancelled');
  });

  it('orders coupons as listUsableCoupons does, ties included, and leaves out the unusable', async () => {
    const { customerId } = await approvedBorrower(t);
    const at = t.clock.now();
    const day = 86_400_000;
    const insert = (c: { centavos: number; from: number; until: number; type?: string }) =>
      db.get().query(
        `INSERT INTO coupons (id, customer_id, type, deduction_centavos, valid_from, valid_until,
                              source, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'operator', $5)`,
        [
          randomUUID(),
          customerId,
          c.type ?? 'withdrawal',
          c.centavos,
          new Date(at.getTime() + c.from * day),
          new Date(at.getTime() + c.until * day),
        ],
      );
    for (let i = 0; i < 4; i += 1) await insert({ centavos: 2000, from: -1, until: 5 });
    await insert({ centavos: 9000, from: -1, until: 2 });
    await insert({ centavos: 2000, from: -1, until: 3 });
    await insert({ centavos: 7000, from: 1, until: 9 }); // not yet valid
    await insert({ centavos: 7000, from: -9, until: -1 }); // expired
    await insert({ centavos: 7000, from: -1, until: 9, type: 'repayment' });
    const { coupons } = await sameAsSeparately(customerId);
    expect(coupons.map((c) => c.deductionCentavos)).toEqual([
      9000, 5000, 2000, 2000, 2000, 2000, 2000,
    ]);
  });
});

/** What the seven readers the profile view used before answer for the customer now. */
async function profileSeparately(customerId: string) {
  const raw = db.get();
  const open = await findOpenOrder(raw, customerId);
  const bySection = (a: { section: string }, b: { section: string }) =>
    a.section < b.section ? -1 : 1;
  return {
    sections: (await listSections(raw, customerId)).sort(bySection),
    photos: (await findCurrentPhotos(raw, customerId)).map(
      ({ kind, bytes, width, height, createdAt }) => ({ kind, bytes, width, height, createdAt }),
    ),
    latest: await latestApplication(raw, customerId),
    locked: await hasLockingApplication(raw, customerId),
    openOrderStatus: open?.status ?? null,
    settledLoans: await settledLoans(raw, customerId),
    everApproved: await hasApprovedApplication(raw, customerId),
  };
}

async function profileSameAsSeparately(customerId: string) {
  const expected = await profileSeparately(customerId);
  expect(await readProfileState(db.get(), customerId)).toEqual(expected);
  return expected;
}

describe('readProfileState', () => {
  it('reads what the separate readers read, from sign-in to a failed payout and a repeat borrower', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    expect(await profileSameAsSeparately(customerId)).toMatchObject({
      sections: [],
      photos: [],
      latest: null,
      locked: false,
    });

    // A payout to this wallet fails in the sandbox (README, "Sandbox payouts").
    await completeProfile(t.app, token, {
      bank: { ...VALID.bank, account: '001234560000', confirmAccount: '001234560000' },
    });
    // A retaken photo: only the current one counts.
    expect((await uploadPhoto(t.app, token, 'face', testJpeg(700, 900))).statusCode).toBe(200);
    const complete = await profileSameAsSeparately(customerId);
    expect(complete.sections).toHaveLength(7);
    expect(complete.photos.map((p) => p.kind)).toEqual(['face', 'idDocument']);

    expect((await submit(t.app, token)).statusCode).toBe(200);
    expect(await profileSameAsSeparately(customerId)).toMatchObject({ locked: true });
    t.clock.advance(5);
    await t.app.jobs.runDueJobs();
    expect(await profileSameAsSeparately(customerId)).toMatchObject({ everApproved: true });

    const order = await withdraw(t.app, token);
    await runUntilStatus(t, token, order.id, 'disbursementFailed');
    expect(await profileSameAsSeparately(customerId)).toMatchObject({
      openOrderStatus: 'disbursementFailed',
    });

    await db.get().query('UPDATE customers SET settled_loans = 2 WHERE id = $1', [customerId]);
    expect(await profileSameAsSeparately(customerId)).toMatchObject({ settledLoans: 2 });
  });
});

describe('readSectionSave', () => {
  async function sameAsSeparately(customerId: string, section: FormSection) {
    const raw = db.get();
    const expected = {
      locked: await hasLockingApplication(raw, customerId),
      previous: await findSection(raw, customerId, section),
      applied: (await latestApplication(raw, customerId)) !== null,
    };
    expect(await readSectionSave(raw, customerId, section)).toEqual(expected);
    return expected;
  }

  it('reads what the three readers read: new, saved, applied and locked, rejected', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    expect(await sameAsSeparately(customerId, 'basic')).toEqual({
      locked: false,
      previous: null,
      applied: false,
    });
    await completeProfile(t.app, token);
    expect((await sameAsSeparately(customerId, 'basic')).previous?.data).toBeTruthy();
    expect(await sameAsSeparately(customerId, 'bank')).toMatchObject({ applied: false });
    expect((await submit(t.app, token)).statusCode).toBe(200);
    expect(await sameAsSeparately(customerId, 'work')).toMatchObject({
      locked: true,
      applied: true,
    });
    await db.get().query(
      `UPDATE applications SET status = 'rejected', decided_at = submitted_at,
              decision_source = 'sandbox', reapply_on = '2026-04-01'
        WHERE customer_id = $1`,
      [customerId],
    );
    expect(await sameAsSeparately(customerId, 'work')).toMatchObject({
      locked: false,
      applied: true,
    });
  });
});

describe('the statements of a request', () => {
  async function countStatements(url: string, token: string): Promise<string[]> {
    statements = [];
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const seen = statements;
    statements = null;
    expect(response.statusCode).toBe(200);
    return seen;
  }

  // A session is looked up on its first request, then known (docs/security.md#session-cache).
  it('GET /api/me: the session lookup alone, then nothing', async () => {
    const { token } = await signIn(t.app, newPhone());
    expect(await countStatements('/api/me', token)).toHaveLength(1);
    expect(await countStatements('/api/me', token)).toHaveLength(0);
  });

  it('GET /api/profile and /api/profile/status: one statement each', async () => {
    const { token } = await signIn(t.app, newPhone());
    await completeProfile(t.app, token);
    expect(await countStatements('/api/profile', token)).toHaveLength(1);
    expect(await countStatements('/api/profile/status', token)).toHaveLength(1);
  });

  // The home an instance built stands while its version does (docs/performance.md#loan-home-cache).
  it('GET /api/loan/home: one statement, whatever the loan; the version alone while it stands', async () => {
    const borrower = await approvedBorrower(t);
    const home = (statements: string[]) => statements.map((sql) => sql.includes('json_agg'));
    expect(home(await countStatements('/api/loan/home', borrower.token))).toEqual([true]);
    expect(home(await countStatements('/api/loan/home', borrower.token))).toEqual([false]);
    const order = await withdraw(t.app, borrower.token);
    await runUntilStatus(t, borrower.token, order.id, 'repaying');
    // Changed: the version, then the home again.
    expect(home(await countStatements('/api/loan/home', borrower.token))).toEqual([false, true]);
    expect(home(await countStatements('/api/loan/home', borrower.token))).toEqual([false]);
  });
});

describe('readCodeRequest', () => {
  const DAY = 86_400_000;
  async function sameAsSeparately(phone: string, clientKey: Uint8Array) {
    const raw = db.get();
    const at = t.clock.now();
    const windows = {
      dayStart: new Date(at.getTime() - 3 * 3_600_000),
      dayAgo: new Date(at.getTime() - DAY),
    };
    const expected = {
      clientLockedUntil: await clientLockedUntil(raw, clientKey),
      security: await readPhoneSecurity(raw, phone),
      sent: await codesSent(raw, phone, windows),
    };
    expect(await readCodeRequest(raw, { phone, clientKey, ...windows })).toEqual(expected);
    return expected;
  }

  it('reads what the three readers read: a new phone, codes sent, wrong codes, a locked client', async () => {
    const phone = newPhone();
    const clientKey = Uint8Array.from(randomUUID().replace(/-/g, '').match(/../g)!, (h) =>
      Number.parseInt(h, 16),
    );
    expect(await sameAsSeparately(phone, clientKey)).toEqual({
      clientLockedUntil: null,
      security: { lastSignInAt: null, wrongSinceSignIn: 0 },
      sent: { lastAt: null, sinceDayStart: 0, inLastDay: 0 },
    });

    expect((await requestCode(t.app, phone)).statusCode).toBe(200);
    expect((await login(t.app, phone, otherCode(await lastCode(t.app, phone)))).statusCode).toBe(
      400,
    );
    const after = await sameAsSeparately(phone, clientKey);
    expect(after.sent).toMatchObject({ sinceDayStart: 1, inLastDay: 1 });
    expect(after.security.wrongSinceSignIn).toBe(1);

    // A code sent before the Manila day began but within 24 hours counts in one window only.
    await db
      .get()
      .query(
        `UPDATE otp_challenges SET created_at = created_at - interval '5 hours' WHERE phone = $1`,
        [phone],
      );
    expect((await sameAsSeparately(phone, clientKey)).sent).toMatchObject({
      sinceDayStart: 0,
      inLastDay: 1,
    });

    const until = new Date(t.clock.now().getTime() + 600_000);
    await db
      .get()
      .query(
        'INSERT INTO sign_in_client_locks (client_key, locked_until, updated_at) VALUES ($1, $2, $3)',
        [clientKey, until, t.clock.now()],
      );
    expect((await sameAsSeparately(phone, clientKey)).clientLockedUntil).toEqual(until);
  });
});

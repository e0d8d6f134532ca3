import { describe, expect, it } from 'vitest';
import type { HomeScreenBonusView } from '../../contract/bonus/home-screen.ts';
import type { AvailableCoupons, CouponListItem } from '../../contract/loan/api.ts';
import type { IntentView } from '../../contract/loan/repayment.ts';
import { createTestApp, newPhone, useTestApp } from './support/harness.ts';
import {
  approvedBorrower,
  getLoanHome,
  runUntilStatus,
  withdraw,
} from './support/loan-fixtures.ts';
import {
  getIntent,
  intentOf,
  postIntent,
  pressCheckout,
  repayingLoan,
  viewOf,
} from './support/repayment-fixtures.ts';
import {
  bearer,
  internalCustomerId,
  lastCode,
  login,
  requestCode,
  signIn,
} from './support/sign-in.ts';

/*
 * The add-to-home-screen bonus (docs/coupons.md#home-screen-bonus): once per customer whatever
 * the devices, repeats or races; a ₱200 repayment coupon for payment in full only, the ₱80,000
 * quota ceiling reached step by step, a homeScreenBonus message; none inside the native shell.
 */
const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

const report = (token: string, signal = 'startUrl', app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/bonus/home-screen/launch',
    headers: bearer(token),
    payload: { signal },
  });

async function reported(token: string, signal = 'startUrl'): Promise<HomeScreenBonusView> {
  const response = await report(token, signal);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function bonusOf(token: string): Promise<HomeScreenBonusView> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/bonus/home-screen',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function couponsOf(token: string): Promise<CouponListItem[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/coupons?list=available',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AvailableCoupons>().available;
}

const count = async (sql: string, params: unknown[]) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

/** What the grant wrote for the customer: bonus rows, bonus coupons, bonus messages. */
const writes = async (customerId: string) => ({
  bonuses: await count('home_screen_bonuses WHERE customer_id = $1', [customerId]),
  coupons: await count(`coupons WHERE customer_id = $1 AND source = 'homeScreenBonus'`, [
    customerId,
  ]),
  messages: await count(`messages WHERE customer_id = $1 AND kind = 'homeScreenBonus'`, [
    customerId,
  ]),
});

/** A second device's session of the borrower (its sign-in rules are tested elsewhere). */
const secondDevice = (customerId: string): Promise<string> =>
  t.app.services.sessions.open(t.db, {
    customerId,
    appType: null,
    userAgent: 'the second phone',
  });

describe('POST /api/bonus/home-screen/launch', () => {
  it('grants a ₱200 pay-in-full coupon, the ₱80,000 ceiling and a message, once', async () => {
    const borrower = await approvedBorrower(t);
    const before = await bonusOf(borrower.token);
    expect(before).toEqual({
      grantedAt: null,
      couponCentavos: 20_000,
      couponValidDays: 30,
      bonusCeilingCentavos: 8_000_000,
      baseCeilingCentavos: 1_000_000,
      grantedNow: false,
    });
    expect((await getLoanHome(t.app, borrower.token)).quotaCeilingCentavos).toBe(1_000_000);

    const at = t.clock.now();
    const granted = await reported(borrower.token, 'displayMode');
    expect(granted).toMatchObject({ grantedAt: at.toISOString(), grantedNow: true });

    const [coupon] = (await couponsOf(borrower.token)).filter(
      (c) => c.source === 'homeScreenBonus',
    );
    expect(coupon).toMatchObject({
      type: 'repayment',
      appliesTo: 'payInFull',
      deductionCentavos: 20_000,
      fullRepaymentOnly: true,
      status: 'available',
      validUntil: new Date(at.getTime() + 30 * DAY_MS).toISOString(),
    });
    const [message] = await t.db.query<{ params: Record<string, unknown> }>(
      `SELECT params FROM messages WHERE customer_id = $1 AND kind = 'homeScreenBonus'`,
      [borrower.customerId],
    );
    expect(message!.params).toEqual({
      couponId: coupon!.id,
      deductionCentavos: 20_000,
      validUntil: coupon!.validUntil,
      ceilingCentavos: 8_000_000,
    });
    const home = await getLoanHome(t.app, borrower.token);
    expect(home.quotaCeilingCentavos).toBe(8_000_000);
    // The quota itself grows only with repayment.
    expect(home.quotaCentavos).toBe(650_000);

    // Again, later, with another signal: the same bonus, not granted now.
    t.clock.advance(3600);
    const again = await reported(borrower.token, 'storedFlag');
    expect(again).toMatchObject({ grantedAt: at.toISOString(), grantedNow: false });
    expect(await bonusOf(borrower.token)).toEqual({ ...again, grantedNow: false });
    expect(await writes(borrower.customerId)).toEqual({ bonuses: 1, coupons: 1, messages: 1 });
  });

  it('two devices reporting at once: one coupon, one message, one ceiling', async () => {
    const first = await signIn(t.app, newPhone());
    const second = await secondDevice(first.customerId);
    const answers = await Promise.all(
      [first.token, second, first.token, second, first.token, second].map((token) =>
        reported(token),
      ),
    );
    expect(answers.filter((a) => a.grantedNow)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.grantedAt)).size).toBe(1);
    expect(await writes(first.customerId)).toEqual({ bonuses: 1, coupons: 1, messages: 1 });
    // A customer before approval gets the bonus too; the ceiling waits for the quota.
    expect((await getLoanHome(t.app, second)).quotaCeilingCentavos).toBe(8_000_000);
  });

  it('leaves another borrower without it', async () => {
    const one = await signIn(t.app, newPhone());
    const other = await signIn(t.app, newPhone());
    await reported(one.token);
    expect((await bonusOf(other.token)).grantedAt).toBeNull();
    expect(await writes(other.customerId)).toEqual({ bonuses: 0, coupons: 0, messages: 0 });
    expect((await getLoanHome(t.app, other.token)).quotaCeilingCentavos).toBe(1_000_000);
    // Their own report grants their own, once.
    expect((await reported(other.token)).grantedNow).toBe(true);
    expect(await writes(one.customerId)).toEqual({ bonuses: 1, coupons: 1, messages: 1 });
  });

  it('refuses a session signed in inside the native shell, and grants nothing', async () => {
    const phone = newPhone();
    expect((await requestCode(t.app, phone)).statusCode).toBe(200);
    const response = await login(t.app, phone, await lastCode(t.app, phone), { appType: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const { token, customerId } = response.json<{ token: string; customerId: string }>();
    const refused = await report(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', field: 'appType' });
    expect((await bonusOf(token)).grantedAt).toBeNull();
    expect(await writes(await internalCustomerId(t.app, customerId))).toEqual({
      bonuses: 0,
      coupons: 0,
      messages: 0,
    });
  });

  it('refuses an unknown signal and an anonymous caller', async () => {
    const { token } = await signIn(t.app, newPhone());
    const bad = await report(token, 'homeScreen');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/bonus/home-screen/launch',
      payload: { signal: 'startUrl' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts reports per customer: the eleventh in a minute answers TOO_FREQUENT', async () => {
    const limited = await createTestApp({ db: t.db, env: { RATE_LIMIT_ENABLED: 'true' } });
    try {
      const { token } = await signIn(t.app, newPhone());
      for (let i = 0; i < 10; i += 1) {
        expect((await report(token, 'startUrl', limited.app)).statusCode).toBe(200);
      }
      const last = await report(token, 'startUrl', limited.app);
      expect(last.statusCode).toBe(429);
      expect(last.json()).toMatchObject({ code: 'TOO_FREQUENT' });
      // Another borrower has their own budget.
      const other = await signIn(t.app, newPhone());
      expect((await report(other.token, 'startUrl', limited.app)).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});

describe('the cached loan home (docs/performance.md#loan-home-cache)', () => {
  it('shows a ceiling changed straight in the database, and one erased', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    await reported(token);
    expect((await getLoanHome(t.app, token)).quotaCeilingCentavos).toBe(8_000_000);
    expect((await getLoanHome(t.app, token)).quotaCeilingCentavos).toBe(8_000_000);
    await t.db.query(
      'UPDATE home_screen_bonuses SET ceiling_centavos = 5000000 WHERE customer_id = $1',
      [customerId],
    );
    expect((await getLoanHome(t.app, token)).quotaCeilingCentavos).toBe(5_000_000);
    await t.db.query('DELETE FROM home_screen_bonuses WHERE customer_id = $1', [customerId]);
    expect((await getLoanHome(t.app, token)).quotaCeilingCentavos).toBe(1_000_000);
  });
});

describe('the bonus and the account (docs/account.md#what-is-kept)', () => {
  it('is in the data download, and erased with the account', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    await reported(token, 'iosStandalone');
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/account/export?format=json',
      headers: bearer(token),
    });
    expect(download.statusCode).toBe(200);
    const [row] = download.json<{ parts: { homeScreenBonus: Record<string, unknown>[] } }>().parts
      .homeScreenBonus;
    expect(row).toMatchObject({ signal: 'iosStandalone', ceiling_centavos: 8_000_000 });
    expect(row).not.toHaveProperty('customer_id');

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/deletion',
      headers: bearer(token),
      payload: { understood: true },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await writes(customerId)).toEqual({ bonuses: 0, coupons: 0, messages: 0 });
  });
});

describe('the bonus coupon (docs/coupons.md#home-screen-bonus)', () => {
  it('is refused for an extension or a part payment, and lowers a payment in full', async () => {
    const loan = await repayingLoan(t);
    await reported(loan.token);
    const [coupon] = (await couponsOf(loan.token)).filter((c) => c.source === 'homeScreenBonus');
    const view = await viewOf(t.app, loan.token, loan.orderId);
    const part = await postIntent(t.app, loan.token, loan.orderId, {
      kind: 'part',
      amountCentavos: 10_000,
      couponId: coupon!.id,
    });
    expect(part.json()).toMatchObject({ code: 'COUPON_FULL_REPAYMENT_ONLY', field: 'couponId' });
    const extension = await postIntent(t.app, loan.token, loan.orderId, {
      kind: 'extension',
      amountCentavos: view.dues.extension.available ? view.dues.extension.payCentavos : 1,
      agreedToDisclosure: true,
      couponId: coupon!.id,
    });
    expect(extension.json()).toMatchObject({ code: 'COUPON_FULL_REPAYMENT_ONLY' });
    // The repayment screen offers it, with what paying in full costs with it.
    const offered = view.coupons.find((c) => c.id === coupon!.id);
    expect(offered?.fullRepaymentOnly).toBe(true);
    expect(offered!.lowersCentavos).toBeGreaterThan(0);
    const full = await intentOf(t.app, loan.token, loan.orderId, {
      kind: 'full',
      amountCentavos: offered!.payCentavos,
      couponId: coupon!.id,
    });
    expect(full.amountCentavos).toBe(view.dues.today.totalCentavos - offered!.lowersCentavos);
  });
});

describe('the quota with the bonus (docs/loans.md#quota)', () => {
  /** Borrows, and repays in full three days in (on time), through the sandbox. */
  async function borrowAndRepayOnTime(token: string): Promise<number> {
    const order = await withdraw(t.app, token);
    await runUntilStatus(t, token, order.id, 'repaying');
    t.clock.advance(3 * 24 * 3600);
    const view = await viewOf(t.app, token, order.id);
    const intent: IntentView = await intentOf(t.app, token, order.id, {
      kind: 'full',
      amountCentavos: view.dues.today.totalCentavos,
    });
    await pressCheckout(t.app, intent, 'pay');
    await t.app.jobs.runDueJobs();
    expect((await getIntent(t.app, token, intent.id)).status).toBe('succeeded');
    return (await getLoanHome(t.app, token)).quotaCentavos!;
  }

  const atScorecardCeiling = async (customerId: string) =>
    t.db.query(
      `UPDATE applications SET quota_centavos = 1000000
        WHERE customer_id = $1 AND status = 'approved'`,
      [customerId],
    );

  it('grows past ₱10,000 one ₱500 step per on-time settlement; without it, stays', async () => {
    const bonus = await approvedBorrower(t);
    await atScorecardCeiling(bonus.customerId);
    expect((await reported(bonus.token)).grantedNow).toBe(true);
    expect(await borrowAndRepayOnTime(bonus.token)).toBe(1_050_000);
    expect(await borrowAndRepayOnTime(bonus.token)).toBe(1_100_000);
    const home = await getLoanHome(t.app, bonus.token);
    expect(home.quotaCeilingCentavos).toBe(8_000_000);

    const without = await approvedBorrower(t);
    await atScorecardCeiling(without.customerId);
    expect(await borrowAndRepayOnTime(without.token)).toBe(1_000_000);
  });
});

describe('the table (migrations 017, and 018 for its coupon index)', () => {
  it('has an index leading with each of its foreign keys (a coupon erased finds its row)', async () => {
    const unindexed = await t.db.query<{ column: string }>(
      `SELECT a.attname AS column
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.conrelid = 'home_screen_bonuses'::regclass AND c.contype = 'f'
          AND NOT EXISTS (SELECT 1 FROM pg_index i
                           WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])`,
    );
    expect(unindexed).toEqual([]);
  });
});

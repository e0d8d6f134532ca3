import { beforeAll, describe, expect, it } from 'vitest';
import type { PayoutDetail, PayoutListItem } from '../../contract/desk/payouts.ts';
import type { DeskRequest } from '../../contract/desk/requests.ts';
import type { ProfileView } from '../../contract/profile/api.ts';
import { staffWithKey, staffWithSession } from './support/desk-staff.ts';
import { useTestApp } from './support/harness.ts';
import {
  approvedBorrower,
  getLoanHome,
  orderOf,
  runUntilStatus,
  withdraw,
} from './support/loan-fixtures.ts';
import { VALID, ownBank } from './support/profile-fixtures.ts';
import { bearer } from './support/sign-in.ts';

/*
 * The payouts desk and four eyes (docs/desk.md#payouts, docs/desk.md#four-eyes): a payout to an
 * account another borrower uses, one changed the day before, or one the provider refused for its
 * own reasons waits for a person; finance releases or retries it only with a second person's
 * approval, marks the account invalid so the borrower re-enters it, or asks the provider again
 * about a stuck one. Each step reaches the borrower's side and the audit trail.
 */
const t = useTestApp({ env: { JOBS_ENABLED: 'false' } });
const keys = { maker: '', checker: '', care: '' };
const staffIds = { maker: '', checker: '' };

beforeAll(async () => {
  const maker = await staffWithKey(t, ['finance']);
  const checker = await staffWithKey(t, ['finance']);
  keys.maker = maker.key;
  keys.checker = checker.key;
  staffIds.maker = maker.staff.staffId;
  keys.care = (await staffWithKey(t, ['care'])).key;
});

/** An API key's bearer token, or a person's session headers (cookie and Origin). */
type Caller = string | Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, as: Caller, body?: unknown) =>
  t.app.inject({
    method,
    url: `/api/desk${url}`,
    headers: typeof as === 'string' ? { authorization: `Bearer ${as}` } : as,
    ...(body === undefined ? {} : { payload: body as object }),
  });
/** A second finance member, signed in on the desk page: who approves and rejects. */
async function checkerSession() {
  const checker = await staffWithSession(t, ['finance']);
  staffIds.checker = checker.staff.staffId;
  return checker.headers;
}

const list = async (view: string): Promise<PayoutListItem[]> => {
  const response = await call('GET', `/payouts?view=${view}`, keys.maker);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ orders: PayoutListItem[] }>().orders;
};
const detail = async (orderNo: string, key = keys.maker): Promise<PayoutDetail> => {
  const response = await call('GET', `/payouts/${orderNo}`, key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const ask = async (orderNo: string, what: 'release' | 'retry', as: Caller = keys.maker) => {
  const response = await call('POST', `/payouts/${orderNo}/${what}`, as, {
    note: 'Borrower confirmed the account by phone',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DeskRequest>();
};
const auditOf = (orderNo: string) =>
  t.db.query<{ action: string; staffId: string; reason: string | null }>(
    `SELECT action, staff_id::text AS "staffId", reason FROM staff_audit
      WHERE record_type = 'order' AND record_id = $1 ORDER BY id`,
    [orderNo],
  );
const orderRow = async (orderNo: string) =>
  (
    await t.db.query<{ status: string; hold: string[] | null; failureReason: string | null }>(
      `SELECT status, payout_hold AS hold, failure_reason AS "failureReason"
         FROM orders WHERE order_no = $1`,
      [orderNo],
    )
  )[0]!;

/** An account of this borrower's own ending in `ending` (the sandbox's outcomes by ending). */
const accountEnding = (ending: string) => `${ownBank().account!.slice(0, 8)}${ending}`;

/** A borrower approved with `bank`, whose withdrawal has been through the order check. */
async function signedWith(bank: Record<string, unknown>) {
  const borrower = await approvedBorrower(t, { bank });
  const order = await withdraw(t.app, borrower.token);
  t.clock.advance(60);
  await t.app.jobs.runDueJobs();
  return { ...borrower, order, orderNo: order.orderNo };
}

describe('a payout to an account another borrower uses', () => {
  it('waits in toCheck, masked, with the other borrower named; the borrower sees "to check"', async () => {
    const shared = ownBank();
    const first = await approvedBorrower(t, { bank: shared });
    const second = await signedWith(shared);
    expect(await orderRow(second.orderNo)).toMatchObject({
      status: 'toCheck',
      hold: ['accountMatch'],
    });
    expect((await orderOf(t.app, second.token, second.order.id)).status).toBe('toCheck');

    const held = (await list('toCheck')).find((o) => o.orderNo === second.orderNo);
    expect(held).toMatchObject({
      hold: ['accountMatch'],
      account: { channel: 'bank', payee: expect.any(String), accountMasked: '••••••••7890' },
      pendingRequest: null,
    });
    expect(JSON.stringify(held)).not.toContain(shared.account);
    const seen = await detail(second.orderNo);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(first.token) });
    expect(seen.accountOwners).toEqual([me.json<{ customerId: string }>().customerId]);
    expect(seen.actions).toEqual(['release', 'markInvalid', 'cancel']);
    expect((await auditOf(second.orderNo)).map((e) => e.action)).toEqual(['payout.view']);
  });

  it('knows an account another borrower replaced, and a wallet that is another borrower’s mobile', async () => {
    const old = ownBank();
    const first = await approvedBorrower(t, { bank: old });
    await t.db.query('UPDATE customers SET settled_loans = 1 WHERE id = $1', [first.customerId]);
    const replaced = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/bank-change',
      headers: bearer(first.token),
      payload: ownBank(),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = await signedWith(old);
    expect(await orderRow(second.orderNo)).toMatchObject({ hold: ['accountMatch'] });

    const mobileOwner = await approvedBorrower(t);
    const wallet = `0${mobileOwner.phone.slice(3)}`;
    const third = await signedWith({
      ...VALID.bank,
      channel: 'ewallet',
      payeeCode: 'gcash',
      account: wallet,
      confirmAccount: wallet,
    });
    expect(await orderRow(third.orderNo)).toMatchObject({ hold: ['accountMatch'] });
    const [seen] = (await list('toCheck')).filter((o) => o.orderNo === third.orderNo);
    expect(seen?.account).toMatchObject({
      channel: 'ewallet',
      accountMasked: `•••••••${wallet.slice(-4)}`,
    });
  });

  it('is released only when a second finance member approves: never by its maker', async () => {
    const shared = ownBank();
    await approvedBorrower(t, { bank: shared });
    const held = await signedWith(shared);
    const request = await ask(held.orderNo, 'release');
    expect(request).toMatchObject({ kind: 'payout.release', status: 'pending', mine: true });

    // Asked twice: the one waiting stands.
    const again = await call('POST', `/payouts/${held.orderNo}/release`, keys.checker, {
      note: 'Same request, another person',
    });
    expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'note' });
    // The maker cannot approve or reject, even signed in as a person; care may not at all; nor
    // may an API key, which an administrator can issue for any account.
    const makerSession = await staffWithSession(t, ['finance']);
    const checker = await checkerSession();
    for (const step of ['approve', 'reject']) {
      for (const as of [keys.maker, keys.care, keys.checker]) {
        const refused = await call('POST', `/requests/${request.id}/${step}`, as, {});
        expect(refused.statusCode).toBe(403);
      }
    }
    const mine = await call('POST', `/payouts/${held.orderNo}/retry`, makerSession.headers, {
      note: 'Not failed: refused',
    });
    expect(mine.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'orderNo' });
    const waiting = await call('GET', '/requests', keys.checker);
    expect(waiting.json<{ requests: DeskRequest[] }>().requests).toContainEqual(
      expect.objectContaining({ id: request.id, mine: false, recordId: held.orderNo }),
    );
    expect((await detail(held.orderNo)).actions).not.toContain('release');

    const approved = await call('POST', `/requests/${request.id}/approve`, checker, {
      note: 'Checked the other borrower: same household',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decidedBy: { staffId: staffIds.checker },
      decisionNote: 'Checked the other borrower: same household',
    });
    expect((await orderRow(held.orderNo)).status).toBe('disbursing');
    await runUntilStatus(t, held.token, held.order.id, 'repaying');
    // Approved once: a second approval finds nothing waiting.
    const twice = await call('POST', `/requests/${request.id}/approve`, checker, {});
    expect(twice.statusCode).toBe(404);

    expect(await auditOf(held.orderNo)).toEqual([
      {
        action: 'request.make',
        staffId: staffIds.maker,
        reason: 'Borrower confirmed the account by phone',
      },
      { action: 'payout.view', staffId: staffIds.maker, reason: null },
      {
        action: 'request.approve',
        staffId: staffIds.checker,
        reason: 'Checked the other borrower: same household',
      },
    ]);
    const history = (await detail(held.orderNo)).history.map((e) => [e.to, e.actor, e.reason]);
    const released = await t.db.query<{ details: Record<string, unknown> }>(
      `SELECT e.details FROM order_events e JOIN orders o ON o.id = e.order_id
        WHERE o.order_no = $1 AND e.reason = 'released'`,
      [held.orderNo],
    );
    expect(released[0]!.details).toMatchObject({
      requestId: request.id,
      makerId: staffIds.maker,
      checkerId: staffIds.checker,
    });
    expect(history).toEqual([
      ['requested', 'borrower', 'signed'],
      ['toCheck', 'system', null],
      ['disbursing', 'operator', 'released'],
      ['repaying', 'system', 'paid'],
    ]);
  });

  it('lapses when the order moves on before anyone approves; a withdrawn one is the maker’s', async () => {
    const shared = ownBank();
    await approvedBorrower(t, { bank: shared });
    const held = await signedWith(shared);
    const first = await ask(held.orderNo, 'release');
    const notYours = await call('POST', `/requests/${first.id}/withdraw`, keys.checker);
    expect(notYours.statusCode).toBe(403);
    const withdrawn = await call('POST', `/requests/${first.id}/withdraw`, keys.maker);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });

    // Asked by a person on the desk page: that person cannot approve it either.
    const maker = await staffWithSession(t, ['finance']);
    const second = await ask(held.orderNo, 'release', maker.headers);
    for (const step of ['approve', 'reject']) {
      const own = await call('POST', `/requests/${second.id}/${step}`, maker.headers, {});
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const cancelled = await call('POST', `/orders/${held.orderNo}/cancel`, keys.care);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const waiting = await call('GET', '/requests', keys.checker);
    expect(waiting.json<{ requests: DeskRequest[] }>().requests.map((r) => r.id)).not.toContain(
      second.id,
    );
    expect((await detail(held.orderNo)).requests.map((r) => [r.id, r.status])).toEqual([
      [second.id, 'lapsed'],
      [first.id, 'withdrawn'],
    ]);
    expect(
      (await call('POST', `/requests/${second.id}/approve`, keys.checker, {})).statusCode,
    ).toBe(404);
  });
});

describe('a payout account changed in the last 24 hours', () => {
  it('holds the next loan of a repeat borrower who changed it', async () => {
    const borrower = await approvedBorrower(t);
    await t.db.query('UPDATE customers SET settled_loans = 1 WHERE id = $1', [borrower.customerId]);
    const changed = ownBank();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/bank-change',
      headers: bearer(borrower.token),
      payload: changed,
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = await withdraw(t.app, borrower.token);
    t.clock.advance(60);
    await t.app.jobs.runDueJobs();
    expect(await orderRow(order.orderNo)).toMatchObject({
      status: 'toCheck',
      hold: ['accountChanged'],
    });
  });
});

describe('a payout the provider refused for a reason of its own', () => {
  it('waits for finance, who marks the account invalid; the borrower re-enters it and is paid', async () => {
    const rejecting = { ...VALID.bank, account: accountEnding('9999') };
    const borrower = await signedWith({ ...rejecting, confirmAccount: rejecting.account });
    await runUntilStatus(t, borrower.token, borrower.order.id, 'toCheck');
    expect(await orderRow(borrower.orderNo)).toMatchObject({ hold: ['payoutFailed'] });
    expect((await detail(borrower.orderNo)).attempts).toEqual([
      expect.objectContaining({ attempt: 1, status: 'failed', failureReason: 'providerRejected' }),
    ]);

    const marked = await call('POST', `/payouts/${borrower.orderNo}/invalid-account`, keys.maker, {
      note: 'GCash says the wallet is closed',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await orderRow(borrower.orderNo)).toMatchObject({
      status: 'disbursementFailed',
      failureReason: 'accountUnavailable',
      hold: null,
    });
    expect((await getLoanHome(t.app, borrower.token)).currentOrder).toMatchObject({
      status: 'disbursementFailed',
    });
    expect(await auditOf(borrower.orderNo)).toContainEqual({
      action: 'payout.mark_invalid',
      staffId: staffIds.maker,
      reason: 'GCash says the wallet is closed',
    });
    // Marked once: the order is no longer held.
    const again = await call('POST', `/payouts/${borrower.orderNo}/invalid-account`, keys.maker, {
      note: 'twice over',
    });
    expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'orderNo' });

    const fresh = ownBank();
    const reentered = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/bank-change',
      headers: bearer(borrower.token),
      payload: fresh,
    });
    expect(reentered.statusCode, reentered.body).toBe(200);
    expect(reentered.json<ProfileView>().sections.bank).toMatchObject({ account: fresh.account });
    await runUntilStatus(t, borrower.token, borrower.order.id, 'repaying');
  });

  it('is retried by finance only with a second approval when the borrower says the account is right', async () => {
    const failing = { ...VALID.bank, account: accountEnding('0000') };
    const borrower = await signedWith({ ...failing, confirmAccount: failing.account });
    await runUntilStatus(t, borrower.token, borrower.order.id, 'disbursementFailed');
    expect((await detail(borrower.orderNo)).actions).toEqual(['retry', 'cancel']);
    const request = await ask(borrower.orderNo, 'retry');
    const checker = await checkerSession();
    const rejected = await call('POST', `/requests/${request.id}/reject`, checker, {
      note: 'Ask the borrower to re-enter it instead',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect((await orderRow(borrower.orderNo)).status).toBe('disbursementFailed');

    const second = await ask(borrower.orderNo, 'retry');
    const approved = await call('POST', `/requests/${second.id}/approve`, checker, {});
    expect(approved.json()).toMatchObject({ status: 'approved' });
    // The same failing account: the provider refuses again, and the borrower is told again.
    await runUntilStatus(t, borrower.token, borrower.order.id, 'disbursementFailed');
    expect((await detail(borrower.orderNo)).attempts.map((a) => a.attempt)).toEqual([1, 2]);
  });
});

describe("a borrower's own re-entry after a failed payout", () => {
  it('pays as before, unless the new account is another borrower’s: then a person looks', async () => {
    const other = ownBank();
    await approvedBorrower(t, { bank: other });
    const failing = { ...VALID.bank, account: accountEnding('0000') };
    const borrower = await signedWith({ ...failing, confirmAccount: failing.account });
    await runUntilStatus(t, borrower.token, borrower.order.id, 'disbursementFailed');
    const reentered = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/bank-change',
      headers: bearer(borrower.token),
      payload: other,
    });
    expect(reentered.statusCode, reentered.body).toBe(200);
    expect(await orderRow(borrower.orderNo)).toMatchObject({
      status: 'toCheck',
      hold: ['accountMatch'],
    });
    expect((await list('toCheck')).map((o) => o.orderNo)).toContain(borrower.orderNo);
  });
});

describe('a payout stuck with the provider', () => {
  it('is listed as stuck after 24 hours; "check again" asks the provider now with the same attempt', async () => {
    const borrower = await signedWith(ownBank());
    expect((await orderRow(borrower.orderNo)).status).toBe('disbursing');
    // The provider is never asked before the window is past: the jobs do not run meanwhile.
    t.clock.advance(25 * 3600);
    expect((await list('stuck')).map((o) => o.orderNo)).toContain(borrower.orderNo);
    expect((await list('inFlight')).map((o) => o.orderNo)).not.toContain(borrower.orderNo);
    expect((await detail(borrower.orderNo)).actions).toEqual(['checkAgain']);
    // Due already: it is being asked.
    const busy = await call('POST', `/payouts/${borrower.orderNo}/check-again`, keys.maker);
    expect(busy.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'orderNo' });

    await t.db.query(
      `UPDATE jobs SET run_at = $2 WHERE kind IN ('disburse', 'payout-status') AND done_at IS NULL
          AND payload ->> 'payoutId' IN (SELECT p.id::text FROM payouts p JOIN orders o
                                           ON o.id = p.order_id WHERE o.order_no = $1)`,
      [borrower.orderNo, new Date(t.clock.now().getTime() + 3600_000)],
    );
    const asked = await call('POST', `/payouts/${borrower.orderNo}/check-again`, keys.maker);
    expect(asked.statusCode, asked.body).toBe(200);
    await runUntilStatus(t, borrower.token, borrower.order.id, 'repaying');
    expect((await detail(borrower.orderNo)).attempts).toHaveLength(1);
    expect((await auditOf(borrower.orderNo)).map((e) => e.action)).toContain('payout.check_again');
  });
});

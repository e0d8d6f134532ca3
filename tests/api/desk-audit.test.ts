import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../contract/desk/audit.ts';
import { insertSignedOrder } from './support/disbursement-fixtures.ts';
import { staffWithKey } from './support/desk-staff.ts';
import { useTestApp } from './support/harness.ts';

/*
 * The audit trail's search (docs/desk.md#audit-trail): administrators only, newest first, by
 * staff member, action and record, paged; and the search is itself in the trail.
 */
const t = useTestApp();
let admin = { key: '', staffId: '' };
let finance = { key: '', staffId: '' };

beforeAll(async () => {
  const a = await staffWithKey(t, ['admin']);
  admin = { key: a.key, staffId: a.staff.staffId };
  const f = await staffWithKey(t, ['finance']);
  finance = { key: f.key, staffId: f.staff.staffId };
});

const search = (key: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/desk/audit${query}`,
    headers: { authorization: `Bearer ${key}` },
  });

const cancel = (key: string, orderNo: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/desk/orders/${orderNo}/cancel`,
    headers: { authorization: `Bearer ${key}` },
  });

describe('GET /api/desk/audit', () => {
  it('is for administrators only', async () => {
    expect((await search(finance.key)).statusCode).toBe(403);
    expect((await search('sck_wrong')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/desk/audit' })).statusCode).toBe(401);
  });

  it("finds a staff member's actions on a record, newest first, and pages through them", async () => {
    const orders = [
      await insertSignedOrder(t),
      await insertSignedOrder(t),
      await insertSignedOrder(t),
    ];
    for (const order of orders)
      expect((await cancel(finance.key, order.orderNo)).statusCode).toBe(200);

    const byRecord = await search(admin.key, `?recordType=order&recordId=${orders[1]!.orderNo}`);
    expect(byRecord.statusCode).toBe(200);
    expect(byRecord.json<AuditPage>().entries).toEqual([
      expect.objectContaining({
        staffId: finance.staffId,
        staffEmail: expect.stringMatching(/@lender\.example$/),
        action: 'order.cancel',
        recordType: 'order',
        recordId: orders[1]!.orderNo,
        detail: { via: 'apiKey', previousStatus: 'requested', moneySent: false },
      }),
    ]);

    const first = (
      await search(admin.key, `?staffId=${finance.staffId}&action=order.cancel&limit=2`)
    ).json<AuditPage>();
    expect(first.entries.map((e) => e.recordId)).toEqual([orders[2]!.orderNo, orders[1]!.orderNo]);
    expect(first.nextBefore).toBe(first.entries[1]!.id);
    const second = (
      await search(
        admin.key,
        `?staffId=${finance.staffId}&action=order.cancel&limit=2&before=${first.nextBefore}`,
      )
    ).json<AuditPage>();
    expect(second.entries.map((e) => e.recordId)).toEqual([orders[0]!.orderNo]);
    expect(second.nextBefore).toBeNull();
  });

  it('records each search with its filters', async () => {
    await search(admin.key, '?action=staff.create');
    const mine = (
      await search(admin.key, `?staffId=${admin.staffId}&action=audit.search&limit=1`)
    ).json<AuditPage>();
    // The newest is the one before this search: a search is written after it reads.
    expect(mine.entries[0]).toMatchObject({
      action: 'audit.search',
      detail: { filters: { action: 'staff.create' } },
    });
  });

  it('refuses filters of the wrong form', async () => {
    for (const query of [
      '?action=DROP',
      '?staffId=x',
      '?limit=0',
      '?limit=201',
      '?before=-1',
      // A phone number or a name is no record id: it would stay in the search's own entry.
      '?recordId=09171234567',
      '?recordId=Juan%20Dela%20Cruz',
    ]) {
      const response = await search(admin.key, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

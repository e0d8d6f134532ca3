import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagePageSchema, unreadCountsSchema } from '../../contract/messages/api.ts';
import type { MessagePage, NotifyItem } from '../../contract/messages/api.ts';
import { migrate, readMigrations } from '../../server/db/migrate.ts';
import { openPgliteDb } from '../../server/db/pglite-db.ts';
import { insertMessage } from '../../server/repositories/messages.ts';
import { createTestApp, newPhone, sharedDb, TestClock, useTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { approvedBorrower, runUntilStatus, withdraw } from './support/loan-fixtures.ts';
import {
  fullIntent,
  getIntent,
  pressCheckout,
  repayingLoan,
} from './support/repayment-fixtures.ts';
import { bearer, signIn } from './support/sign-in.ts';

/*
 * The message centre API (docs/messages.md): every kind a real flow writes lists with its link,
 * pages hold still while messages arrive, read marks are idempotent and the caller's own, and the
 * announcements follow their validity window and language.
 */
const t = useTestApp();

const list = (app: TestApp['app'], token: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/messages${query}`, headers: bearer(token) });

async function pageOf(token: string, query = '', app = t.app): Promise<MessagePage> {
  const response = await list(app, token, query);
  expect(response.statusCode, response.body).toBe(200);
  return messagePageSchema.parse(response.json());
}

const notify = async (token: string): Promise<NotifyItem[]> =>
  (await pageOf(token, '?tab=notify&limit=50')).items.filter(
    (item): item is NotifyItem => item.tab === 'notify',
  );

const markRead = (token: string, id: string, app = t.app) =>
  app.inject({
    method: 'PUT',
    url: `/api/messages/${id}/read`,
    headers: bearer(token),
    payload: {},
  });

const unread = async (token: string, app = t.app) =>
  unreadCountsSchema.parse(
    (
      await app.inject({ method: 'GET', url: '/api/messages/unread', headers: bearer(token) })
    ).json(),
  );

const readAts = (customerId: string) =>
  t.db.query<{ readAt: Date | null }>(
    'SELECT read_at AS "readAt" FROM messages WHERE customer_id = $1 ORDER BY id',
    [customerId],
  );

describe('GET /api/messages (notify)', () => {
  it('lists what the application, approval and order wrote, newest first, with their links', async () => {
    const borrower = await approvedBorrower(t);
    const before = await notify(borrower.token);
    // The approval and its welcome coupon share the decision's instant: the approval, written last,
    // comes first, in every run.
    expect(before.map((m) => m.kind)).toEqual([
      'applicationApproved',
      'couponGranted',
      'applicationReceived',
    ]);
    for (const m of before) {
      expect(m.link).toEqual({ route: m.kind === 'couponGranted' ? '/coupon' : '/homeIndex' });
    }
    expect(before.find((m) => m.kind === 'applicationApproved')).toMatchObject({
      titleKey: 'message.applicationApproved.title',
      bodyKey: 'message.applicationApproved.body',
      readAt: null,
      params: expect.objectContaining({ quotaCentavos: expect.any(Number) }),
    });

    t.clock.advance(60);
    const order = await withdraw(t.app, borrower.token);
    await runUntilStatus(t, borrower.token, order.id, 'repaying');
    const after = await notify(borrower.token);
    const requested = after.find((m) => m.kind === 'orderRequested')!;
    expect(requested.link).toEqual({ route: `/bill?order=${order.id}` });
    expect(after.find((m) => m.kind === 'orderRepaying')!.link).toEqual({
      route: `/bill?order=${order.id}`,
    });
    // Newest first.
    const times = after.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('links payment messages to the repayment detail, old rows by their order number', async () => {
    const loan = await repayingLoan(t);
    const intent = await fullIntent(t, loan);
    await pressCheckout(t.app, intent, 'pay');
    await t.app.jobs.runDueJobs();
    expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('succeeded');
    // A reminder as reminders.ts writes it: the order number only, no orderId.
    await insertMessage(t.db, {
      customerId: loan.customerId,
      kind: 'reminderDueDay',
      params: {
        orderNo: loan.orderNo,
        amountCentavos: 300_000,
        dueDate: '2026-03-17',
        owedCentavos: 1,
      },
      at: t.clock.now(),
    });
    const items = await notify(loan.token);
    const repaidDetail = { route: `/repaidDetail?orderId=${loan.orderId}` };
    expect(items.find((m) => m.kind === 'paymentReceived')!.link).toEqual(repaidDetail);
    expect(items.find((m) => m.kind === 'reminderDueDay')!.link).toEqual(repaidDetail);
    expect(items.find((m) => m.kind === 'orderSettled')!.link).toEqual({
      route: `/bill?order=${loan.orderId}`,
    });
  });

  it('never shows the table’s own id, nor another borrower’s messages', async () => {
    const a = await approvedBorrower(t);
    const b = await signIn(t.app, newPhone());
    const internal = await t.db.query<{ id: string }>(
      'SELECT id::text AS id FROM messages WHERE customer_id = $1',
      [a.customerId],
    );
    const body = (await list(t.app, a.token, '?tab=notify')).body;
    for (const { id } of internal) expect(body).not.toMatch(new RegExp(`"id":"?${id}"?[,}]`));
    for (const item of (await pageOf(a.token)).items) expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await pageOf(b.token)).items).toEqual([]);
    expect((await list(t.app, '', '')).statusCode).toBe(401);
  });

  it('pages by cursor, and a message written between pages does not shift the next', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    for (let n = 0; n < 5; n += 1) {
      t.clock.advance(1);
      await insertMessage(t.db, {
        customerId,
        kind: 'orderSettled',
        params: { orderNo: `SCX${n}`, amountCentavos: n },
        at: t.clock.now(),
      });
    }
    const first = await pageOf(token, '?tab=notify&limit=2');
    expect(first.items).toHaveLength(2);
    t.clock.advance(1);
    await insertMessage(t.db, {
      customerId,
      kind: 'orderSettled',
      params: { orderNo: 'SCNEW', amountCentavos: 99 },
      at: t.clock.now(),
    });
    const second = await pageOf(token, `?tab=notify&limit=2&cursor=${first.nextCursor!}`);
    const third = await pageOf(token, `?tab=notify&limit=2&cursor=${second.nextCursor!}`);
    expect(third.nextCursor).toBeNull();
    const numbers = [...first.items, ...second.items, ...third.items].map((item) =>
      item.tab === 'notify' ? item.params.orderNo : null,
    );
    expect(numbers).toEqual(['SCX4', 'SCX3', 'SCX2', 'SCX1', 'SCX0']);
    // No link: the order number is no order of this borrower's.
    expect(first.items[0]).toMatchObject({ link: null });
    expect((await pageOf(token, '?tab=notify&limit=2')).items[0]).toMatchObject({
      params: { orderNo: 'SCNEW' },
    });
  });

  it('pages messages of one instant newest-written first, each once', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    t.clock.advance(1);
    for (let n = 0; n < 5; n += 1) {
      await insertMessage(t.db, {
        customerId,
        kind: 'orderSettled',
        params: { orderNo: `SAME${n}`, amountCentavos: n },
        at: t.clock.now(),
      });
    }
    const numbers: unknown[] = [];
    let cursor = '';
    for (let page = 0; page < 4; page += 1) {
      const got = await pageOf(token, `?tab=notify&limit=2${cursor}`);
      numbers.push(
        ...got.items.map((item) => (item.tab === 'notify' ? item.params.orderNo : null)),
      );
      if (!got.nextCursor) break;
      cursor = `&cursor=${got.nextCursor}`;
    }
    expect(numbers).toEqual(['SAME4', 'SAME3', 'SAME2', 'SAME1', 'SAME0']);
  });

  it('refuses a malformed cursor, a limit out of 1–50 and an unknown tab, naming the field', async () => {
    const { token } = await signIn(t.app, newPhone());
    const activityCursor = Buffer.from('2026-03-10T02:00:00.000Z|a-x').toString('base64url');
    for (const [query, field] of [
      ['?cursor=not-a-cursor', 'cursor'],
      ['?cursor=%00', 'cursor'],
      [`?tab=notify&cursor=${activityCursor}`, 'cursor'],
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
      ['?limit=two', 'limit'],
      ['?tab=inbox', 'tab'],
    ] as const) {
      const response = await list(t.app, token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });
});

describe('read marks (docs/messages.md#read-marks)', () => {
  it('read twice keeps the first read_at; counts follow; another borrower’s id is NOT_FOUND', async () => {
    const a = await approvedBorrower(t);
    const b = await signIn(t.app, newPhone());
    // Received, approved and the welcome coupon's message.
    expect((await unread(a.token)).notify).toBe(3);
    const [newest] = await notify(a.token);
    expect((await markRead(b.token, newest!.id)).statusCode).toBe(404);
    expect((await markRead(a.token, newest!.id)).statusCode).toBe(204);
    const first = (await readAts(a.customerId)).map((r) => r.readAt?.toISOString() ?? null);
    t.clock.advance(30);
    // A replayed queued mark: same answer, nothing changes.
    expect((await markRead(a.token, newest!.id)).statusCode).toBe(204);
    const second = (await readAts(a.customerId)).map((r) => r.readAt?.toISOString() ?? null);
    expect(second).toEqual(first);
    expect(second.filter(Boolean)).toHaveLength(1);
    expect((await notify(a.token))[0]!.readAt).toBe(first.find(Boolean));
    expect((await unread(a.token)).notify).toBe(2);
    expect((await markRead(a.token, '3f1e1c2a-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await markRead(a.token, '12')).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/messages/${newest!.id}/read`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('read-all marks what was written up to `before`, not what came after', async () => {
    const a = await approvedBorrower(t);
    const seenAt = t.clock.now().toISOString();
    t.clock.advance(10);
    await insertMessage(t.db, {
      customerId: a.customerId,
      kind: 'orderSettled',
      params: { orderNo: 'SCLATER', amountCentavos: 1 },
      at: t.clock.now(),
    });
    const readAll = (body: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/messages/read-all',
        headers: bearer(a.token),
        payload: body as Record<string, unknown>,
      });
    expect((await readAll({ tab: 'notify', before: seenAt })).statusCode).toBe(204);
    expect((await unread(a.token)).notify).toBe(1);
    const items = await notify(a.token);
    expect(items.filter((m) => m.readAt === null).map((m) => m.params.orderNo)).toEqual([
      'SCLATER',
    ]);
    expect((await readAll({ tab: 'notify', before: 'yesterday' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'before',
    });
  });
});

describe('announcements (docs/messages.md#announcements)', () => {
  const db = sharedDb();
  const clock = new TestClock(new Date('2026-03-01T00:00:00.000Z'));
  let app: TestApp;
  const ANNOUNCEMENTS = [
    {
      id: 'typhoon-hours',
      kind: 'notice',
      validFrom: '2026-03-05T00:00:00+08:00',
      validUntil: '2026-03-20T00:00:00+08:00',
      texts: {
        en: { title: 'Typhoon hours', body: 'Customer service closes early today.' },
        ph: { title: 'Oras sa bagyo', body: 'Maagang magsasara ang customer service ngayon.' },
      },
      link: { route: '/homeIndex' },
    },
    {
      id: 'later-notice',
      kind: 'notice',
      validFrom: '2026-03-06T00:00:00+08:00',
      validUntil: '2026-04-01T00:00:00+08:00',
      texts: { en: { title: 'New channel', body: 'Pay at more stores.' } },
    },
    {
      id: 'summer-promo',
      kind: 'campaign',
      validFrom: '2026-03-01T00:00:00+08:00',
      validUntil: '2026-04-01T00:00:00+08:00',
      texts: { en: { title: 'Promo', body: 'A campaign.' } },
    },
  ];
  beforeAll(async () => {
    await db.open();
    app = await createTestApp({
      db: db.get(),
      clock,
      env: { ANNOUNCEMENTS_JSON: JSON.stringify(ANNOUNCEMENTS) },
    });
  });
  afterAll(async () => {
    await app.app.close();
    await db.close();
  });

  const titles = async (token: string, query = '') =>
    (await pageOf(token, `?tab=activity${query}`, app.app)).items.map((i) =>
      i.tab === 'activity' ? i.title : null,
    );

  it('shows notices inside their window, newest first, in the language asked (else English)', async () => {
    const { token } = await signIn(app.app, newPhone());
    expect(await titles(token)).toEqual([]);
    expect(await unread(token, app.app)).toEqual({ notify: 0, activity: 0 });
    // An announcement not shown yet cannot be marked.
    expect((await markRead(token, 'a-typhoon-hours', app.app)).statusCode).toBe(404);

    clock.set('2026-03-07T00:00:00+08:00');
    // The campaign is hidden: promotions are off until the borrower opts in (docs/account.md).
    expect(await titles(token)).toEqual(['New channel', 'Typhoon hours']);
    expect(await titles(token, '&language=ph')).toEqual(['New channel', 'Oras sa bagyo']);
    expect(await titles(token, '&language=hi')).toEqual(['New channel', 'Typhoon hours']);
    const page = await pageOf(token, '?tab=activity&limit=1', app.app);
    expect(page.items[0]).toMatchObject({
      id: 'a-later-notice',
      createdAt: '2026-03-05T16:00:00.000Z',
      readAt: null,
      link: null,
    });
    const next = await pageOf(token, `?tab=activity&limit=1&cursor=${page.nextCursor!}`, app.app);
    expect(next.items[0]).toMatchObject({ id: 'a-typhoon-hours', link: { route: '/homeIndex' } });
    expect(next.nextCursor).toBeNull();
    expect(await unread(token, app.app)).toEqual({ notify: 0, activity: 2 });

    expect((await markRead(token, 'a-typhoon-hours', app.app)).statusCode).toBe(204);
    expect((await markRead(token, 'a-typhoon-hours', app.app)).statusCode).toBe(204);
    expect((await markRead(token, 'a-summer-promo', app.app)).statusCode).toBe(404);
    expect((await markRead(token, 'a-nothing', app.app)).statusCode).toBe(404);
    expect(await unread(token, app.app)).toEqual({ notify: 0, activity: 1 });

    const readAll = await app.app.inject({
      method: 'PUT',
      url: '/api/messages/read-all',
      headers: bearer(token),
      payload: { tab: 'activity', before: clock.now().toISOString() },
    });
    expect(readAll.statusCode).toBe(204);
    expect(await unread(token, app.app)).toEqual({ notify: 0, activity: 0 });

    clock.set('2026-03-20T00:00:00+08:00');
    expect(await titles(token)).toEqual(['New channel']);
  });
});

describe('migration 012', () => {
  it('gives existing messages a public uuid (gen_random_uuid on PGlite too), new ones by default', async () => {
    const db = await openPgliteDb('memory://');
    try {
      const all = readMigrations();
      await migrate(
        db,
        all.filter((m) => m.version < 12),
      );
      await db.query(`INSERT INTO customers (phone, created_at) VALUES ('+639170000001', now())`);
      await db.query(
        `INSERT INTO messages (customer_id, kind, title_key, body_key, created_at)
         SELECT id, 'orderSettled', 't', 'b', now() FROM customers`,
      );
      await migrate(db, all);
      await db.query(
        `INSERT INTO messages (customer_id, kind, title_key, body_key, created_at)
         SELECT id, 'orderSettled', 't', 'b', now() FROM customers`,
      );
      const rows = await db.query<{ publicId: string }>(
        'SELECT public_id::text AS "publicId" FROM messages ORDER BY id',
      );
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.publicId).toMatch(/^[0-9a-f-]{36}$/);
      expect(rows[0]!.publicId).not.toBe(rows[1]!.publicId);
    } finally {
      await db.close();
    }
  });
});

describe('GET /api/messages/:id', () => {
  it('answers the caller’s message as the list does, and NOT_FOUND for another’s', async () => {
    const a = await approvedBorrower(t);
    const b = await signIn(t.app, newPhone());
    const [newest] = await notify(a.token);
    const get = (token: string, id: string) =>
      t.app.inject({ method: 'GET', url: `/api/messages/${id}`, headers: bearer(token) });
    const mine = await get(a.token, newest!.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(newest);
    expect((await get(b.token, newest!.id)).statusCode).toBe(404);
    expect((await get(a.token, 'a-welcome-sandbox')).json()).toMatchObject({
      tab: 'activity',
      title: 'Welcome to Sulong Cash',
    });
    expect((await get(a.token, 'a-none')).statusCode).toBe(404);
  });
});

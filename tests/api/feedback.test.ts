import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TicketDetail, TicketView } from '../../contract/care/feedback-api.ts';
import { addDays, manilaDate } from '../../contract/calendar.ts';
import {
  commentSegment,
  exifSegment,
  makeTestJpeg,
  xmpSegment,
} from '../../server/lib/jpeg-test-image.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { staffWithKey } from './support/desk-staff.ts';
import { bearer, signIn } from './support/sign-in.ts';
import { testLogStream } from './support/test-logs.ts';

/** The app's log lines, read by the test that checks a ticket's text never reaches them. */
const logLines: string[] = [];
const t: TestApp = useTestApp({
  env: { LOG_LEVEL: 'debug' },
  logStream: {
    write: (line) => {
      logLines.push(line);
      testLogStream()?.write(line);
    },
  },
});

const TEXT = 'The repayment page did not load after I paid.';

const send = (token: string, key: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/feedback/tickets/${key}`,
    headers: bearer(token),
    payload: body,
  });

const get = (token: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** A care staff member's API key (docs/desk.md#api-keys). */
let KEY = '';
beforeAll(async () => {
  KEY = (await staffWithKey(t, ['care'])).key;
});

const ops = (path: string, payload?: Record<string, unknown>, token: string | null = KEY) =>
  t.app.inject({
    method: payload === undefined && path.startsWith('tickets?') ? 'GET' : 'POST',
    url: `/api/desk/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

async function ticketOf(token: string, body: Record<string, unknown> = {}): Promise<TicketView> {
  const response = await send(token, randomUUID(), { category: 'repaying', text: TEXT, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TicketView>();
}

const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

describe('PUT /api/feedback/tickets/:clientKey (docs/care.md#feedback)', () => {
  it('answers a ticket number at once, received, with the target 30 Manila days on', async () => {
    const { token } = await signIn(t.app, newPhone());
    const ticket = await ticketOf(token);
    expect(ticket.ticketNo).toMatch(/^FB\d{8}[A-Z2-7]{6}$/);
    expect(ticket.ticketNo.slice(2, 10)).toBe(manilaDate(t.clock.now()).replaceAll('-', ''));
    expect(ticket).toMatchObject({ status: 'received', text: TEXT, answer: null });
    expect(ticket.targetDate).toBe(addDays(manilaDate(t.clock.now()), 30));
  });

  it('counts the target from the Manila day: 23:30 UTC is already the next day', async () => {
    const { token } = await signIn(t.app, newPhone());
    const at = new Date('2026-03-10T23:30:00.000Z');
    t.clock.set(at);
    const ticket = await ticketOf(token);
    expect(ticket.targetDate).toBe('2026-04-10');
  });

  it('answers a replay with the same ticket and keeps one row, sequential and concurrent', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    const key = randomUUID();
    const body = { category: 'appProblem', text: TEXT };
    const first = await send(token, key, body);
    expect(first.statusCode).toBe(201);
    const again = await send(token, key, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<TicketView>().ticketNo).toBe(first.json<TicketView>().ticketNo);

    const other = randomUUID();
    const both = await Promise.all([send(token, other, body), send(token, other, body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((r) => r.json<TicketView>().ticketNo)).size).toBe(1);

    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM feedback_tickets WHERE customer_id = $1',
      [customerId],
    );
    expect(row!.n).toBe(2);
  });

  it('refuses the same key with other feedback, on field clientKey', async () => {
    const { token } = await signIn(t.app, newPhone());
    const key = randomUUID();
    expect((await send(token, key, { category: 'other', text: TEXT })).statusCode).toBe(201);
    const refused = await send(token, key, { category: 'other', text: `${TEXT} More.` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'clientKey' });
  });

  it('refuses 9 characters and 2001, an unknown category and a bad key', async () => {
    const { token } = await signIn(t.app, newPhone());
    const short = await send(token, randomUUID(), { category: 'other', text: ' 123456789 ' });
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'text',
      message: 'validation.feedback.tooShort',
    });
    // Ten characters counted as a person does: an emoji is one.
    expect(
      (await send(token, randomUUID(), { category: 'other', text: '123456789😀' })).statusCode,
    ).toBe(201);
    const long = await send(token, randomUUID(), { category: 'other', text: 'x'.repeat(2001) });
    expect(long.json()).toMatchObject({ field: 'text', message: 'validation.feedback.tooLong' });
    const category = await send(token, randomUUID(), { category: 'loans', text: TEXT });
    expect(category.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'category' });
    const key = await send(token, 'not-a-uuid', { category: 'other', text: TEXT });
    expect(key.statusCode).toBe(400);
    const nul = await send(token, randomUUID(), { category: 'other', text: `${TEXT}\u0000` });
    expect(nul.json()).toMatchObject({ field: 'text', message: 'validation.text.invalid' });
  });

  it('stores the screenshot without its metadata, for its owner only', async () => {
    const owner = await signIn(t.app, newPhone());
    const other = await signIn(t.app, newPhone());
    const photo = makeTestJpeg({
      width: 300,
      height: 600,
      extra: [
        exifSegment({ text: 'GPS 14.5995 120.9842 Pixel 7' }),
        xmpSegment('<x:xmpmeta>secret place</x:xmpmeta>'),
        commentSegment('taken at home'),
      ],
    });
    const ticket = await ticketOf(owner.token, { screenshot: dataUrl(photo) });
    expect(ticket.hasScreenshot).toBe(true);
    const url = `/api/feedback/tickets/${ticket.ticketNo}/screenshot`;
    const mine = await get(owner.token, url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toBe('no-store');
    const stored = mine.rawPayload.toString('latin1');
    for (const secret of ['GPS', 'xmpmeta', 'taken at home']) expect(stored).not.toContain(secret);
    expect((await get(other.token, url)).statusCode).toBe(404);
    expect((await get(other.token, `/api/feedback/tickets/${ticket.ticketNo}`)).statusCode).toBe(
      404,
    );
    const none = await ticketOf(owner.token);
    expect(
      (await get(owner.token, `/api/feedback/tickets/${none.ticketNo}/screenshot`)).statusCode,
    ).toBe(404);
  });

  it('refuses bytes that are not a JPEG as PHOTO_PROBLEM on screenshot', async () => {
    const { token } = await signIn(t.app, newPhone());
    const refused = await send(token, randomUUID(), {
      category: 'appProblem',
      text: TEXT,
      screenshot: dataUrl(Buffer.from('not a jpeg at all')),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'PHOTO_PROBLEM', field: 'screenshot' });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/feedback/tickets/${randomUUID()}`,
      payload: { category: 'other', text: TEXT },
    });
    expect(response.statusCode).toBe(401);
    expect((await get(null, '/api/feedback/tickets')).statusCode).toBe(401);
  });
});

describe('GET /api/feedback/tickets', () => {
  it('lists only the caller’s tickets, newest first', async () => {
    const owner = await signIn(t.app, newPhone());
    const other = await signIn(t.app, newPhone());
    const older = await ticketOf(owner.token);
    t.clock.advance(60);
    const newer = await ticketOf(owner.token, { category: 'suggestion' });
    await ticketOf(other.token);
    const list = (await get(owner.token, '/api/feedback/tickets')).json<{
      tickets: TicketView[];
    }>();
    expect(list.tickets.map((x) => x.ticketNo)).toEqual([newer.ticketNo, older.ticketNo]);
  });
});

describe('operator commands on tickets (docs/care.md#tickets)', () => {
  it('needs a staff key or session (403 without), and answers 404 for an unknown ticket', async () => {
    expect((await ops('tickets?status=open', undefined, null)).statusCode).toBe(401);
    expect((await ops('tickets/FB20260310AAAAAA/close', {}, null)).statusCode).toBe(403);
    expect((await ops('tickets/FB20260310AAAAAA/close', {})).statusCode).toBe(404);
    expect((await ops('tickets/nonsense/close', {})).statusCode).toBe(400);
  });

  it('reads one ticket with its text, history and screenshot, for operators only', async () => {
    const { token } = await signIn(t.app, newPhone());
    const secret = 'My neighbour Ramon Dizon saw the collector shout at me twice.';
    const photo = makeTestJpeg({ width: 300, height: 600 });
    const ticket = await ticketOf(token, { text: secret, screenshot: dataUrl(photo) });
    const plain = await ticketOf(token);
    const url = `/api/desk/tickets/${ticket.ticketNo}`;
    logLines.length = 0;

    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(token, url)).statusCode).toBe(401);
    expect((await get(null, `${url}/screenshot`)).statusCode).toBe(401);
    expect((await get(KEY, '/api/desk/tickets/FB20260310AAAAAA')).statusCode).toBe(404);
    expect((await get(KEY, '/api/desk/tickets/FB20260310AAAAAA/screenshot')).statusCode).toBe(404);
    expect((await get(KEY, `/api/desk/tickets/${plain.ticketNo}/screenshot`)).statusCode).toBe(404);

    await ops(`tickets/${ticket.ticketNo}/answer`, { text: 'We spoke to the agency.' });
    const read = await get(KEY, url);
    expect(read.statusCode).toBe(200);
    expect(read.json<TicketDetail>()).toMatchObject({
      ticketNo: ticket.ticketNo,
      category: 'repaying',
      text: secret,
      status: 'answered',
      answer: 'We spoke to the agency.',
      hasScreenshot: true,
      createdAt: ticket.createdAt,
      targetDate: ticket.targetDate,
      events: [
        { status: 'received', actor: 'borrower' },
        { status: 'answered', actor: 'operator' },
      ],
    });

    const image = await get(KEY, `${url}/screenshot`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('no-store');
    const mine = await get(token, `/api/feedback/tickets/${ticket.ticketNo}/screenshot`);
    expect(image.rawPayload.equals(mine.rawPayload)).toBe(true);
    expect(image.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');

    // Every look and move is in the audit trail, never the text; a refused look is not.
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM staff_audit WHERE record_type = 'ticket' AND record_id = $1 ORDER BY id`,
      [ticket.ticketNo],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'ticket.answer',
      'ticket.view',
      'ticket.screenshot_view',
    ]);
    const [trail] = await t.db.query<{ text: string }>(
      `SELECT string_agg(detail::text, ' ') AS text FROM staff_audit WHERE record_id = $1`,
      [ticket.ticketNo],
    );
    expect(trail!.text).not.toContain('agency');

    // The reads were logged (debug level), but never the text or the answer.
    expect(logLines.some((line) => line.includes(ticket.ticketNo))).toBe(true);
    for (const line of logLines) {
      expect(line).not.toContain('Ramon Dizon');
      expect(line).not.toContain('spoke to the agency');
    }
  });

  it('lists open tickets with age, target and overdue; progress, answer and close', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    const ticket = await ticketOf(token);
    // Received 31 days ago (moving the clock instead would end the session).
    await t.db.query(
      `UPDATE feedback_tickets SET created_at = created_at - interval '31 days',
              target_date = target_date - 31 WHERE ticket_no = $1`,
      [ticket.ticketNo],
    );
    const open = (await ops('tickets?status=open')).json<{
      tickets: { ticketNo: string; ageDays: number; overdue: boolean }[];
    }>();
    expect(open.tickets.find((x) => x.ticketNo === ticket.ticketNo)).toMatchObject({
      ageDays: 31,
      overdue: true,
    });
    expect(JSON.stringify(open)).not.toContain(TEXT);

    const progress = await ops(`tickets/${ticket.ticketNo}/progress`, {});
    expect(progress.json()).toMatchObject({ status: 'inProgress' });
    const answer = await ops(`tickets/${ticket.ticketNo}/answer`, { text: 'We refunded it.' });
    expect(answer.json()).toMatchObject({ status: 'answered' });

    const detail = (
      await get(token, `/api/feedback/tickets/${ticket.ticketNo}`)
    ).json<TicketDetail>();
    expect(detail).toMatchObject({ status: 'answered', answer: 'We refunded it.' });
    expect(detail.events.map((e) => [e.status, e.actor])).toEqual([
      ['received', 'borrower'],
      ['inProgress', 'operator'],
      ['answered', 'operator'],
    ]);
    const messages = await t.db.query<{ kind: string; ticketNo: string }>(
      `SELECT kind, params->>'ticketNo' AS "ticketNo" FROM messages
        WHERE customer_id = $1 AND kind LIKE 'ticket%' ORDER BY id`,
      [customerId],
    );
    expect(messages).toEqual([{ kind: 'ticketAnswered', ticketNo: ticket.ticketNo }]);

    const closed = await ops(`tickets/${ticket.ticketNo}/close`, {});
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const again = await ops(`tickets/${ticket.ticketNo}/answer`, { text: 'Late.' });
    expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'ticketNo' });
    const kinds = await t.db.query<{ kind: string }>(
      `SELECT kind FROM messages WHERE customer_id = $1 AND kind LIKE 'ticket%' ORDER BY id`,
      [customerId],
    );
    expect(kinds.map((k) => k.kind)).toEqual(['ticketAnswered', 'ticketClosed']);
    const still = (await ops('tickets?status=open')).json<{ tickets: { ticketNo: string }[] }>();
    expect(still.tickets.map((x) => x.ticketNo)).not.toContain(ticket.ticketNo);
  });

  it('answers and closes at once with one message', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    const ticket = await ticketOf(token);
    const done = await ops(`tickets/${ticket.ticketNo}/answer`, { text: 'Done.', close: true });
    expect(done.json()).toMatchObject({ status: 'closed' });
    const detail = (
      await get(token, `/api/feedback/tickets/${ticket.ticketNo}`)
    ).json<TicketDetail>();
    expect(detail).toMatchObject({ status: 'closed', answer: 'Done.' });
    const kinds = await t.db.query<{ kind: string }>(
      `SELECT kind FROM messages WHERE customer_id = $1 AND kind LIKE 'ticket%'`,
      [customerId],
    );
    expect(kinds).toEqual([{ kind: 'ticketAnswered' }]);
  });
});

describe('feedback ceiling', () => {
  const limited = useTestApp({ env: { JOBS_ENABLED: 'false', RATE_LIMIT_ENABLED: 'true' } });

  it('refuses an 11th ticket in an hour, not another borrower’s', async () => {
    const first = await signIn(limited.app, newPhone());
    const other = await signIn(limited.app, newPhone());
    const put = (token: string) =>
      limited.app.inject({
        method: 'PUT',
        url: `/api/feedback/tickets/${randomUUID()}`,
        headers: bearer(token),
        payload: { category: 'other', text: TEXT },
      });
    for (let i = 0; i < 10; i += 1) expect((await put(first.token)).statusCode).toBe(201);
    expect((await put(first.token)).statusCode).toBe(429);
    expect((await put(other.token)).statusCode).toBe(201);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/language.ts';
import { renderDataExport } from '../../server/documents/data-export-html.ts';
import type { DataExport } from '../../server/documents/data-export-html.ts';
import { PARTS } from '../../server/services/account/parts.ts';
import { createTestApp, newPhone, sharedDb } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { afterAll, beforeAll } from 'vitest';
import { approvedBorrower, markRepaying, withdraw } from './support/loan-fixtures.ts';
import {
  VALID,
  completeProfile,
  identityEnding,
  putSection,
  submit,
  testJpeg,
  uploadPhoto,
} from './support/profile-fixtures.ts';
import { fullIntent, pressCheckout } from './support/repayment-fixtures.ts';
import { bearer, signIn } from './support/sign-in.ts';

/** The data download (docs/account.md#data-download). */
const db = sharedDb();
let t: TestApp;
beforeAll(async () => {
  await db.open();
  // Rate limits on: the download's own ceiling is part of what is tested.
  t = await createTestApp({ db: db.get(), env: { RATE_LIMIT_ENABLED: 'true' } });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const download = (token: string, format: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/account/export?format=${format}${language ? `&language=${language}` : ''}`,
    headers: bearer(token),
  });

/** A name with markup in it, as a borrower might type (the forms accept apostrophes). */
const OWN_NAME = "D'Angelo";

describe('GET /api/account/export', () => {
  it('answers 401 without a session and 400 for an unknown format', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/export?format=json' })).statusCode,
    ).toBe(401);
    const { token } = await signIn(t.app, newPhone());
    const bad = await download(token, 'pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'format' });
  });

  it("holds every part's section with the caller's data only, as an attachment named by date", async () => {
    const other = await approvedBorrower(t, {
      basic: { ...(VALID.basic as object), firstName: 'Otherperson' },
    });
    const me = await approvedBorrower(t, {
      basic: { ...(VALID.basic as object), firstName: OWN_NAME },
    });
    const response = await download(me.token, 'json');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sulong-cash-data-2026-03-10.json"',
    );
    const data = response.json<{ parts: Record<string, unknown> }>();
    expect(Object.keys(data.parts).sort()).toEqual(PARTS.map((p) => p.name).sort());
    expect(response.body).toContain(OWN_NAME);
    expect(response.body).toContain(me.phone);
    // Nothing of the other borrower, and no internal key or secret.
    expect(response.body).not.toContain('Otherperson');
    expect(response.body).not.toContain(other.phone);
    expect(response.body).not.toMatch(/"customer_id"|"token_hash"|"code_hash"|"storage_key"/);
  });

  it('holds every feedback ticket, past the 200 the screen lists, with their events', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    await t.db.query(
      `WITH made AS (
         INSERT INTO feedback_tickets (id, ticket_no, customer_id, client_key, category, body,
                                       status, target_date, created_at)
         SELECT gen_random_uuid(), 'FB20260310' || translate(lpad(n::text, 6, '0'), '0189', 'ABCD'), $1, gen_random_uuid(),
                'other', 'Ticket number ' || n || ' of many', 'received', DATE '2026-04-09',
                $2::timestamptz - make_interval(secs => n)
           FROM generate_series(1, 205) AS n
         RETURNING id, created_at)
       INSERT INTO feedback_events (ticket_id, status, actor, at)
       SELECT id, 'received', 'borrower', created_at FROM made`,
      [customerId, t.clock.now()],
    );
    const response = await download(token, 'json');
    expect(response.statusCode, response.body).toBe(200);
    const { tickets } = response.json<{
      parts: { feedback: { tickets: { text: string; events: unknown[] }[] } };
    }>().parts.feedback;
    expect(tickets).toHaveLength(205);
    expect(tickets[204]!.text).toBe('Ticket number 205 of many');
    expect(tickets.every((ticket) => ticket.events.length === 1)).toBe(true);
  });

  it('gives a readable copy, escaped, with a strict CSP, and refuses a sixth download within the hour', async () => {
    const me = await approvedBorrower(t, {
      basic: { ...(VALID.basic as object), firstName: OWN_NAME },
    });
    const response = await download(me.token, 'html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-disposition']).toMatch(/filename="sulong-cash-data-.*\.html"/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('D&#39;Angelo');
    expect(response.body).not.toContain(OWN_NAME);
    expect(response.body).not.toMatch(/<script/i);
    // In the borrower's language (docs/account.md#data-download); the JSON copy is the same.
    const ph = await download(me.token, 'html', 'ph');
    expect(ph.statusCode).toBe(200);
    expect(ph.body).toContain('<html lang="fil-PH">');
    expect(ph.body).toContain('lahat ng hawak naming impormasyon tungkol sa iyo');
    expect(ph.body).toMatch(/Credit limit<\/dt><dd>₱6,500\.00/);
    expect(ph.body).not.toMatch(/quota_centavos|650000/);
    const [english, filipino] = [
      await download(me.token, 'json'),
      await download(me.token, 'json', 'ph'),
    ];
    expect(filipino.json()).toEqual(english.json());
    expect((await download(me.token, 'json')).statusCode).toBe(200);
    const sixth = await download(me.token, 'json');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'TOO_FREQUENT' });
  });

  it('labels every field of a borrower with a history, in each language', async () => {
    // A correction (a replaced photo and section), an approval, a loan paid in full, feedback.
    const { token } = await signIn(t.app, newPhone());
    await completeProfile(t.app, token, { identity: identityEnding(2) });
    expect((await submit(t.app, token)).statusCode).toBe(200);
    t.clock.advance(5);
    await t.app.jobs.runDueJobs();
    t.clock.advance(60);
    expect((await uploadPhoto(t.app, token, 'idDocument', testJpeg(1600, 1000))).statusCode).toBe(
      200,
    );
    expect((await putSection(t.app, token, 'identity', identityEnding(2))).statusCode).toBe(200);
    expect((await submit(t.app, token)).statusCode).toBe(200);
    t.clock.advance(5);
    await t.app.jobs.runDueJobs();
    const order = await withdraw(t.app, token);
    await markRepaying(t, order.id, 14);
    const me = { token, customerId: '', orderId: order.id, orderNo: order.orderNo };
    await pressCheckout(t.app, await fullIntent(t, me), 'pay');
    for (let i = 0; i < 5; i += 1) {
      await t.app.jobs.runDueJobs();
      t.clock.advance(5);
    }
    const ticket = await t.app.inject({
      method: 'PUT',
      url: `/api/feedback/tickets/${randomUUID()}`,
      headers: bearer(token),
      payload: { category: 'repaying', text: 'The receipt did not show at once.' },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);

    const data = (await download(token, 'json')).json<DataExport>();
    const parts = data.parts as {
      loans: { receipts: unknown[] };
      profile: { replacedSections: unknown[]; applications: unknown[] };
    };
    expect(parts.loans.receipts).toHaveLength(1);
    expect(parts.profile.replacedSections).toHaveLength(1);
    expect(parts.profile.applications).toHaveLength(2);
    for (const language of LANGUAGES) {
      expect(renderDataExport(data, language).unlabelled, language).toEqual([]);
    }
  });
});

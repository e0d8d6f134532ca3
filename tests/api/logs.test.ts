import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { createTestApp, json, newPhone, sharedDb } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { PERSONAL_FIXTURE_VALUES, VALID, putSection } from './support/profile-fixtures.ts';
import { bearer, lastCode, signIn } from './support/sign-in.ts';
import { testLogStream } from './support/test-logs.ts';

/*
 * What the app's logs hold when things fail (docs/security.md#what-logs-may-hold): the error's
 * code, the statement's name and the request id, never a statement's parameters, the values
 * PostgreSQL quotes back, a phone number, a token or a code.
 */

const db = sharedDb();
const lines: string[] = [];
let t: TestApp;

/**
 * The database refuses the statement that saves a profile section, as it would a malformed
 * value: its JSON parameter gets a stray brace. PostgreSQL's answer quotes the data back (in
 * `where`), and PGlite's error carries the statement and all its parameters.
 */
function refusingProfileSaves(raw: Db): Db {
  const wrap = (inner: Db): Db => ({
    ...inner,
    query: (<T>(sql: string, params?: readonly unknown[]) =>
      inner.query<T>(
        sql,
        /INSERT INTO profile_sections/.test(sql) && params
          ? params.map((p, i) => (i === 2 ? `${String(p)}}` : p))
          : params,
      )) as Db['query'],
    transaction: (fn, options) => inner.transaction((tx) => fn(wrap(tx)), options),
  });
  return wrap(raw);
}

beforeAll(async () => {
  await db.open();
  const run = testLogStream();
  t = await createTestApp({
    db: refusingProfileSaves(db.get()),
    env: { LOG_LEVEL: 'debug' },
    logStream: {
      write: (line) => {
        lines.push(line);
        run?.write(line);
      },
    },
  });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
/** A mobile number in any of its forms, not inside a longer number (a time). */
const PHONE_DIGITS = /(?<!\d)(?:\+?63|0)9\d{9}(?!\d)/;

function expectNoPersonalData(text: string, secrets: string[] = []): void {
  for (const value of [...PERSONAL_FIXTURE_VALUES, ...secrets]) {
    expect(text, value).not.toContain(value);
  }
  expect(text).not.toMatch(PHONE_DIGITS);
}

describe('logs (docs/security.md#what-logs-may-hold)', () => {
  it('a failed statement logs its code, its name and the request id, not its values', async () => {
    const phone = newPhone();
    const { token } = await signIn(t.app, phone);
    lines.length = 0;
    const response = await putSection(t.app, token, 'basic', VALID.basic);
    expect(response.statusCode).toBe(500);
    expect(json(response)).toMatchObject({ code: 'INTERNAL' });
    expectNoPersonalData(lines.join(''), [token, phone.slice(1)]);

    const failure = parsed().find((line) => line.msg === 'unhandled error');
    expect(failure).toMatchObject({
      level: 50,
      reqId: expect.any(String),
      err: {
        type: 'DatabaseError',
        code: '22P02',
        statement: expect.stringMatching(/^INSERT profile_sections #[0-9a-f]{8}$/),
        message: 'invalid input syntax for type json',
      },
    });
    expect(parsed().find((line) => line.msg === 'request completed')).toMatchObject({
      reqId: failure!.reqId,
      res: { statusCode: 500, code: 'INTERNAL' },
    });
  });

  it('a failed job logs the same, and its stored error holds no value either', async () => {
    const kind = 'logs-test-failing';
    t.app.jobs.registerHandler(kind, async (_payload, { db: jobDb }) => {
      await jobDb.query('UPDATE customers SET phone = $1 WHERE id = $2', [
        '+639171234567',
        VALID.basic.firstName,
      ]);
    });
    const { id } = await t.app.jobs.enqueue(t.db, { kind, payload: {}, maxAttempts: 1 });
    lines.length = 0;
    expect(await t.app.jobs.runDueJobs()).toMatchObject({ failed: 1 });
    expectNoPersonalData(lines.join(''));

    expect(parsed().find((line) => line.msg === 'job failed')).toMatchObject({
      jobId: id,
      kind,
      err: { code: '22P02', statement: expect.stringMatching(/^UPDATE customers #/) },
    });
    const [row] = await t.db.query<{ lastError: string }>(
      'SELECT last_error AS "lastError" FROM jobs WHERE id = $1',
      [id],
    );
    expect(row!.lastError).toMatch(/invalid input syntax for type bigint/);
    expect(row!.lastError).not.toContain(VALID.basic.firstName!);
  });

  it('sign-in and an authenticated request log method, route, status and time; no phone, code or token', async () => {
    const phone = newPhone();
    lines.length = 0;
    const { token } = await signIn(t.app, phone);
    const code = await lastCode(t.app, phone);
    await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    const all = lines.join('');
    expectNoPersonalData(all, [token]);
    // The code as a word of its own, not four digits inside a time or an id.
    expect(all).not.toMatch(new RegExp(`(?<![\\w.-])${code}(?![\\w.-])`));

    const completed = parsed().filter((line) => line.msg === 'request completed');
    expect(completed.length).toBeGreaterThanOrEqual(5);
    const me = parsed().find(
      (line) => (line.req as { route?: string } | undefined)?.route === '/api/me',
    );
    expect(me).toMatchObject({ req: { method: 'GET', url: '/api/me' }, reqId: expect.any(String) });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { statementLabel } from '../db/failed-statement.ts';
import { openPgliteDb } from '../db/pglite-db.ts';
import { safeErrorMessage, serializeError } from './log-errors.ts';

const PHONE = '+639171234567';
const NAME = 'Maria Dela Cruz';

let db: Db;
beforeAll(async () => {
  db = await openPgliteDb('memory://');
  await db.exec('CREATE TABLE people (phone text UNIQUE, name text NOT NULL, age int)');
  await db.query('INSERT INTO people (phone, name) VALUES ($1, $2)', [PHONE, NAME]);
}, 60_000);
afterAll(() => db.close());

async function failure(sql: string, params: unknown[]): Promise<unknown> {
  try {
    await db.query(sql, params);
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describe('serializeError (docs/security.md#what-logs-may-hold)', () => {
  it('keeps code, statement and constraint of a unique violation, not the key in its detail', async () => {
    const error = await failure('INSERT INTO people (phone, name) VALUES ($1, $2)', [PHONE, NAME]);
    // The driver's error held the values three times: its parameters, its detail, its query.
    expect((error as { detail: string }).detail).toContain(PHONE);
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      constraint: 'people_phone_key',
      statement: statementLabel('INSERT INTO people (phone, name) VALUES ($1, $2)'),
      message: 'duplicate key value violates unique constraint "people_phone_key"',
    });
    expect(logged.stack).toMatch(/^ {4}at /);
    expect(JSON.stringify(logged)).not.toContain('639171234567');
    expect(JSON.stringify(logged)).not.toContain('Maria');
  });

  it('cuts the value PostgreSQL quotes in its message, and the parameter in its where', async () => {
    const error = await failure('UPDATE people SET age = $1 WHERE phone = $2', [NAME, PHONE]);
    expect((error as Error).message).toContain(NAME);
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "…"',
      statement: expect.stringMatching(/^UPDATE people #[0-9a-f]{8}$/),
    });
    expect(JSON.stringify(logged)).not.toMatch(/Maria|639171234567/);
  });

  it('takes the statement and its values off the error PGlite throws', async () => {
    const error = (await failure('SELECT $1::int', [NAME])) as Record<string, unknown>;
    expect(error).not.toHaveProperty('params');
    expect(error).not.toHaveProperty('query');
    expect(error.statement).toMatch(/^SELECT #[0-9a-f]{8}$/);
  });

  it('keeps the stack frames without the message on their first line', () => {
    const logged = serializeError(new Error(`no customer ${PHONE}`));
    expect(logged.stack).toBeDefined();
    expect(logged.stack).not.toContain('no customer');
  });

  it('drops what else an error carries: bodies, responses, a cause’s values', () => {
    const cause = Object.assign(new Error('Key rejected'), { detail: `Key (phone)=(${PHONE})` });
    const error = Object.assign(new Error('provider failed', { cause }), {
      body: { firstName: 'Maria' },
      response: { data: NAME },
      statusCode: 502,
    });
    const logged = serializeError(error);
    expect(logged).toMatchObject({ statusCode: 502, cause: { message: 'Key rejected' } });
    expect(JSON.stringify(logged)).not.toMatch(/Maria|639171234567/);
  });

  it('serializes what is not an Error', () => {
    expect(serializeError('plain')).toEqual({ type: 'string', message: 'plain' });
    expect(serializeError({ code: 'X', message: 'm' })).toMatchObject({ code: 'X', message: 'm' });
  });
});

describe('safeErrorMessage', () => {
  it.each([
    [
      'invalid input syntax for type uuid: "Maria Santos"',
      'invalid input syntax for type uuid: "…"',
    ],
    [
      'value "99999999999" is out of range for type integer',
      'value "…" is out of range for type integer',
    ],
    [
      'invalid byte sequence for encoding "UTF8": 0x00',
      'invalid byte sequence for encoding "…": 0x00',
    ],
    [
      'null value in column "name" of relation "people" violates not-null constraint',
      'null value in column "name" of relation "people" violates not-null constraint',
    ],
    [
      'PayMongo answered 400: {"errors":[{"detail":"Maria"}]}',
      'PayMongo answered 400: {"errors":[{"detail":"…"}]}',
    ],
  ])('%s', (message, expected) => {
    expect(safeErrorMessage(message)).toBe(expected);
  });

  it('cuts a long message', () => {
    expect(safeErrorMessage('x'.repeat(20_000)).length).toBeLessThanOrEqual(301);
  });
});

describe('statementLabel', () => {
  it.each([
    ['INSERT INTO loan_orders (id) VALUES ($1)', /^INSERT loan_orders #/],
    ['  update customers\n   SET phone = $1', /^UPDATE customers #/],
    ['DELETE FROM sessions WHERE token_hash = $1', /^DELETE sessions #/],
    ["SELECT * FROM jobs WHERE kind = 'secret-looking value'", /^SELECT jobs #[0-9a-f]{8}$/],
    ['WITH moved AS (UPDATE jobs SET x = 1 RETURNING *) SELECT * FROM moved', /^WITH jobs #/],
    ['BEGIN', /^BEGIN #/],
  ])('%s', (sql, label) => {
    expect(statementLabel(sql)).toMatch(label);
  });

  it('tells two statements on one table apart', () => {
    expect(statementLabel('SELECT a FROM t')).not.toBe(statementLabel('SELECT b FROM t'));
  });
});

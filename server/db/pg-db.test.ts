import { EventEmitter } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { INT8_OID, parseInt8 } from './int8.ts';
import { DEFAULT_PG_POOL, createPgPool, openPgDb, pgTypes } from './pg-db.ts';
import type { PoolLike } from './pg-db.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/** A pool that records what it is asked, so the transaction protocol can be checked without a server. */
function fakePool(failOn?: string) {
  const log: string[] = [];
  const released: boolean[] = [];
  const run = async (statement: string | { text: string }) => {
    const sql = typeof statement === 'string' ? statement : statement.text;
    log.push(sql);
    if (failOn && sql === failOn) throw new Error(`failed: ${sql}`);
    return { rows: [{ sql }] };
  };
  // Each client is an EventEmitter, like pg's: an 'error' with no listener throws.
  const client = Object.assign(new EventEmitter(), {
    query: run as never,
    release: (destroy?: boolean | Error) => {
      released.push(Boolean(destroy));
    },
  });
  const pool: PoolLike = Object.assign(new EventEmitter(), {
    query: run,
    connect: async () => client,
    end: async () => {
      log.push('END');
    },
  });
  return { pool, client, log, released };
}

/** A logger that keeps what it was given. */
function recordingLog() {
  const lines: { fields: object; message: string }[] = [];
  return { lines, warn: (fields: object, message: string) => lines.push({ fields, message }) };
}

/** What pg reports when the server ends a backend (pg_terminate_backend, a restart). */
function terminated(): Error {
  return Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    severity: 'FATAL',
  });
}

describe('node-postgres adapter', () => {
  it('commits a transaction that resolves, on one client, and releases it', async () => {
    const { pool, log, released } = fakePool();
    const db = openPgDb('postgres://test', { pool });
    const result = await db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      return tx.transaction((inner) => inner.query<{ sql: string }>('SELECT 2'));
    });
    expect(result).toEqual([{ sql: 'SELECT 2' }]);
    expect(log).toEqual(['BEGIN', 'SELECT 1', 'SELECT 2', 'COMMIT']);
    expect(released).toEqual([false]);
  });

  it('takes a lock with BEGIN in one round trip, its key quoted whatever it holds', async () => {
    const { pool, log } = fakePool();
    const db = openPgDb('postgres://test', { pool });
    const key = `it's \\ a '; DROP TABLE x; --`;
    await db.transaction((tx) => tx.query('SELECT 1'), { lock: { namespace: 'ns', key } });
    expect(log).toEqual([
      `BEGIN; SELECT pg_advisory_xact_lock(hashtext(${pg.escapeLiteral(`ns:${key}`)}))`,
      'SELECT 1',
      'COMMIT',
    ]);
    expect(log[0]).toContain(` E'ns:it''s \\\\ a ''; DROP TABLE x; --'`);
    // Nested: joins the transaction and takes the lock as a statement of its own.
    log.length = 0;
    await db.transaction((tx) =>
      tx.transaction(() => Promise.resolve(), { lock: { namespace: 'n', key: 'k' } }),
    );
    expect(log).toEqual(['BEGIN', 'SELECT pg_advisory_xact_lock(hashtext($1))', 'COMMIT']);
  });

  it('rolls back a transaction that throws and passes the error on', async () => {
    const { pool, log, released } = fakePool();
    const db = openPgDb('postgres://test', { pool });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE x');
        throw new Error('rule refused');
      }),
    ).rejects.toThrow('rule refused');
    expect(log).toEqual(['BEGIN', 'UPDATE x', 'ROLLBACK']);
    expect(released).toEqual([false]);
  });

  it('destroys a connection that cannot roll back', async () => {
    const { pool, released } = fakePool('ROLLBACK');
    const db = openPgDb('postgres://test', { pool });
    await expect(db.transaction(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(released).toEqual([true]);
  });

  it('closes the pool once, however often close() is called', async () => {
    const { pool, log } = fakePool();
    const db = openPgDb('postgres://test', { pool });
    await Promise.all([db.close(), db.close()]);
    expect(log).toEqual(['END']);
  });
});

describe('a connection the database drops (docs/errors.md#service-unavailable)', () => {
  it('logs an idle connection lost by a real pg.Pool instead of ending the process', () => {
    // Without a listener, EventEmitter throws the 'error' event: in the server that is an
    // uncaught exception ("Emitted 'error' event on BoundPool") and the process exits.
    const pool = createPgPool('postgres://127.0.0.1:1/none', DEFAULT_PG_POOL);
    expect(() => pool.emit('error', terminated())).toThrow('administrator command');

    const log = recordingLog();
    const guarded = createPgPool('postgres://127.0.0.1:1/none', DEFAULT_PG_POOL);
    openPgDb('postgres://127.0.0.1:1/none', { pool: guarded, log });
    expect(() => guarded.emit('error', terminated(), {})).not.toThrow();
    expect(log.lines).toEqual([
      {
        fields: {
          db: { code: '57P01', message: 'terminating connection due to administrator command' },
        },
        message: 'database connection lost while idle',
      },
    ]);
  });

  it('logs a connection lost inside a transaction and does not return it to the pool', async () => {
    const { pool, client, released } = fakePool();
    const log = recordingLog();
    const db = openPgDb('postgres://test', { pool, log });
    await db.transaction(async () => {
      expect(() => client.emit('error', terminated())).not.toThrow();
    });
    expect(log.lines.map((l) => l.message)).toEqual(['database connection lost in a transaction']);
    expect(released).toEqual([true]);
    // The listener goes with the transaction: the pool handles the client's errors again.
    expect(client.listenerCount('error')).toBe(0);
  });

  it('takes pool size and timeouts from the settings', () => {
    const pool = createPgPool('postgres://127.0.0.1:1/none', {
      max: 3,
      statementTimeoutMs: 1500,
      idleTimeoutMs: 2500,
      connectionTimeoutMs: 700,
    });
    expect(pool.options).toMatchObject({
      max: 3,
      idleTimeoutMillis: 2500,
      connectionTimeoutMillis: 700,
      statement_timeout: 1500,
    });
  });

  it('a connection that cannot be had answers in bounded time, as "unavailable"', async () => {
    // Nothing listens on port 1: refused at once; the pool's connection timeout bounds the rest.
    const db = openPgDb('postgres://u@127.0.0.1:1/none', {
      settings: { ...DEFAULT_PG_POOL, connectionTimeoutMs: 500 },
    });
    const error = await db.query('SELECT 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await db.close();
  });

  it('a database that accepts but never answers fails after the connection timeout, not never', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const db = openPgDb(`postgres://u@127.0.0.1:${port}/none`, {
      settings: { ...DEFAULT_PG_POOL, connectionTimeoutMs: 300 },
    });
    const started = Date.now();
    const error = await db.query('SELECT 1').catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await db.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['a reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['admin shutdown (57P01)', terminated()],
    ['crash shutdown (57P02)', Object.assign(new Error('crash'), { code: '57P02' })],
    ['starting up (57P03)', Object.assign(new Error('starting up'), { code: '57P03' })],
    ['connection exception (08006)', Object.assign(new Error('failure'), { code: '08006' })],
    ['too many connections (53300)', Object.assign(new Error('too many'), { code: '53300' })],
    ['dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['pool wait timeout', new Error('timeout exceeded when trying to connect')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    [
      'a failed client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'both addresses of localhost refused',
      Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {
        message: '',
      }),
    ],
  ])('%s is unavailability', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    [
      'a protocol violation (08P01): a bug such as a wrong parameter count',
      Object.assign(new Error('bind message supplies 1 parameters'), { code: '08P01' }),
    ],
    [
      'a statement timeout (57014)',
      Object.assign(new Error('canceling statement'), { code: '57014' }),
    ],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('bigint (int8) columns', () => {
  const parse = (text: string): unknown =>
    (pgTypes.getTypeParser as (oid: number, format?: string) => (value: string) => unknown)(
      INT8_OID,
      'text',
    )(text);

  it('reads a bigint as an integer number, not a string', () => {
    expect(parse('123456')).toBe(123456);
    expect(parse('-5000')).toBe(-5000);
    expect(parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses a bigint a number cannot hold exactly, instead of rounding it', () => {
    expect(() => parse('9007199254740993')).toThrow(RangeError);
    expect(() => parseInt8('-9007199254740993')).toThrow(RangeError);
  });

  it('leaves the other types to pg (int4 still a number, timestamptz a Date, numeric a string)', () => {
    const parserOf = pgTypes.getTypeParser as (
      oid: number,
      format?: string,
    ) => (v: string) => unknown;
    expect(parserOf(23, 'text')('42')).toBe(42);
    expect(parserOf(1184, 'text')('2026-03-10 02:00:00+00')).toEqual(
      new Date('2026-03-10T02:00:00.000Z'),
    );
    expect(parserOf(1700, 'text')('1.50')).toBe('1.50');
  });
});

import { describe, expect, it } from 'vitest';
import { INT8_OID, parseInt8 } from './int8.ts';
import { openPgDb, pgTypes } from './pg-db.ts';
import type { PoolLike } from './pg-db.ts';

/** A pool that records what it is asked, so the transaction protocol can be checked without a server. */
function fakePool(failOn?: string) {
  const log: string[] = [];
  const released: boolean[] = [];
  const run = async (sql: string) => {
    log.push(sql);
    if (failOn && sql === failOn) throw new Error(`failed: ${sql}`);
    return { rows: [{ sql }] };
  };
  const pool: PoolLike = {
    query: run,
    connect: async () => ({
      query: run as never,
      release: (destroy?: boolean | Error) => {
        released.push(Boolean(destroy));
      },
    }),
    end: async () => {
      log.push('END');
    },
  };
  return { pool, log, released };
}

describe('node-postgres adapter', () => {
  it('commits a transaction that resolves, on one client, and releases it', async () => {
    const { pool, log, released } = fakePool();
    const db = openPgDb('postgres://test', pool);
    const result = await db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      return tx.transaction((inner) => inner.query<{ sql: string }>('SELECT 2'));
    });
    expect(result).toEqual([{ sql: 'SELECT 2' }]);
    expect(log).toEqual(['BEGIN', 'SELECT 1', 'SELECT 2', 'COMMIT']);
    expect(released).toEqual([false]);
  });

  it('rolls back a transaction that throws and passes the error on', async () => {
    const { pool, log, released } = fakePool();
    const db = openPgDb('postgres://test', pool);
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
    const db = openPgDb('postgres://test', pool);
    await expect(db.transaction(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(released).toEqual([true]);
  });

  it('closes the pool', async () => {
    const { pool, log } = fakePool();
    await openPgDb('postgres://test', pool).close();
    expect(log).toEqual(['END']);
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

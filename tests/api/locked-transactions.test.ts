import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockText } from '../../server/db/db.ts';
import type { LockName } from '../../server/db/db.ts';
import { sharedDb } from './support/harness.ts';

/*
 * A transaction opened with a lock holds it before its work starts, on both adapters; on
 * PostgreSQL it is taken with BEGIN, in one round trip (docs/performance.md#locked-transactions).
 */

const db = sharedDb();
beforeAll(() => db.open());
afterAll(() => db.close());

/** The advisory locks this transaction holds, as hashtext() numbers. */
const heldLocks = async (tx: ReturnType<typeof db.get>) =>
  (
    await tx.query<{ objid: number }>(
      `SELECT objid::int8 AS objid FROM pg_locks
        WHERE locktype = 'advisory' AND pid = pg_backend_pid() AND granted`,
    )
  ).map((row) => row.objid);

const hashOf = async (lock: LockName): Promise<number> => {
  const [row] = await db
    .get()
    .query<{ h: number }>('SELECT (hashtext($1)::int8 & 4294967295) AS h', [lockText(lock)]);
  return row!.h;
};

describe('a transaction with a lock', () => {
  it('holds the lock while its work runs, and only then; a key with quotes is a key', async () => {
    const lock = { namespace: 'test', key: `O'Brien; DROP TABLE customers; --` };
    const held = await db.get().transaction((tx) => heldLocks(tx), { lock });
    expect(held.map((objid) => objid >>> 0)).toEqual([await hashOf(lock)]);
    expect(await heldLocks(db.get())).toEqual([]);
    const [customers] = await db
      .get()
      .query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
    expect(customers!.n).toBeGreaterThanOrEqual(0);
  });

  it('makes a second transaction on the same key wait until the first ends', async () => {
    const lock = { namespace: 'test', key: 'one-at-a-time' };
    const order: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const firstIn = new Promise<void>((resolve) => (entered = resolve));
    const first = db.get().transaction(
      async () => {
        order.push('first in');
        entered();
        await released;
        order.push('first out');
      },
      { lock },
    );
    await firstIn;
    const second = db.get().transaction(
      async () => {
        order.push('second in');
      },
      { lock },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
  });

  it('rolls back and lets go of the lock when the work throws', async () => {
    const lock = { namespace: 'test', key: 'thrown' };
    await expect(
      db.get().transaction(
        async () => {
          throw new Error('no');
        },
        { lock },
      ),
    ).rejects.toThrow('no');
    expect(await db.get().transaction((tx) => heldLocks(tx), { lock })).toHaveLength(1);
  });
});

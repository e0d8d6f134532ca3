import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { PhotoStoreConfig } from '../../server/config-photo-store.ts';
import { makeTestJpeg } from '../../server/lib/jpeg-test-image.ts';
import { DEFAULT_MAX_ATTEMPTS } from '../../server/jobs/enqueue-job.ts';
import type { ObjectStore } from '../../server/storage/object-store.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import { completeProfile } from './support/profile-fixtures.ts';
import { bearer, signIn } from './support/sign-in.ts';

/*
 * A photo-store outage longer than the photo-erasure job's retries: the daily deleted-account
 * purge erases what the job left (docs/account.md#retention-after-deletion).
 */

/** The photo store, wrapped: which keys hold bytes, and how many deletes fail before one works. */
const store = vi.hoisted(() => ({ keys: new Set<string>(), failingDeletes: 0 }));

vi.mock('../../server/storage/create-object-store.ts', async (importOriginal) => {
  const original = await importOriginal<{
    createPhotoStore: (config: PhotoStoreConfig) => ObjectStore;
  }>();
  return {
    createPhotoStore: (config: PhotoStoreConfig): ObjectStore => {
      const inner = original.createPhotoStore(config);
      return {
        kind: inner.kind,
        get: (key) => inner.get(key),
        async put(key, bytes, contentType) {
          await inner.put(key, bytes, contentType);
          store.keys.add(key);
        },
        async delete(key) {
          if (store.failingDeletes > 0) {
            store.failingDeletes -= 1;
            throw new Error('photo store unavailable');
          }
          await inner.delete(key);
          store.keys.delete(key);
        },
      };
    },
  };
});

const t = useTestApp();

const count = async (sql: string, params: unknown[]): Promise<number> =>
  Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params))[0]!.n);

const log = { info: () => {}, warn: () => {}, error: () => {} };

describe('the bytes of a deleted account, through a long photo-store outage', () => {
  it('outlive the photo-erasure job, then go with the daily purge', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    await completeProfile(t.app, token);
    const sent = await t.app.inject({
      method: 'PUT',
      url: `/api/feedback/tickets/${randomUUID()}`,
      headers: bearer(token),
      payload: {
        category: 'appProblem',
        text: 'The screen froze after I tapped Next',
        screenshot: `data:image/jpeg;base64,${makeTestJpeg({ width: 300, height: 600 }).toString('base64')}`,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [screenshot] = await t.db.query<{ key: string }>(
      'SELECT screenshot_key AS key FROM feedback_tickets WHERE customer_id = $1',
      [customerId],
    );
    const photoKeys = (
      await t.db.query<{ key: string }>(
        'SELECT storage_key AS key FROM photos WHERE customer_id = $1',
        [customerId],
      )
    ).map((r) => r.key);
    const keys = [screenshot!.key, ...photoKeys];
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(store.keys.has(key)).toBe(true);

    // Every delete of every attempt fails: three objects, five attempts.
    const outage = keys.length * DEFAULT_MAX_ATTEMPTS;
    store.failingDeletes = outage;
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/deletion',
      headers: bearer(token),
      payload: { understood: true },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    // The screenshot's row is gone; its key is kept apart from the job.
    expect(await count('feedback_tickets WHERE customer_id = $1', [customerId])).toBe(0);
    expect(await count('pending_erasures WHERE customer_id = $1', [customerId])).toBe(1);

    const erasureJob = async () =>
      (
        await t.db.query<{ attempts: number; failed: boolean }>(
          `SELECT attempts, failed_at IS NOT NULL AS failed FROM jobs
            WHERE kind = 'photo-erasure' AND payload ->> 'customerId' = $1`,
          [customerId],
        )
      )[0]!;
    for (let run = 0; run < 20 && !(await erasureJob()).failed; run += 1) {
      await t.app.jobs.runDueJobs();
      t.clock.advance(2 * 3600);
    }
    expect(await erasureJob()).toEqual({ attempts: DEFAULT_MAX_ATTEMPTS, failed: true });
    expect(store.failingDeletes).toBe(0);
    for (const key of keys) expect(store.keys.has(key)).toBe(true);
    expect(await count('photos WHERE customer_id = $1 AND deleted_at IS NULL', [customerId])).toBe(
      2,
    );

    // The store is back; the next day's purge erases the rest.
    await t.app.services.account.jobs.purgeDeletedAccounts({ day: '2026-03-12' }, {
      log,
    } as never);
    for (const key of keys) expect(store.keys.has(key)).toBe(false);
    expect(await count('pending_erasures WHERE customer_id = $1', [customerId])).toBe(0);
    expect(await count('photos WHERE customer_id = $1 AND deleted_at IS NULL', [customerId])).toBe(
      0,
    );
  });

  it('the daily purge keeps the keys for the next day while the store is still down, and alerts', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    await completeProfile(t.app, token);
    store.failingDeletes = 1_000;
    try {
      const deleted = await t.app.inject({
        method: 'POST',
        url: '/api/account/deletion',
        headers: bearer(token),
        payload: { understood: true },
      });
      expect(deleted.statusCode).toBe(204);
      const error = vi.fn();
      // Resolved: one key the store keeps refusing must not fail the whole purge all day.
      await t.app.services.account.jobs.purgeDeletedAccounts({ day: '2026-03-13' }, {
        log: { ...log, error },
      } as never);
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ alert: 'deleted-account-bytes', failed: expect.any(Number) }),
        expect.any(String),
      );
      expect(
        await count('photos WHERE customer_id = $1 AND deleted_at IS NULL', [customerId]),
      ).toBe(2);
    } finally {
      store.failingDeletes = 0;
    }
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { PhotoStoreConfig } from '../../server/config-photo-store.ts';
import { lockText } from '../../server/db/db.ts';
import { AppError } from '../../server/errors.ts';
import { markAnnouncementsRead } from '../../server/repositories/announcement-reads.ts';
import { makeTestJpeg } from '../../server/lib/jpeg-test-image.ts';
import { PROFILE_LOCK_NAMESPACE } from '../../server/services/account/live-customer.ts';
import type { ObjectStore } from '../../server/storage/object-store.ts';
import type * as AccountDeletionsModule from '../../server/repositories/account-deletions.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import { VALID, putSection, testJpeg, uploadPhoto } from './support/profile-fixtures.ts';
import { bearer, signIn } from './support/sign-in.ts';
import { onPostgres } from './support/test-database.ts';

/*
 * Writes already past the session check when the account is deleted: each re-checks the account
 * under the lock the deletion holds and stores nothing (docs/account.md#account-deletion).
 */

/** The photo store, wrapped: which keys hold bytes, and a step to run while a put is answering. */
const store = vi.hoisted(() => ({
  keys: new Set<string>(),
  duringPut: null as null | (() => Promise<void>),
}));

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
          const step = store.duringPut;
          store.duringPut = null;
          if (step) await step();
        },
        async delete(key) {
          await inner.delete(key);
          store.keys.delete(key);
        },
      };
    },
  };
});

type AccountDeletions = typeof AccountDeletionsModule;

/** A step to run in the deletion's transaction, after the parts erased, before it commits. */
const deletion = vi.hoisted(() => ({ beforeRecord: null as null | (() => Promise<void>) }));

vi.mock('../../server/repositories/account-deletions.ts', async (importOriginal) => {
  const original = await importOriginal<AccountDeletions>();
  return {
    ...original,
    async insertAccountDeletion(...args: Parameters<typeof original.insertAccountDeletion>) {
      const step = deletion.beforeRecord;
      deletion.beforeRecord = null;
      if (step) await step();
      return original.insertAccountDeletion(...args);
    },
  };
});

const t = useTestApp();

const remove = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/deletion',
    headers: bearer(token),
    payload: { understood: true },
  });

const count = async (sql: string, params: unknown[]): Promise<number> =>
  Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params))[0]!.n);

/** A borrower with one saved section, and the caller the profile routes would pass. */
async function borrower() {
  const phone = newPhone();
  const { token, customerId } = await signIn(t.app, phone);
  expect((await putSection(t.app, token, 'basic', VALID.basic)).statusCode).toBe(200);
  const [session] = await t.db.query<{ id: string }>(
    'SELECT id::text AS id FROM sessions WHERE customer_id = $1',
    [customerId],
  );
  return { token, customerId, caller: { customerId, phone, sessionId: session!.id } };
}

const unauthorized = expect.objectContaining({ code: 'UNAUTHORIZED', statusCode: 401 });

describe('a write whose session was checked before the deletion committed', () => {
  it('a section save: refused as a revoked session, no section re-created', async () => {
    const { token, customerId, caller } = await borrower();
    expect((await remove(token)).statusCode).toBe(204);
    expect(await count('profile_sections WHERE customer_id = $1', [customerId])).toBe(0);

    // The route checked the session before the deletion; the service runs after it.
    const late = t.app.services.profile.saveSection(caller, 'basic2', VALID.basic2);
    await expect(late).rejects.toBeInstanceOf(AppError);
    await expect(late).rejects.toEqual(unauthorized);
    expect(await count('profile_sections WHERE customer_id = $1', [customerId])).toBe(0);
    expect(await count('profile_section_history WHERE customer_id = $1', [customerId])).toBe(0);
  });

  it('a My profile change of e-mail and address: refused, no section re-created', async () => {
    const { token, customerId, caller } = await borrower();
    expect((await remove(token)).statusCode).toBe(204);
    const late = t.app.services.profile.changeDetails(caller, {
      email: VALID.basic2.email,
      ...VALID.address,
    });
    await expect(late).rejects.toEqual(unauthorized);
    expect(await count('profile_sections WHERE customer_id = $1', [customerId])).toBe(0);
    expect(await count('profile_section_history WHERE customer_id = $1', [customerId])).toBe(0);
  });

  it('a preference or language change: refused, no settings row re-created', async () => {
    const { token, customerId } = await borrower();
    expect((await remove(token)).statusCode).toBe(204);
    await expect(
      t.app.services.account.savePreferences(customerId, { promotions: true }),
    ).rejects.toEqual(unauthorized);
    await expect(t.app.services.account.saveLanguage(customerId, 'ph')).rejects.toEqual(
      unauthorized,
    );
    expect(await count('customer_preferences WHERE customer_id = $1', [customerId])).toBe(0);
  });

  it('an announcement read mark: no row brought back', async () => {
    const { token, customerId } = await borrower();
    await markAnnouncementsRead(t.db, customerId, ['before'], new Date());
    expect(await count('announcement_reads WHERE customer_id = $1', [customerId])).toBe(1);
    expect((await remove(token)).statusCode).toBe(204);
    await markAnnouncementsRead(t.db, customerId, ['after'], new Date());
    expect(await count('announcement_reads WHERE customer_id = $1', [customerId])).toBe(0);
  });

  it('a feedback ticket: refused, no ticket, its screenshot bytes deleted', async () => {
    const { token, customerId } = await borrower();
    expect((await remove(token)).statusCode).toBe(204);

    const before = store.keys.size;
    const late = t.app.services.care.feedback.submit(customerId, randomUUID(), {
      category: 'appProblem',
      text: 'The screen froze after I tapped Next',
      screenshot: `data:image/jpeg;base64,${makeTestJpeg({ width: 300, height: 600 }).toString('base64')}`,
    });
    await expect(late).rejects.toEqual(unauthorized);
    expect(await count('feedback_tickets WHERE customer_id = $1', [customerId])).toBe(0);
    expect(store.keys.size).toBe(before);
  });

  it('a photo upload whose bytes were being stored when the account was deleted: 401, no row, no bytes', async () => {
    const { token, customerId } = await borrower();
    const before = store.keys.size;
    // The upload passed the session check; the deletion commits while its bytes are stored.
    store.duringPut = async () => {
      expect((await remove(token)).statusCode).toBe(204);
    };
    const response = await uploadPhoto(t.app, token, 'idDocument', testJpeg());
    expect(store.duringPut).toBeNull();
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await count('photos WHERE customer_id = $1', [customerId])).toBe(0);
    expect(store.keys.size).toBe(before);
  });

  it('a feedback ticket sent over HTTP while the deletion commits: 401, nothing kept', async () => {
    const { token, customerId } = await borrower();
    const before = store.keys.size;
    store.duringPut = async () => {
      expect((await remove(token)).statusCode).toBe(204);
    };
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/feedback/tickets/${randomUUID()}`,
      headers: bearer(token),
      payload: {
        category: 'appProblem',
        text: 'The screen froze after I tapped Next',
        screenshot: `data:image/jpeg;base64,${makeTestJpeg({ width: 300, height: 600 }).toString('base64')}`,
      },
    });
    expect(store.duringPut).toBeNull();
    expect(response.statusCode, response.body).toBe(401);
    expect(await count('feedback_tickets WHERE customer_id = $1', [customerId])).toBe(0);
    expect(store.keys.size).toBe(before);
  });

  it('a home-screen bonus report racing the deletion: refused, no bonus, coupon or message kept', async () => {
    const { token, customerId, caller } = await borrower();
    const lock = lockText({ namespace: PROFILE_LOCK_NAMESPACE, key: customerId });
    let grant: Promise<unknown> | null = null;
    // The report passed its session check; the deletion has erased and not committed yet.
    deletion.beforeRecord = async () => {
      grant = t.app.services.homeScreenBonus.reportLaunch(caller, { signal: 'startUrl' });
      let settled = false;
      grant.then(
        () => (settled = true),
        () => (settled = true),
      );
      // PGlite has one connection: the report waits for the deletion's commit in any case. On
      // PostgreSQL it runs beside it: wait until it waits on the profile lock (or, unlocked,
      // has committed its grant under the erasure's nose).
      for (let i = 0; onPostgres && !settled && i < 200; i += 1) {
        const [row] = await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted
              AND objid = (hashtext($1)::int8 & 4294967295)`,
          [lock],
        );
        if (row!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    expect((await remove(token)).statusCode).toBe(204);
    expect(deletion.beforeRecord).toBeNull();
    const outcome: unknown = await grant!.then(
      (view) => view,
      (error: unknown) => error,
    );
    // Unlocked, the grant committed beside the erasure: its rows outlived the account.
    expect(await count('home_screen_bonuses WHERE customer_id = $1', [customerId])).toBe(0);
    expect(
      await count(`coupons WHERE customer_id = $1 AND source = 'homeScreenBonus'`, [customerId]),
    ).toBe(0);
    expect(
      await count(`messages WHERE customer_id = $1 AND kind = 'homeScreenBonus'`, [customerId]),
    ).toBe(0);
    expect(outcome).toBeInstanceOf(AppError);
    expect(outcome).toEqual(unauthorized);
  });
});

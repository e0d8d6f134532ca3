import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestJpeg } from '../../server/lib/jpeg-test-image.ts';
import { LIVE_QUOTES_KEPT } from '../../server/services/orders/loan-service.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import {
  approvedBorrower,
  documentsOf,
  getDocuments,
  quoteOf,
  withdraw,
} from './support/loan-fixtures.ts';
import { bearer, signIn } from './support/sign-in.ts';

/*
 * The daily deletions (docs/security.md#photo-retention, #stored-quotes), run as the job runner
 * runs them, with the test clock moved across the days.
 */

// A real folder, so a deleted photo is seen gone from disk; the database stays in memory.
const dataDir = mkdtempSync(join(tmpdir(), 'sulong-retention-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const t = useTestApp({ env: { DATA_DIR: dataDir, JOBS_ENABLED: 'false' } });
const DAY_S = 24 * 60 * 60;

/** What the instance that runs jobs does every day. */
async function runDailyJobs(): Promise<void> {
  await t.app.services.retention.scheduleToday();
  await t.app.jobs.runDueJobs();
}

const quoteIdsOf = async (customerId: string): Promise<string[]> =>
  (
    await t.db.query<{ id: string }>(
      'SELECT id::text AS id FROM quotes WHERE customer_id = $1 ORDER BY seq',
      [customerId],
    )
  ).map((row) => row.id);

describe('stored quotes', () => {
  it(`keeps a borrower's ${LIVE_QUOTES_KEPT} newest quotes and every signed one`, async () => {
    const borrower = await approvedBorrower(t);
    const signed = await withdraw(t.app, borrower.token);
    // The order ends unpaid, so the borrower may ask for quotes again.
    await t.db.query(
      `UPDATE orders SET status = 'cancelled', cancelled_at = $2, updated_at = $2 WHERE id = $1`,
      [signed.id, t.clock.now()],
    );
    const [{ quoteId } = { quoteId: '' }] = await t.db.query<{ quoteId: string }>(
      'SELECT quote_id::text AS "quoteId" FROM orders WHERE id = $1',
      [signed.id],
    );

    // A slider dragged back and forth, and a client that never stops asking.
    const made: string[] = [];
    for (let n = 0; n < LIVE_QUOTES_KEPT + 5; n += 1) {
      made.push((await quoteOf(t.app, borrower.token)).id);
    }
    expect(await quoteIdsOf(borrower.customerId)).toEqual([
      quoteId,
      ...made.slice(-LIVE_QUOTES_KEPT),
    ]);
    // The newest still opens its documents; one pruned is gone.
    await documentsOf(t.app, borrower.token, made.at(-1)!);
    expect((await getDocuments(t.app, borrower.token, made[0]!)).statusCode).toBe(404);
  });

  it('deletes a quote a day after it expired, never one an order was signed on', async () => {
    const borrower = await approvedBorrower(t);
    const signed = await withdraw(t.app, borrower.token);
    await t.db.query(
      `UPDATE orders SET status = 'cancelled', cancelled_at = $2, updated_at = $2 WHERE id = $1`,
      [signed.id, t.clock.now()],
    );
    const unsigned = await quoteOf(t.app, borrower.token);
    const before = await quoteIdsOf(borrower.customerId);
    expect(before).toHaveLength(2);

    // Expired: refused as stale, still stored for a day.
    t.clock.advance(30 * 60);
    await runDailyJobs();
    expect((await getDocuments(t.app, borrower.token, unsigned.id)).json()).toMatchObject({
      code: 'QUOTE_STALE',
    });
    expect(await quoteIdsOf(borrower.customerId)).toEqual(before);

    // The next day's run deletes it; the signed one stays with its order.
    t.clock.advance(DAY_S);
    await runDailyJobs();
    expect(await quoteIdsOf(borrower.customerId)).toEqual(
      before.filter((id) => id !== unsigned.id),
    );
    expect((await getDocuments(t.app, borrower.token, unsigned.id)).statusCode).toBe(404);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/loan/orders/${signed.id}/signed`,
      headers: bearer(borrower.token),
    });
    expect(order.statusCode).toBe(200);
  });
});

describe('replaced photos', () => {
  const photosDir = join(dataDir, 'photos');
  const put = (token: string, kind: string, body: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/profile/photos/${kind}`,
      headers: { ...bearer(token), 'content-type': 'image/jpeg' },
      payload: body,
    });
  const photoRows = (customerId: string) =>
    t.db.query<{ kind: string; key: string; replacedAt: Date | null; deletedAt: Date | null }>(
      `SELECT kind, storage_key AS key, replaced_at AS "replacedAt", deleted_at AS "deletedAt"
         FROM photos WHERE customer_id = $1 ORDER BY id`,
      [customerId],
    );
  const stored = (key: string) => existsSync(join(photosDir, key));

  it('deletes the bytes of a photo replaced PHOTO_RETENTION_DAYS ago, never a current one', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    expect(
      (await put(token, 'idDocument', makeTestJpeg({ width: 1000, height: 700 }))).statusCode,
    ).toBe(200);
    expect((await put(token, 'face', makeTestJpeg({ width: 900, height: 900 }))).statusCode).toBe(
      200,
    );
    t.clock.advance(60);
    const retake = makeTestJpeg({ width: 1000, height: 701 });
    expect((await put(token, 'idDocument', retake)).statusCode).toBe(200);
    const replacedAt = t.clock.now();
    const [old, face, current] = await photoRows(customerId);
    expect(old).toMatchObject({ kind: 'idDocument', replacedAt, deletedAt: null });

    await runDailyJobs();
    expect([old!.key, face!.key, current!.key].map(stored)).toEqual([true, true, true]);

    // One second short of 90 days at that day's run: kept.
    t.clock.set(new Date(replacedAt.getTime() + 90 * DAY_S * 1000 - 1000));
    await runDailyJobs();
    expect(stored(old!.key)).toBe(true);
    expect((await photoRows(customerId))[0]!.deletedAt).toBeNull();

    // The next day's run: its bytes are gone, its row stays as the record, marked.
    t.clock.advance(DAY_S);
    await runDailyJobs();
    const deletedAt = t.clock.now();
    expect([old!.key, face!.key, current!.key].map(stored)).toEqual([false, true, true]);
    expect(await photoRows(customerId)).toEqual([
      { ...old, deletedAt },
      { ...face, deletedAt: null },
      { ...current, deletedAt: null },
    ]);
    expect((await t.app.services.photos.download(customerId, 'idDocument'))?.equals(retake)).toBe(
      true,
    );

    // Runs after that change nothing.
    t.clock.advance(DAY_S);
    await runDailyJobs();
    expect((await photoRows(customerId))[0]!.deletedAt).toEqual(deletedAt);
  });

  it('keeps a replaced photo that was current when an application was approved', async () => {
    const { customerId } = await signIn(t.app, newPhone());
    const long = (days: number) => new Date(t.clock.now().getTime() - days * DAY_S * 1000);
    const key = `${randomUUID().replaceAll('-', '')}.jpg`;
    await t.db.query(
      `INSERT INTO photos (customer_id, kind, storage_key, sha256, bytes, width, height,
                           content_type, created_at, replaced_at)
       VALUES ($1, 'face', $2, '\\x00', 1, 1, 1, 'image/jpeg', $3, $4)`,
      [customerId, key, long(400), long(300)],
    );
    await t.db.query(
      `INSERT INTO applications (id, customer_id, status, submitted_at, decided_at, quota_centavos,
                                 decision_source)
       VALUES ($1, $2, 'approved', $3, $3, 650000, 'scorecard')`,
      [randomUUID(), customerId, long(350)],
    );
    t.clock.advance(DAY_S);
    await runDailyJobs();
    expect((await photoRows(customerId)).map((row) => row.deletedAt)).toEqual([null]);
  });
});

describe('the desk’s audit trail (docs/desk.md#audit-trail)', () => {
  it('deletes entries older than AUDIT_RETENTION_DAYS, and keeps the rest', async () => {
    const insert = (at: Date, action: string) =>
      t.db.query('INSERT INTO staff_audit (at, action) VALUES ($1, $2)', [at, action]);
    const now = t.clock.now().getTime();
    const keepDays = t.config.desk.auditRetentionDays;
    await insert(new Date(now - (keepDays + 2) * DAY_S * 1000), 'old');
    await insert(new Date(now - (keepDays - 2) * DAY_S * 1000), 'young');
    // The next day's run (today's ran with the tests above).
    t.clock.advance(DAY_S);
    await runDailyJobs();
    const actions = (await t.db.query<{ action: string }>('SELECT action FROM staff_audit')).map(
      (row) => row.action,
    );
    expect(actions).toContain('young');
    expect(actions).not.toContain('old');
  });
});

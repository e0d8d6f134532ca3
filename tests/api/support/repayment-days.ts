import { expect } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import type { JobContext, JobHandler } from '../../../server/jobs/job-types.ts';
import { insertSignedOrder, orderState } from './disbursement-fixtures.ts';
import type { SignedOrder } from './disbursement-fixtures.ts';
import type { TestApp } from './harness.ts';

/*
 * Repaying loans for the daily-job tests (late charges, reminders, ops age): a signed order paid
 * out through the sandbox (PAYOUT_DELAY_SECONDS 5), and a job handler run by hand as a second
 * run of the same job would (a retry, or a second instance after a crash).
 */

export async function repayingLoan(
  t: Pick<TestApp, 'app' | 'clock' | 'db'>,
  options: { customerId?: string } = {},
): Promise<SignedOrder> {
  const order = await insertSignedOrder(t, options);
  await t.app.jobs.runDueJobs();
  t.clock.advance(5);
  await t.app.jobs.runDueJobs();
  expect((await orderState(t.db, order.orderId)).status).toBe('repaying');
  return order;
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** Calls a job's handler directly, outside the queue (its dedupe key would stop a second run). */
export function runHandler(
  t: Pick<TestApp, 'clock' | 'db'>,
  handler: JobHandler,
  payload: Record<string, unknown>,
): Promise<void> {
  const context: JobContext = {
    job: {
      id: '0',
      kind: 'by-hand',
      attempt: 1,
      maxAttempts: 1,
      runAt: t.clock.now(),
      createdAt: t.clock.now(),
    },
    db: t.db,
    now: t.clock.now,
    log: silent,
  };
  return handler(payload, context);
}

export interface EntryRow {
  kind: string;
  day: string;
  centavos: number;
}

export const ledgerRows = (db: Db, orderId: string, kinds?: string[]): Promise<EntryRow[]> =>
  db.query<EntryRow>(
    `SELECT kind, day::text AS day, centavos FROM ledger_entries
      WHERE order_id = $1 AND ($2::text[] IS NULL OR kind = ANY($2::text[])) ORDER BY seq`,
    [orderId, kinds ?? null],
  );

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import type { App } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import type { AppConfig, Env } from '../../../server/config.ts';
import type { Db } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import type { LogStream } from '../../../server/lib/logger-options.ts';
import { openPgDb } from '../../../server/db/pg-db.ts';
import { openPgliteDb } from '../../../server/db/pglite-db.ts';
import type { SmsProvider } from '../../../server/sms/sms-provider.ts';
import { createTestDatabase, testDatabaseServer } from './test-database.ts';
import type { TestDatabase } from './test-database.ts';
import { recordIssuedSecrets, testLogLevel, testLogStream } from './test-logs.ts';

/** 10:00 in Manila on a Tuesday. */
export const START = new Date('2026-03-10T02:00:00.000Z');

/** The app's only clock in tests: rules about time are checked by moving it, never by sleeping. */
export class TestClock {
  private ms: number;
  constructor(start: Date = START) {
    this.ms = start.getTime();
  }
  readonly now = (): Date => new Date(this.ms);
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
  set(at: Date | string): void {
    this.ms = new Date(at).getTime();
  }
}

/** A config as a test needs it, built from an env object, never from process.env. */
export function testConfig(env: Env = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    STATIC_DIR: '/nonexistent-static-dir',
    // debug into the run's log folder, scanned after the run (support/test-logs.ts).
    LOG_LEVEL: testLogLevel(),
    RATE_LIMIT_ENABLED: 'false',
    // Every test signs in from one address and one block of numbers: the risk rules across
    // numbers are on only in the tests of those rules (docs/security.md#sms-pumping).
    SMS_RISK_PER_IP: '0',
    SMS_RISK_PER_DEVICE: '0',
    SMS_RISK_PER_BLOCK: '0',
    SMS_HOURLY_BUDGET: '0',
    // Tests run jobs themselves (app.jobs.runDueJobs) with the test clock: no background poller.
    JOBS_ENABLED: 'false',
    OTP_PEPPER: 'test-pepper-test-pepper-test-pepper!',
    ...env,
  });
}

/**
 * One migrated database per test file; every app of the file shares it. In-memory PGlite, or with
 * TEST_DATABASE_URL a fresh database on that PostgreSQL server, dropped by close
 * (docs/architecture.md#tests-on-postgresql).
 */
export function sharedDb(): {
  get: () => Db;
  open: () => Promise<void>;
  close: () => Promise<void>;
} {
  let db: Db | null = null;
  let created: TestDatabase | null = null;
  return {
    get: () => {
      if (!db) throw new Error('sharedDb not opened (call open in beforeAll)');
      return db;
    },
    open: async () => {
      const server = testDatabaseServer();
      if (server) {
        created = await createTestDatabase(server);
        db = openPgDb(created.url);
      } else {
        db = await openPgliteDb('memory://');
      }
      await migrate(db);
    },
    close: async () => {
      await db?.close();
      await created?.drop();
    },
  };
}

let phoneCounter = 0;
/** A fresh, valid number for each test, so tests never share per-phone state. */
export const newPhone = (): string => `+63917${String(1_000_000 + (phoneCounter += 1))}`;

export interface TestApp {
  app: App;
  clock: TestClock;
  config: AppConfig;
  db: Db;
}

export async function createTestApp(options: {
  db: Db;
  env?: Env;
  clock?: TestClock;
  sms?: SmsProvider;
  config?: AppConfig;
  /** Replaces the run's log file as where the app logs (a test reading its own lines). */
  logStream?: LogStream;
}): Promise<TestApp> {
  const clock = options.clock ?? new TestClock();
  const config = options.config ?? testConfig(options.env);
  const logStream = options.logStream ?? testLogStream();
  const app = await buildApp({
    config,
    db: options.db,
    now: clock.now,
    ...(logStream ? { logStream } : { logger: false }),
    ...(options.sms ? { sms: options.sms } : {}),
  });
  recordIssuedSecrets(app);
  await app.ready();
  return { app, clock, config, db: options.db };
}

/**
 * One app over one database (sharedDb) for a whole test file: opened before the first test and
 * closed after the last. Read its parts (t.app, t.clock, …) inside tests, not at import time.
 */
export function useTestApp(options: { env?: Env; logStream?: LogStream } = {}): TestApp {
  const db = sharedDb();
  let current: TestApp | null = null;
  beforeAll(async () => {
    await db.open();
    current = await createTestApp({
      db: db.get(),
      ...(options.env ? { env: options.env } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
  });
  afterAll(async () => {
    await current?.app.close();
    await db.close();
  });
  const get = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app exists only while tests run');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get clock() {
      return get().clock;
    },
    get config() {
      return get().config;
    },
    get db() {
      return get().db;
    },
  };
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse): T =>
  response.json<T>();

/**
 * The database with its transactions' queries passed through `step` first: PGlite has one
 * connection, so a race is staged by acting (or answering) at the exact query where the other
 * side would land. `step` answers rows to stand in for the query, or undefined to run it.
 */
export function interceptedDb(
  raw: Db,
  step: (sql: string, tx: Db) => Promise<unknown[] | undefined> | unknown[] | undefined,
): Db {
  return {
    ...raw,
    transaction: (fn, options) =>
      raw.transaction(
        (tx) =>
          fn({
            ...tx,
            query: (async (sql: string, params?: unknown[]) =>
              (await step(sql, tx)) ?? tx.query(sql, params)) as Db['query'],
          }),
        options,
      ),
  };
}

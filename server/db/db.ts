/**
 * The one database interface of the server. Two implementations run the same SQL: embedded PGlite
 * (default) and node-postgres (DATABASE_URL). Repositories take a Db, so they work the same inside
 * and outside a transaction.
 */
export interface Db {
  /** One statement with $1… parameters; rows come back as plain objects. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction: commit when it resolves, roll back when it throws. Inside, use
   * only `tx`; a nested call joins the outer transaction. With `lock`, the transaction holds that
   * key (lockKey) before `fn` starts; on PostgreSQL it is taken in the same round trip as BEGIN
   * (docs/performance.md#locked-transactions).
   */
  transaction<T>(fn: (tx: Db) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
  /**
   * NOTIFY messages on `channel` from every instance sharing the database, this one included.
   * Absent inside a transaction and on test doubles: whoever needs it then does without.
   */
  listen?(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
}

export interface NotificationHandlers {
  message(payload: string): void;
  /**
   * true once messages are received; false when they may have been missed (the listening
   * connection was lost) until the next true. A reader trusting earlier messages starts over.
   */
  live(isLive: boolean): void;
}

export interface TransactionOptions {
  lock?: LockName;
}

/** A key whose work is serialised across every instance sharing the database (e.g. a phone). */
export interface LockName {
  namespace: string;
  key: string;
}

/** The advisory lock's text: hashtext() of it is the lock. */
export const lockText = ({ namespace, key }: LockName): string => `${namespace}:${key}`;

/** Serialises work on one key (e.g. a phone) across every instance sharing the database. */
export async function lockKey(tx: Db, namespace: string, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockText({ namespace, key })]);
}

/** `fn` in `tx` after taking the option's lock, for adapters that cannot take it with BEGIN. */
export async function lockedThen<T>(
  tx: Db,
  fn: (tx: Db) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  if (options?.lock) await lockKey(tx, options.lock.namespace, options.lock.key);
  return fn(tx);
}

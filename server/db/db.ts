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
   * only `tx`; a nested call joins the outer transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
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

/** Serialises work on one key (e.g. a phone) across every instance sharing the database. */
export async function lockKey(tx: Db, namespace: string, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${namespace}:${key}`]);
}

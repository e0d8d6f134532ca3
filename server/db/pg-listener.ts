import type { Notification } from 'pg';
import type { NotificationHandlers } from './db.ts';
import { databaseErrorSummary } from './unavailable.ts';

/** Waits between attempts to listen again: the database may be restarting. */
const RETRY_MS = [250, 1_000, 5_000, 15_000];

export interface ListenerLogger {
  warn(fields: object, message: string): void;
}

/** The subset of pg.Client a listener uses, so tests can hand in a fake. */
export interface ListenClient {
  connect(): Promise<unknown>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (message: Notification) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
}

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool and loses it). When the
 * connection drops, `live(false)` tells the reader it may miss messages, and the listener
 * connects again until it is stopped; `live(true)` once it listens again
 * (docs/security.md#session-cache).
 */
export async function listenOnOwnConnection(
  newClient: () => ListenClient,
  channel: string,
  handlers: NotificationHandlers,
  log: ListenerLogger,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let current: ListenClient | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;

  const lost = (client: ListenClient, error?: Error): void => {
    if (current !== client) return;
    current = null;
    handlers.live(false);
    if (error) log.warn({ db: databaseErrorSummary(error), channel }, 'notifications lost');
    client.end().catch(() => {});
    schedule();
  };
  const schedule = (): void => {
    if (stopped || retry) return;
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, wait);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const client = newClient();
    current = client;
    client.on('notification', (message) => {
      if (current === client && message.channel === channel)
        handlers.message(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(client, error as Error);
      return;
    }
    if (stopped || current !== client) return;
    failures = 0;
    handlers.live(true);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

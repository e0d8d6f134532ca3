import { randomUUID } from 'node:crypto';
import type { Notification } from 'pg';
import type { NotificationHandlers } from './db.ts';
import { databaseErrorSummary } from './unavailable.ts';

/** Waits between attempts to listen again: the database may be restarting. */
const RETRY_MS = [250, 1_000, 5_000, 15_000];
/** How often the listener proves that a message sent another way still reaches it. */
export const PROBE_EVERY_MS = 10_000;
/** How long a probe may take before the connection is taken for lost. */
export const PROBE_TIMEOUT_MS = 5_000;
/** How long stopping waits for the connection to close before letting it go. */
const END_WAIT_MS = 1_000;
const PROBE_PREFIX = 'probe:';

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

export interface ListenOptions {
  /** Sends `payload` on `channel` by another way than the listening connection (the pool). */
  probe: (channel: string, payload: string) => Promise<unknown>;
  log: ListenerLogger;
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool and loses it), live only
 * while a probe sent through the pool comes back on it, at the start and every PROBE_EVERY_MS: a
 * connection that went silent without closing (a failover, a NAT dropping idle flows) or a pooler
 * that does not pass notifications on raises no error, but loses its probe. When the connection
 * is lost, `live(false)` tells the reader it may miss messages, and the listener connects again
 * until it is stopped (docs/security.md#session-cache).
 */
export async function listenOnOwnConnection(
  newClient: () => ListenClient,
  channel: string,
  handlers: NotificationHandlers,
  options: ListenOptions,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const { log } = options;
  const listenerId = randomUUID();
  let stopped = false;
  let current: ListenClient | null = null;
  let retry: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let failures = 0;
  let probes = 0;
  let pending: { payload: string; done: (arrived: boolean) => void } | null = null;

  const settleProbe = (arrived: boolean): void => {
    const probe = pending;
    pending = null;
    probe?.done(arrived);
  };
  /** Whether a probe sent through the pool arrives on `client` in time. */
  const probeArrives = (client: ListenClient): Promise<boolean> =>
    new Promise((resolve) => {
      if (current !== client || pending) return resolve(current === client);
      const payload = `${PROBE_PREFIX}${listenerId}:${(probes += 1)}`;
      const timer = setTimeout(() => settleProbe(false), PROBE_TIMEOUT_MS);
      timer.unref();
      pending = {
        payload,
        done: (arrived) => {
          clearTimeout(timer);
          resolve(arrived);
        },
      };
      options.probe(channel, payload).catch(() => {
        if (pending?.payload === payload) settleProbe(false);
      });
    });

  const lost = (client: ListenClient, error?: Error): void => {
    if (current !== client) return;
    current = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    settleProbe(false);
    handlers.live(false);
    if (error) log.warn({ db: databaseErrorSummary(error), channel }, 'notifications lost');
    client.end().catch(() => {});
    schedule();
  };
  const schedule = (): void => {
    if (stopped || retry) return;
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  };
  const noProbe = () => new Error('a probe sent through the pool did not arrive');
  const connect = async (): Promise<void> => {
    const client = newClient();
    current = client;
    client.on('notification', (message) => {
      if (current !== client || message.channel !== channel) return;
      const payload = message.payload ?? '';
      // Every instance's probes pass on this channel; only this listener's current one counts.
      if (payload.startsWith(PROBE_PREFIX)) {
        if (payload === pending?.payload) settleProbe(true);
        return;
      }
      handlers.message(payload);
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
    if (!(await probeArrives(client))) return lost(client, noProbe());
    if (stopped || current !== client) return;
    failures = 0;
    handlers.live(true);
    heartbeat = setInterval(() => {
      void probeArrives(client).then((arrived) => {
        if (!arrived) lost(client, noProbe());
      });
    }, PROBE_EVERY_MS);
    heartbeat.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    if (heartbeat) clearInterval(heartbeat);
    settleProbe(false);
    const client = current;
    current = null;
    // A peer that stopped answering would keep end() waiting for its close: shutdown goes on.
    if (client) await Promise.race([client.end().catch(() => {}), wait(END_WAIT_MS)]);
  };
}

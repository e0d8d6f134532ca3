import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROBE_EVERY_MS, PROBE_TIMEOUT_MS, listenOnOwnConnection } from './pg-listener.ts';
import type { ListenClient } from './pg-listener.ts';

class FakeClient extends EventEmitter {
  queries: string[] = [];
  ended = false;
  private readonly failConnect: boolean;
  constructor(failConnect: boolean) {
    super();
    this.failConnect = failConnect;
  }
  async connect(): Promise<void> {
    if (this.failConnect)
      throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
  }
  async query(sql: string): Promise<void> {
    this.queries.push(sql);
  }
  async end(): Promise<void> {
    this.ended = true;
  }
  notify(channel: string, payload: string): void {
    this.emit('notification', { processId: 1, channel, payload });
  }
}

function setUp(failures = 0) {
  const clients: FakeClient[] = [];
  const newClient = (): ListenClient => {
    const client = new FakeClient(clients.length < failures);
    clients.push(client);
    return client as unknown as ListenClient;
  };
  const messages: string[] = [];
  const states: boolean[] = [];
  const warnings: string[] = [];
  /** Whether a probe sent through the pool reaches the newest connection (a silent one: false). */
  let delivering = true;
  const listen = () =>
    listenOnOwnConnection(
      newClient,
      'sessions_ended',
      { message: (m) => messages.push(m), live: (v) => states.push(v) },
      {
        log: { warn: (_fields, message) => warnings.push(message) },
        probe: async (channel, payload) => {
          if (delivering) queueMicrotask(() => clients.at(-1)!.notify(channel, payload));
        },
      },
    );
  return {
    clients,
    messages,
    states,
    warnings,
    listen,
    silence: (silent: boolean) => (delivering = !silent),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('listening on its own connection', () => {
  it('listens, passes on its channel’s messages, and stops', async () => {
    const t = setUp();
    const stop = await t.listen();
    expect(t.clients[0]!.queries).toEqual(['LISTEN sessions_ended']);
    expect(t.states).toEqual([true]);
    t.clients[0]!.notify('sessions_ended', 's:1');
    t.clients[0]!.notify('other', 's:2');
    expect(t.messages).toEqual(['s:1']);

    await stop();
    expect(t.clients[0]!.ended).toBe(true);
    t.clients[0]!.emit('end');
    expect(t.states).toEqual([true]);
  });

  it('says it may miss messages when the connection drops, and listens again', async () => {
    vi.useFakeTimers();
    const t = setUp();
    const stop = await t.listen();
    t.clients[0]!.emit(
      'error',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    );
    expect(t.states).toEqual([true, false]);
    expect(t.warnings).toEqual(['notifications lost']);
    // A message on the old connection is no longer trusted.
    t.clients[0]!.notify('sessions_ended', 's:late');
    expect(t.messages).toEqual([]);

    await vi.advanceTimersByTimeAsync(250);
    expect(t.clients).toHaveLength(2);
    expect(t.states).toEqual([true, false, true]);
    t.clients[1]!.notify('sessions_ended', 's:1');
    expect(t.messages).toEqual(['s:1']);
    await stop();
  });

  it('keeps trying while the database is down, more slowly, and not after it is stopped', async () => {
    vi.useFakeTimers();
    const t = setUp(3);
    const stop = await t.listen();
    expect(t.states).toEqual([false]);
    await vi.advanceTimersByTimeAsync(250);
    expect(t.clients).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(t.clients).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.clients).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(t.clients).toHaveLength(4);
    expect(t.states.at(-1)).toBe(true);

    t.clients[3]!.emit('end');
    await stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.clients).toHaveLength(4);
  });

  it('is live only once a probe comes back, and passes no probe on as a message', async () => {
    vi.useFakeTimers();
    const t = setUp();
    t.silence(true);
    const starting = t.listen();
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    const stop = await starting;
    expect(t.states).toEqual([false]);
    expect(t.warnings).toEqual(['notifications lost']);

    t.silence(false);
    await vi.advanceTimersByTimeAsync(250);
    expect(t.states).toEqual([false, true]);
    // Another instance's probe on the channel is not a message either.
    t.clients[1]!.notify('sessions_ended', 'probe:another-instance:1');
    expect(t.messages).toEqual([]);
    await stop();
  });

  it('takes a connection that went silent without closing for lost, and listens again', async () => {
    vi.useFakeTimers();
    const t = setUp();
    const stop = await t.listen();
    expect(t.states).toEqual([true]);
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(t.states).toEqual([true]);

    t.silence(true);
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS + PROBE_TIMEOUT_MS - 1);
    expect(t.states).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.states).toEqual([true, false]);
    expect(t.clients[0]!.ended).toBe(true);

    t.silence(false);
    await vi.advanceTimersByTimeAsync(250);
    expect(t.states).toEqual([true, false, true]);
    expect(t.clients).toHaveLength(2);
    await stop();
  });

  it('stops even when the connection never closes', async () => {
    const t = setUp();
    const stop = await t.listen();
    t.clients[0]!.end = () => new Promise<void>(() => {});
    const started = Date.now();
    await stop();
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses a channel name it would have to quote', async () => {
    await expect(
      listenOnOwnConnection(
        () => new FakeClient(false) as unknown as ListenClient,
        'a; DROP',
        { message: () => {}, live: () => {} },
        { log: { warn: () => {} }, probe: async () => {} },
      ),
    ).rejects.toThrow('Not a channel name');
  });
});

import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenOnOwnConnection } from './pg-listener.ts';
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
  const listen = () =>
    listenOnOwnConnection(
      newClient,
      'sessions_ended',
      { message: (m) => messages.push(m), live: (v) => states.push(v) },
      { warn: (_fields, message) => warnings.push(message) },
    );
  return { clients, messages, states, warnings, listen };
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

  it('refuses a channel name it would have to quote', async () => {
    await expect(
      listenOnOwnConnection(
        () => new FakeClient(false) as unknown as ListenClient,
        'a; DROP',
        {
          message: () => {},
          live: () => {},
        },
        { warn: () => {} },
      ),
    ).rejects.toThrow('Not a channel name');
  });
});

import { del, delMany, get, set } from 'idb-keyval';
import { isNoAnswerOfOurs } from '@/lib/api/api-error';
import { baseApi } from '@/lib/api/base-api';
import { publishPending } from './pending-signal';

/**
 * Saves made without a network wait here (IndexedDB) and are sent when it returns
 * (docs/offline.md#outbox: KYC drafts may queue; money actions never do). Entries are idempotent
 * PUTs keyed by what they replace, so a later save of the same thing overwrites the earlier one, a
 * save that reached the server online removes its queued copy, and a replay after a crash does no
 * harm.
 */
export type QueuedRequest = {
  url: string;
  method: 'PUT';
  body: unknown;
  /** IndexedDB keys to delete once the server has it (the form's draft). */
  clearOnSent?: string[];
  /**
   * IndexedDB key where the server's final answer (`{status, body}`: accepted or refused) is kept
   * for the form that queued it, when its draft is not enough to show a refusal again (feedback).
   */
  resultKey?: string;
  /** Cache tags to refresh once it is sent (a read mark: the messages and their counts). */
  invalidates?: ApiTag[];
};
type ApiTag = Parameters<typeof baseApi.util.invalidateTags>[0][number];
type Queue = Record<string, QueuedRequest>;

const keyOf = (customerId: string) => `outbox:${customerId}`;

const read = (customerId: string): Promise<Queue> =>
  get<Queue>(keyOf(customerId))
    .then((queue) => queue ?? {})
    .catch(() => ({}));

async function write(customerId: string, queue: Queue): Promise<void> {
  const count = Object.keys(queue).length;
  await (count ? set(keyOf(customerId), queue) : del(keyOf(customerId))).catch(() => undefined);
  publishPending(count);
}

/** Changes the stored queue from its current content, so concurrent changes are not lost. */
let writing: Promise<void> = Promise.resolve();
const update = (customerId: string, change: (queue: Queue) => Queue): Promise<void> =>
  (writing = writing.then(async () => write(customerId, change(await read(customerId)))));

export const queueRequest = (customerId: string, key: string, request: QueuedRequest) =>
  update(customerId, (queue) => ({ ...queue, [key]: request }));

/** The thing was saved online: an older queued copy must never replay over it. */
export const dropRequest = (customerId: string, key: string) =>
  update(customerId, (queue) => {
    const { [key]: _dropped, ...rest } = queue;
    return rest;
  });

export type Session = { customerId: string; token: string };
type Dispatch = (action: unknown) => unknown;

let flushing: Promise<number> | null = null;

/** What the outbox keeps under a request's `resultKey`: the server's status and JSON answer. */
export type QueuedResult = { status: number; body: unknown };

/**
 * Sends what waits, in the order it was queued, and resolves with how many still wait. A refused
 * entry (4xx: the server found a problem) is dropped: its form draft is still on the phone and
 * shows the error when the step is saved again, and a `resultKey` keeps the refusal itself for
 * the form. No answer of ours (none, a captive portal's or gateway's page, a proxy's JSON error),
 * a 5xx, throttling or an ended session stop the flush; the next attempt sends the rest.
 */
export function flushOutbox({ customerId, token }: Session, dispatch: Dispatch): Promise<number> {
  flushing ??= (async () => {
    const queue = await read(customerId);
    const sent: Array<[string, QueuedRequest]> = [];
    for (const [key, request] of Object.entries(queue)) {
      const response = await fetch(`/api${request.url}`, {
        method: request.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(request.body),
      }).catch(() => null);
      const json = /json/.test(response?.headers.get('content-type') ?? '');
      const body: unknown = response && json ? await response.json().catch(() => null) : null;
      // A captive portal's 200 page or a gateway's is not our answer: nothing was sent. Nor is an
      // error in JSON that is not ours (a proxy's 403): the same test as the online save's
      // (isNoAnswerOfOurs, docs/errors.md#network-abnormal), so a refusal of ours alone drops it.
      const ours =
        response !== null &&
        (response.status === 204 ||
          (json &&
            (response.status < 400 || !isNoAnswerOfOurs({ status: response.status, data: body }))));
      const status = response && ours ? response.status : 0;
      if (status === 0 || status >= 500 || status === 401 || status === 429) break;
      if (request.resultKey && response) {
        await set(request.resultKey, { status, body } satisfies QueuedResult).catch(
          () => undefined,
        );
      }
      sent.push([key, request]);
      if (status < 300 && request.clearOnSent?.length) {
        await delMany(request.clearOnSent).catch(() => undefined);
      }
    }
    // Only what was sent leaves the queue, and only if it was not saved again meanwhile.
    await update(customerId, (current) => {
      const rest = { ...current };
      for (const [key, request] of sent)
        if (rest[key] === request || same(rest[key], request)) delete rest[key];
      return rest;
    });
    if (sent.length) {
      const tags = new Set<ApiTag>(['Profile', 'ProfileStatus']);
      for (const [, request] of sent) for (const tag of request.invalidates ?? []) tags.add(tag);
      dispatch(baseApi.util.invalidateTags([...tags]));
    }
    return Object.keys(await read(customerId)).length;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

const same = (a: QueuedRequest | undefined, b: QueuedRequest) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Keeps trying while the phone says it is online but requests fail (a weak signal): after 15 s,
 * then doubling to 5 minutes. Going offline and back online also flushes (app/start-services).
 */
export function retryOutbox(session: Session, dispatch: Dispatch, delayMs = 15_000): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    void flushOutbox(session, dispatch).then((left) => {
      if (left) retryOutbox(session, dispatch, Math.min(delayMs * 2, 300_000));
    });
  }, delayMs);
}

/** Tells the offline banner how much waits, e.g. after a reload. */
export const refreshPending = async (customerId: string): Promise<void> =>
  publishPending(Object.keys(await read(customerId)).length);

/** Sends the queue now and says whether anything is still waiting (e.g. before a submit). */
export const sendWaiting = async (session: Session, dispatch: Dispatch): Promise<boolean> =>
  (await flushOutbox(session, dispatch)) > 0;

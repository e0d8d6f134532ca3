import { del, get, set } from 'idb-keyval';
import { baseApi } from '@/lib/api/base-api';
import { publishPending } from './pending-signal';

/**
 * Saves made while offline wait here (IndexedDB) and are sent when the network returns
 * (DECISIONS §6: KYC drafts may queue; money actions never do). Entries are idempotent PUTs keyed
 * by what they replace, so a later save of the same thing overwrites the earlier one and a replay
 * after a crash does no harm.
 */
export type QueuedRequest = { url: string; method: 'PUT'; body: unknown };
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

export async function queueRequest(
  customerId: string,
  key: string,
  request: QueuedRequest,
): Promise<void> {
  await write(customerId, { ...(await read(customerId)), [key]: request });
}

type Session = { customerId: string; token: string };
type Dispatch = (action: unknown) => unknown;

let flushing: Promise<void> | null = null;

/**
 * Sends what waits, in the order it was queued. A refused entry (4xx: the server found a problem)
 * is dropped: its form draft is still on the phone and shows the error when submitted again.
 * A network failure or 5xx stops the flush; the next `online` event tries again.
 */
export function flushOutbox({ customerId, token }: Session, dispatch: Dispatch): Promise<void> {
  flushing ??= (async () => {
    const queue = await read(customerId);
    const remaining = { ...queue };
    for (const [key, request] of Object.entries(queue)) {
      const status = await fetch(`/api${request.url}`, {
        method: request.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(request.body),
      }).then(
        (response) => response.status,
        () => 0,
      );
      // Offline, server trouble, throttled or signed out: keep the rest for the next attempt.
      if (status === 0 || status >= 500 || status === 401 || status === 429) break;
      delete remaining[key];
    }
    await write(customerId, remaining);
    if (Object.keys(remaining).length < Object.keys(queue).length) {
      dispatch(baseApi.util.invalidateTags(['Profile', 'ProfileStatus']));
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Tells the offline banner how much waits, e.g. after a reload. */
export const refreshPending = async (customerId: string): Promise<void> =>
  publishPending(Object.keys(await read(customerId)).length);

/** Sign-out: nothing of this borrower may stay queued on a shared phone. */
export const clearOutbox = (customerId: string): Promise<void> => write(customerId, {});

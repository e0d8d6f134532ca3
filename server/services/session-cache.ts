import type { SessionRow } from '../repositories/sessions.ts';

/** How long a session read from the database is trusted without asking it again. */
export const SESSION_CACHE_MS = 60_000;
/** Sessions kept at most; the oldest read goes first. */
export const SESSION_CACHE_MAX = 10_000;

/** What a NOTIFY on SESSIONS_ENDED_CHANNEL names: one session, or every session of a customer. */
export type EndedSessions = { sessionId: string } | { customerId: string };

export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';

export function endedSessionsPayload(ended: EndedSessions): string {
  return 'sessionId' in ended ? `s:${ended.sessionId}` : `c:${ended.customerId}`;
}

function parsePayload(payload: string): EndedSessions | null {
  const id = payload.slice(2);
  if (payload.startsWith('s:')) return { sessionId: id };
  if (payload.startsWith('c:')) return { customerId: id };
  return null;
}

/**
 * Live sessions by token hash, so that a signed-in request does not wait on the database to be
 * told who is calling (docs/security.md#session-cache). It is only used while the database's
 * notifications reach this instance: a session ended on any instance is forgotten here when its
 * NOTIFY arrives; while notifications may be missed, nothing is read from or put in the cache.
 */
export function createSessionCache(clock: () => number) {
  const sessions = new Map<string, { row: SessionRow; until: number }>();
  let live = false;
  // Moves on every ended session and every change of `live`: a read that started before an end
  // was announced may have seen the session still live, so it is not kept.
  let generation = 0;

  const ended = (which: EndedSessions): void => {
    generation += 1;
    for (const [key, { row }] of sessions) {
      const gone =
        'sessionId' in which
          ? row.sessionId === which.sessionId
          : row.customerId === which.customerId;
      if (gone) sessions.delete(key);
    }
  };

  return {
    get(key: string): SessionRow | null {
      if (!live) return null;
      const entry = sessions.get(key);
      if (!entry) return null;
      if (entry.until > clock()) return entry.row;
      sessions.delete(key);
      return null;
    },
    /** Taken before reading the database; `put` keeps the row only if nothing ended since. */
    generation: (): number => generation,
    put(key: string, row: SessionRow, readAt: number): void {
      if (!live || readAt !== generation) return;
      sessions.delete(key);
      sessions.set(key, { row, until: clock() + SESSION_CACHE_MS });
      if (sessions.size > SESSION_CACHE_MAX) sessions.delete(sessions.keys().next().value!);
    },
    ended,
    notified(payload: string): void {
      const which = parsePayload(payload);
      if (which) ended(which);
      else {
        // Not ours to read: forgetting everything is always safe.
        generation += 1;
        sessions.clear();
      }
    },
    live(isLive: boolean): void {
      generation += 1;
      live = isLive;
      sessions.clear();
    },
    size: (): number => sessions.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

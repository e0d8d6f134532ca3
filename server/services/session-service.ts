import type { Db } from '../db/db.ts';
import { BEARER_TOKEN_PATTERN, randomToken, sha256 } from '../lib/secrets.ts';
import {
  findLiveSession,
  insertSession,
  notifyChannel,
  revokeCustomerSessions,
  revokeSession,
  touchSession,
} from '../repositories/sessions.ts';
import type { SessionRow } from '../repositories/sessions.ts';
import type { ServiceDeps } from './deps.ts';
import {
  SESSIONS_ENDED_CHANNEL,
  createSessionCache,
  endedSessionsPayload,
} from './session-cache.ts';
import type { EndedSessions } from './session-cache.ts';

/** last_used_at is refreshed at most this often: idle expiry needs minutes, not every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface AuthenticatedCustomer {
  sessionId: string;
  /** Internal: for the services and the database only. */
  customerId: string;
  /** The id the borrower and every API answer see (docs/security.md#customer-ids). */
  publicId: string;
  phone: string;
  createdAt: Date;
}

export function createSessionService({ db, config, now }: ServiceDeps) {
  const idleMs = config.sessionIdleDays * 24 * 60 * 60 * 1000;
  const cache = createSessionCache(() => now().getTime());
  // Without notifications (a test double, a failed LISTEN) the cache stays off: every request asks
  // the database, as before.
  const listening = db
    .listen?.(SESSIONS_ENDED_CHANNEL, { message: cache.notified, live: cache.live })
    .catch(() => null);

  const liveSession = async (tokenHash: Uint8Array): Promise<SessionRow | null> => {
    const key = Buffer.from(tokenHash).toString('hex');
    const cached = cache.get(key);
    if (cached) return cached;
    const generation = cache.generation();
    const session = await findLiveSession(db, tokenHash);
    if (session) cache.put(key, session, generation);
    return session;
  };

  /** Ends sessions on every instance: the NOTIFY goes out when the change commits. */
  const endSessions = async (
    which: EndedSessions,
    change: (tx: Db) => Promise<void>,
  ): Promise<void> => {
    await db.transaction(async (tx) => {
      await change(tx);
      await notifyChannel(tx, SESSIONS_ENDED_CHANNEL, endedSessionsPayload(which));
    });
    // This instance's next request must not wait for the message to come back.
    cache.ended(which);
  };

  return {
    /** A new bearer token; only its SHA-256 is stored. */
    async open(
      tx: Db,
      s: {
        customerId: string;
        appType: number | null;
        userAgent: string | null;
        deviceKey?: Uint8Array | null;
      },
    ): Promise<string> {
      const token = randomToken();
      await insertSession(tx, {
        tokenHash: sha256(token),
        customerId: s.customerId,
        at: now(),
        appType: s.appType,
        userAgent: s.userAgent?.slice(0, 512) ?? null,
        deviceKey: s.deviceKey ?? null,
      });
      return token;
    },

    /** The customer behind a bearer token, or null when it is unknown, revoked or idle too long. */
    async authenticate(token: string): Promise<AuthenticatedCustomer | null> {
      if (!BEARER_TOKEN_PATTERN.test(token)) return null;
      const session = await liveSession(sha256(token));
      if (!session) return null;
      const at = now();
      const idle = at.getTime() - session.lastUsedAt.getTime();
      if (idle >= idleMs) return null;
      if (idle >= TOUCH_EVERY_MS) {
        await touchSession(db, session.sessionId, at);
        session.lastUsedAt = at;
      }
      return {
        sessionId: session.sessionId,
        customerId: session.customerId,
        publicId: session.publicId,
        phone: session.phone,
        createdAt: session.customerCreatedAt,
      };
    },

    revoke: (sessionId: string): Promise<void> =>
      endSessions({ sessionId }, (tx) => revokeSession(tx, sessionId, now())),

    /**
     * Runs `change` and revokes every session of the customer in one transaction, then tells
     * every instance (docs/security.md#session-cache): the account deletion.
     */
    endCustomerSessions: (customerId: string, change: (tx: Db) => Promise<void>): Promise<void> =>
      endSessions({ customerId }, async (tx) => {
        await change(tx);
        await revokeCustomerSessions(tx, customerId, now());
      }),

    /** Settles once the first attempt to listen has ended, whichever way (bounded by the connect timeout). */
    ready: listening?.then(() => {}) ?? Promise.resolve(),

    /** Stops listening for sessions ended elsewhere (before the database closes). */
    close: async (): Promise<void> => {
      const stop = await listening;
      await stop?.();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

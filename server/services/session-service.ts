import type { Db } from '../db/db.ts';
import { BEARER_TOKEN_PATTERN, randomToken, sha256 } from '../lib/secrets.ts';
import {
  findLiveSession,
  insertSession,
  revokeSession,
  touchSession,
} from '../repositories/sessions.ts';
import type { ServiceDeps } from './deps.ts';

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

  return {
    /** A new bearer token; only its SHA-256 is stored. */
    async open(
      tx: Db,
      s: { customerId: string; appType: number | null; userAgent: string | null },
    ): Promise<string> {
      const token = randomToken();
      await insertSession(tx, {
        tokenHash: sha256(token),
        customerId: s.customerId,
        at: now(),
        appType: s.appType,
        userAgent: s.userAgent?.slice(0, 512) ?? null,
      });
      return token;
    },

    /** The customer behind a bearer token, or null when it is unknown, revoked or idle too long. */
    async authenticate(token: string): Promise<AuthenticatedCustomer | null> {
      if (!BEARER_TOKEN_PATTERN.test(token)) return null;
      const session = await findLiveSession(db, sha256(token));
      if (!session) return null;
      const at = now();
      const idle = at.getTime() - session.lastUsedAt.getTime();
      if (idle >= idleMs) return null;
      if (idle >= TOUCH_EVERY_MS) await touchSession(db, session.sessionId, at);
      return {
        sessionId: session.sessionId,
        customerId: session.customerId,
        publicId: session.publicId,
        phone: session.phone,
        createdAt: session.customerCreatedAt,
      };
    },

    revoke: (sessionId: string): Promise<void> => revokeSession(db, sessionId, now()),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

import { AppError } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import {
  findLiveApiKey,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  touchApiKey,
} from '../../repositories/staff-api-keys.ts';
import { findStaffById, lockStaff } from '../../repositories/staff.ts';
import type { ServiceDeps } from '../deps.ts';
import type { StaffActor } from './staff-service.ts';

/** A key's prefix says what it is, so a leaked one is recognised (and never taken for a token). */
export const API_KEY_PREFIX = 'sck_';
const API_KEY_PATTERN = /^sck_[A-Za-z0-9_-]{43}$/;

export const isApiKey = (value: string): boolean => API_KEY_PATTERN.test(value);

/**
 * Staff API keys for automation (docs/desk.md#api-keys): an administrator issues one to a named
 * staff member, it acts with that person's roles while they are active, and is revoked by an
 * administrator. Issue and revocation go to the audit trail.
 */
export function createStaffApiKeys(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const { db, now } = deps;
  return {
    async issue(
      actor: StaffActor,
      staffId: string,
      label: string,
    ): Promise<{ keyId: string; key: string }> {
      const at = now();
      const name = label.trim();
      if (!name || name.length > 80)
        throw new AppError('VALIDATION_FAILED', 'Name the key in up to 80 characters.', {
          field: 'label',
        });
      return db.transaction(async (tx) => {
        const staff = await lockStaff(tx, staffId);
        if (!staff) throw new AppError('NOT_FOUND', 'No such account.');
        if (staff.status !== 'active')
          throw new AppError('FORBIDDEN', 'Only an enrolled, active account gets a key.');
        const key = `${API_KEY_PREFIX}${randomToken()}`;
        const keyId = await insertApiKey(tx, {
          staffId,
          keyHash: sha256(key),
          label: name,
          at,
          createdBy: actor.staffId,
        });
        await insertAuditEntry(tx, {
          at,
          staffId: actor.staffId,
          action: 'staff.api_key_issue',
          recordType: 'staff',
          recordId: staffId,
          detail: { keyId, label: name },
        });
        return { keyId, key };
      });
    },

    list: (staffId: string) => listApiKeys(db, staffId),

    async revoke(actor: StaffActor, staffId: string, keyId: string): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        if (!(await revokeApiKey(tx, staffId, keyId, at)))
          throw new AppError('NOT_FOUND', 'No such key, or it was revoked already.');
        await insertAuditEntry(tx, {
          at,
          staffId: actor.staffId,
          action: 'staff.api_key_revoke',
          recordType: 'staff',
          recordId: staffId,
          detail: { keyId },
        });
      });
    },

    /** The staff member a live key acts for, or null. */
    async authenticate(key: string): Promise<StaffActor | null> {
      if (!isApiKey(key)) return null;
      const row = await findLiveApiKey(db, sha256(key));
      if (!row) return null;
      const staff = await findStaffById(db, row.staffId);
      if (!staff || staff.status !== 'active') return null;
      await touchApiKey(db, row.id, now());
      return {
        staffId: staff.id,
        email: staff.email,
        displayName: staff.displayName,
        roles: staff.roles,
        sessionId: null,
      };
    },
  };
}

export type StaffApiKeys = ReturnType<typeof createStaffApiKeys>;

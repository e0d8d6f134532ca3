import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from '../../lib/password-hash.ts';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import {
  insertPasskey,
  livePasskeys,
  setSessionWebauthnChallenge,
  takeSessionWebauthnChallenge,
} from '../../repositories/staff-passkeys.ts';
import { lockStaff } from '../../repositories/staff.ts';
import type { ServiceDeps } from '../deps.ts';
import { registrationOptions, verifyRegistration } from './passkeys.ts';
import type { DeskSite, WebauthnOptions } from './passkeys.ts';
import { countSignInFailure } from './staff-service.ts';
import type { StaffActor } from './staff-service.ts';

const fromSessionOnly = () =>
  new AppError('FORBIDDEN', 'A passkey is added by its owner, signed in on the desk page.');
const notAdded = () =>
  new AppError('VALIDATION_FAILED', 'The passkey was not added. Try again.', { field: 'passkey' });

/**
 * A passkey added to an enrolled account by its owner (docs/desk.md#passkeys): from a signed-in
 * session, never an API key, and only with the password typed again, so a session left open on a
 * shared laptop cannot give someone else a way in. A wrong password counts as a failed sign-in.
 */
export function createOwnPasskeys({ db, now, config }: Pick<ServiceDeps, 'db' | 'now' | 'config'>) {
  const issuer = `${config.brand.proName} desk`;
  return {
    async options(actor: StaffActor, site: DeskSite): Promise<WebauthnOptions> {
      const sessionId = actor.sessionId;
      if (!sessionId) throw fromSessionOnly();
      return db.transaction(async (tx) => {
        const staff = await lockStaff(tx, actor.staffId);
        if (!staff) throw new AppError('UNAUTHORIZED', 'Sign in again.');
        const options = await registrationOptions(
          site,
          issuer,
          staff,
          await livePasskeys(tx, staff.id),
        );
        await setSessionWebauthnChallenge(tx, sessionId, options.challenge);
        return options;
      });
    },

    async add(
      actor: StaffActor,
      input: { password: string; passkey: RegistrationResponseJSON },
      site: DeskSite,
    ): Promise<void> {
      const sessionId = actor.sessionId;
      if (!sessionId) throw fromSessionOnly();
      const at = now();
      await db
        .transaction(async (tx) => {
          const staff = await lockStaff(tx, actor.staffId);
          if (!staff?.passwordHash) throw new AppError('UNAUTHORIZED', 'Sign in again.');
          if (!(await verifyPassword(input.password, staff.passwordHash))) {
            await countSignInFailure(
              tx,
              staff.email,
              at,
              staff,
              'password',
              'staff.passkey_add_failed',
            );
            return 'wrongPassword';
          }
          const challenge = await takeSessionWebauthnChallenge(tx, sessionId);
          const passkey = challenge
            ? await verifyRegistration(site, challenge, input.passkey)
            : null;
          if (!passkey) throw notAdded();
          try {
            await insertPasskey(tx, { staffId: staff.id, ...passkey, at });
          } catch (error) {
            if (uniqueViolation(error, 'staff_passkeys_credential_id_key')) throw notAdded();
            throw error;
          }
          await insertAuditEntry(tx, {
            at,
            staffId: staff.id,
            action: 'staff.passkey_add',
            recordType: 'staff',
            recordId: staff.id,
            detail: { via: 'session' },
          });
          return 'added';
        })
        .then((outcome) => {
          // Refused after the transaction commits, so the failure it counted stays counted.
          if (outcome === 'wrongPassword')
            throw new AppError('VALIDATION_FAILED', 'That password is not right.', {
              field: 'password',
            });
        });
    },
  };
}

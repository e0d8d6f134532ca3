import { AppError } from '../../errors.ts';
import { passwordProblem } from '../../domain/desk/password-policy.ts';
import type { PasswordProblem } from '../../domain/desk/password-policy.ts';
import { isStaffRole } from '../../domain/desk/roles.ts';
import type { StaffRole } from '../../domain/desk/roles.ts';
import {
  EMAIL_PATTERN,
  ENROLMENT_LINK_MS,
  SIGN_IN_CHALLENGE_MS,
  lockedUntil,
  normalEmail,
  sessionEnd,
} from '../../domain/desk/staff-rules.ts';
import type { Db } from '../../db/db.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { seal, unseal } from '../../lib/seal.ts';
import { newTotpSecret, otpauthUri, verifyTotp } from '../../lib/totp.ts';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import {
  activateStaff,
  countActiveAdministrators,
  disableStaff,
  endSessionsBefore,
  endStaffSession,
  findEnrolment,
  findLiveStaffSession,
  findSignInChallenge,
  findStaffByEmail,
  insertEnrolment,
  insertSignInChallenge,
  insertStaff,
  insertStaffSession,
  listStaff,
  lockAdministrators,
  lockSignInThrottle,
  lockStaff,
  resetStaffFactors,
  setEnrolmentTotp,
  setEnrolmentWebauthnChallenge,
  setSignInThrottle,
  setStaffRoles,
  setTotpLastStep,
  touchStaffSession,
  useEnrolment,
  useSignInChallenge,
} from '../../repositories/staff.ts';
import type { ChallengeRow, StaffRow } from '../../repositories/staff.ts';
import {
  insertPasskey,
  livePasskeys,
  recordPasskeyUse,
} from '../../repositories/staff-passkeys.ts';
import type { ServiceDeps } from '../deps.ts';
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from './passkeys.ts';
import type { DeskSite, WebauthnOptions } from './passkeys.ts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { resolveDeskKey } from './desk-key.ts';

/** Who is acting on the desk: a signed-in staff member (or their API key). */
export interface StaffActor {
  staffId: string;
  email: string;
  displayName: string;
  roles: StaffRole[];
  /** Null for an API key. */
  sessionId: string | null;
}

/** One entry of the audit trail about a staff account (docs/desk.md#audit-trail). */
function auditStaff(
  tx: Db,
  at: Date,
  by: string | null,
  action: string,
  staffId: string,
  detail?: Record<string, unknown>,
): Promise<void> {
  return insertAuditEntry(tx, {
    at,
    staffId: by,
    action,
    recordType: 'staff',
    recordId: staffId,
    ...(detail ? { detail } : {}),
  });
}

/**
 * One more wrong password or code for the e-mail typed, and the lock it may bring. Counted by
 * e-mail, account or not, so a lock tells nothing about which addresses exist. `action` names the
 * step that failed in the audit trail (a sign-in, or adding a passkey).
 */
export async function countSignInFailure(
  tx: Db,
  email: string,
  at: Date,
  staff: Pick<StaffRow, 'id'> | null,
  factor: string,
  action = 'staff.sign_in_failed',
): Promise<number> {
  const throttle = await lockSignInThrottle(tx, email, at);
  const failures = throttle.failures + 1;
  await setSignInThrottle(tx, email, { failures, lockedUntil: lockedUntil(failures, at), at });
  if (staff) await auditStaff(tx, at, staff.id, action, staff.id, { factor, failures });
  return failures;
}

/** A TOTP key is sealed for one account: a sealed value copied to another row does not open. */
const totpPurpose = (staffId: string) => `staff.totp:${staffId}`;

/** Account creation and the command line's first administrator, one at a time. */
const STAFF_CREATE_LOCK = { namespace: 'desk', key: 'staff-create' };

const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  TOO_SHORT: 'Use at least 12 characters: a few words you will remember make a good one.',
  TOO_LONG: 'Use at most 128 characters.',
  COMMON: 'That password is too common. Choose one nobody would guess.',
  CONTAINS_EMAIL: 'Do not use your e-mail name in your password.',
};

const wrongSignIn = () => new AppError('UNAUTHORIZED', 'The e-mail or password is not right.');
const wrongCode = () =>
  new AppError('WRONG_CODE', 'That code is not right. Enter the one showing now.', {
    field: 'code',
  });

type Created = { staffId: string; enrolmentToken: string; expiresAt: Date };

/** Staff accounts, enrolment, sign-in and sessions (docs/desk.md#sign-in). */
export function createStaffService(deps: Pick<ServiceDeps, 'db' | 'now' | 'config'>) {
  const { db, now, config } = deps;
  let key: Promise<Buffer> | null = null;
  // A failed read is tried again next time, not kept.
  const deskKey = () =>
    (key ??= resolveDeskKey(config).catch((error: unknown) => {
      key = null;
      throw error;
    }));
  const issuer = `${config.brand.proName} desk`;

  const actorOf = (staff: StaffRow, sessionId: string | null): StaffActor => ({
    staffId: staff.id,
    email: staff.email,
    displayName: staff.displayName,
    roles: staff.roles,
    sessionId,
  });

  /** A one-time link's token for `staffId`, replacing any earlier one. */
  async function newEnrolmentLink(tx: Db, staffId: string, at: Date) {
    const enrolmentToken = randomToken();
    const expiresAt = new Date(at.getTime() + ENROLMENT_LINK_MS);
    await insertEnrolment(tx, { staffId, tokenHash: sha256(enrolmentToken), at, expiresAt });
    return { enrolmentToken, expiresAt };
  }

  /** The enrolment a token opens, or the refusal a person can act on. */
  async function openEnrolment(tx: Db, token: string, at: Date) {
    const enrolment = await findEnrolment(tx, sha256(token));
    if (
      !enrolment ||
      enrolment.usedAt ||
      enrolment.replacedAt ||
      enrolment.expiresAt.getTime() <= at.getTime()
    )
      throw new AppError(
        'LINK_EXPIRED',
        'This enrolment link has expired or was used. Ask an administrator for a new one.',
      );
    const staff = await lockStaff(tx, enrolment.staffId);
    if (!staff || staff.status === 'disabled')
      throw new AppError('LINK_EXPIRED', 'This account is disabled.');
    return { staff, enrolment };
  }

  /**
   * The second step of a sign-in, whatever the factor: the challenge must be live and unused,
   * the e-mail not locked; `proves` checks the factor. Right, the challenge is used, the wrong
   * tries are forgotten and a session opens; wrong, it counts towards the lock.
   */
  async function secondStep(
    input: { challengeToken: string; userAgent: string | null },
    factor: 'passkey' | 'totp',
    proves: (tx: Db, staff: StaffRow, challenge: ChallengeRow, at: Date) => Promise<boolean>,
  ): Promise<{ sessionToken: string; staff: StaffActor }> {
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const challenge = await findSignInChallenge(tx, sha256(input.challengeToken));
      if (!challenge || challenge.usedAt || challenge.expiresAt.getTime() <= at.getTime())
        return { error: new AppError('CODE_EXPIRED', 'Sign in again: that took too long.') };
      const staff = await lockStaff(tx, challenge.staffId);
      if (!staff || staff.status !== 'active') return { error: wrongSignIn() };
      const throttle = await lockSignInThrottle(tx, staff.email, at);
      if (throttle.lockedUntil && throttle.lockedUntil.getTime() > at.getTime())
        return { error: lockError(throttle.lockedUntil, at) };
      if (!(await proves(tx, staff, challenge, at))) {
        await countSignInFailure(tx, staff.email, at, staff, factor);
        return {
          error:
            factor === 'totp'
              ? wrongCode()
              : new AppError('WRONG_CODE', 'The passkey did not sign you in. Try again.', {
                  field: 'passkey',
                }),
        };
      }
      await useSignInChallenge(tx, challenge.id, at);
      await setSignInThrottle(tx, staff.email, { failures: 0, lockedUntil: null, at });
      const sessionToken = randomToken();
      await insertStaffSession(tx, {
        staffId: staff.id,
        tokenHash: sha256(sessionToken),
        at,
        userAgent: input.userAgent,
      });
      await auditStaff(tx, at, staff.id, 'staff.sign_in', staff.id, { factor });
      return { sessionToken, staff: actorOf(staff, null) };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome;
  }

  /** Nobody may leave the desk without an administrator who can sign in. */
  async function refuseLastAdministrator(tx: Db, staffId: string) {
    const others = (await lockAdministrators(tx)).filter((id) => id !== staffId);
    if (!others.length)
      throw new AppError('FORBIDDEN', 'This is the last administrator: make another one first.');
  }

  return {
    /**
     * A new account, invited: the enrolment link's token is returned to hand over. `by` null is
     * the command line (docs/desk.md#first-administrator): an administrator only, and only
     * while none can sign in; an invited one it made before gets a new link.
     */
    async createStaff(input: {
      email: string;
      displayName: string;
      roles: readonly string[];
      by: StaffActor | null;
    }): Promise<Created> {
      const email = normalEmail(input.email);
      if (!EMAIL_PATTERN.test(email))
        throw new AppError('VALIDATION_FAILED', 'Enter a valid e-mail address.', {
          field: 'email',
        });
      const displayName = input.displayName.trim();
      if (!displayName || displayName.length > 80)
        throw new AppError('VALIDATION_FAILED', 'Enter a name of up to 80 characters.', {
          field: 'displayName',
        });
      const roles = [...new Set(input.roles)];
      if (!roles.length || !roles.every(isStaffRole))
        throw new AppError('VALIDATION_FAILED', 'Choose at least one role.', { field: 'roles' });
      if (input.by === null && !roles.includes('admin'))
        throw new AppError('VALIDATION_FAILED', 'The command line makes administrators only.', {
          field: 'roles',
        });
      const at = now();
      const taken = () =>
        new AppError('VALIDATION_FAILED', 'That e-mail already has an account.', {
          field: 'email',
        });
      try {
        return await db.transaction(
          async (tx) => {
            if (input.by === null && (await countActiveAdministrators(tx)) > 0)
              throw new AppError(
                'FORBIDDEN',
                'An administrator exists: create accounts in the desk.',
              );
            const existing = await findStaffByEmail(tx, email);
            if (existing && input.by === null && existing.status === 'invited') {
              // The command line's earlier administrator never enrolled: a new link for them.
              const link = await newEnrolmentLink(tx, existing.id, at);
              await auditStaff(tx, at, null, 'staff.enrolment_link', existing.id);
              return { staffId: existing.id, ...link };
            }
            if (existing) throw taken();
            const staffId = await insertStaff(tx, {
              email,
              displayName,
              roles: roles as StaffRole[],
              at,
              createdBy: input.by?.staffId ?? null,
            });
            const link = await newEnrolmentLink(tx, staffId, at);
            await auditStaff(tx, at, input.by?.staffId ?? null, 'staff.create', staffId, {
              email,
              roles,
            });
            return { staffId, ...link };
          },
          { lock: STAFF_CREATE_LOCK },
        );
      } catch (error) {
        if (uniqueViolation(error, 'staff_email')) throw taken();
        throw error;
      }
    },

    /**
     * The enrolment page's first step: the link checked, and the TOTP key to save, made on the
     * first opening and kept sealed on the link (the same key if the page is opened again) until
     * a code proves the app saved it.
     */
    async startEnrolment(
      token: string,
      site: DeskSite,
    ): Promise<{
      email: string;
      displayName: string;
      totpSecret: string;
      otpauthUri: string;
      passkeyOptions: WebauthnOptions;
    }> {
      const at = now();
      const key = await deskKey();
      return db.transaction(async (tx) => {
        const { staff, enrolment } = await openEnrolment(tx, token, at);
        let secret = enrolment.totpPendingSealed
          ? unseal(key, totpPurpose(staff.id), enrolment.totpPendingSealed)
          : null;
        if (!secret) {
          secret = newTotpSecret();
          await setEnrolmentTotp(tx, enrolment.id, seal(key, totpPurpose(staff.id), secret));
        }
        // A fresh challenge each opening: the last page opened is the one that registers.
        const passkeyOptions = await registrationOptions(
          site,
          issuer,
          staff,
          await livePasskeys(tx, staff.id),
        );
        await setEnrolmentWebauthnChallenge(tx, enrolment.id, passkeyOptions.challenge);
        return {
          email: staff.email,
          displayName: staff.displayName,
          totpSecret: secret,
          otpauthUri: otpauthUri(secret, staff.email, issuer),
          passkeyOptions,
        };
      });
    },

    /**
     * The password and a second factor, proven: a passkey the device registered, or the first
     * code of the authenticator app (or both). The account becomes active.
     */
    async finishEnrolment(
      input: {
        token: string;
        password: string;
        totpCode?: string | undefined;
        passkey?: RegistrationResponseJSON | undefined;
      },
      site: DeskSite,
    ): Promise<void> {
      if (!input.totpCode && !input.passkey)
        throw new AppError('VALIDATION_FAILED', 'Add a passkey or enter a code from the app.', {
          field: 'totpCode',
        });
      const at = now();
      const key = await deskKey();
      // Hashed before the transaction (a tenth of a second), checked against the policy inside.
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const { staff, enrolment } = await openEnrolment(tx, input.token, at);
        const problem = passwordProblem(input.password, staff.email);
        if (problem)
          throw new AppError('VALIDATION_FAILED', PASSWORD_MESSAGES[problem], {
            field: 'password',
          });
        let totpSealed: string | null = null;
        let totpLastStep: number | null = null;
        if (input.totpCode) {
          const sealed = enrolment.totpPendingSealed;
          const secret = sealed ? unseal(key, totpPurpose(staff.id), sealed) : null;
          if (!sealed || !secret)
            throw new AppError('VALIDATION_FAILED', 'Open the enrolment link again.', {
              field: 'totpCode',
            });
          totpLastStep = verifyTotp(secret, input.totpCode, at, null);
          if (totpLastStep === null)
            throw new AppError('WRONG_CODE', 'That code is not right. Enter the one showing now.', {
              field: 'totpCode',
            });
          totpSealed = sealed;
        }
        const factors: string[] = totpSealed ? ['totp'] : [];
        if (input.passkey) {
          const passkey = enrolment.webauthnChallenge
            ? await verifyRegistration(site, enrolment.webauthnChallenge, input.passkey)
            : null;
          if (!passkey)
            throw new AppError('VALIDATION_FAILED', 'The passkey was not added. Try again.', {
              field: 'passkey',
            });
          try {
            await insertPasskey(tx, { staffId: staff.id, ...passkey, at });
          } catch (error) {
            // A credential id already known (another account's, or one a reset removed): the
            // browser chose it, so it is the answer that is wrong.
            if (uniqueViolation(error, 'staff_passkeys_credential_id_key'))
              throw new AppError('VALIDATION_FAILED', 'The passkey was not added. Try again.', {
                field: 'passkey',
              });
            throw error;
          }
          factors.push('passkey');
        }
        await activateStaff(tx, { id: staff.id, passwordHash, totpSealed, totpLastStep });
        await useEnrolment(tx, enrolment.id, at);
        await auditStaff(tx, at, staff.id, 'staff.enrol', staff.id, { factors });
      });
    },

    /**
     * Sign-in's first step: e-mail and password. Right, it gives a short-lived challenge for the
     * second factor and says which the account has (a passkey's options with it). Every answer
     * costs one password hash, and wrong tries lock by the e-mail typed, so neither the time nor
     * a lock tells whether an address has an account.
     */
    async signInWithPassword(
      input: { email: string; password: string },
      site: DeskSite,
    ): Promise<{
      challengeToken: string;
      factors: ('passkey' | 'totp')[];
      passkeyOptions?: WebauthnOptions;
    }> {
      const at = now();
      const email = normalEmail(input.email);
      const found = await findStaffByEmail(db, email);
      const usable = found?.status === 'active' && found.passwordHash ? found : null;
      const right = await verifyPassword(
        input.password,
        usable?.passwordHash ?? (await decoyHash()),
      );
      const outcome = await db.transaction(async (tx) => {
        const throttle = await lockSignInThrottle(tx, email, at);
        if (throttle.lockedUntil && throttle.lockedUntil.getTime() > at.getTime())
          return { error: lockError(throttle.lockedUntil, at) };
        const staff = usable ? await lockStaff(tx, usable.id) : null;
        // The hash checked above must still be the account's: a reset in between voids it.
        if (
          !staff ||
          !right ||
          staff.status !== 'active' ||
          staff.passwordHash !== usable?.passwordHash
        ) {
          await countSignInFailure(tx, email, at, staff, 'password');
          return { error: wrongSignIn() };
        }
        const passkeys = await livePasskeys(tx, staff.id);
        const passkeyOptions = passkeys.length
          ? await authenticationOptions(site, passkeys)
          : undefined;
        const challengeToken = randomToken();
        await insertSignInChallenge(tx, {
          staffId: staff.id,
          tokenHash: sha256(challengeToken),
          at,
          expiresAt: new Date(at.getTime() + SIGN_IN_CHALLENGE_MS),
          webauthnChallenge: passkeyOptions?.challenge ?? null,
        });
        const factors: ('passkey' | 'totp')[] = [];
        if (passkeyOptions) factors.push('passkey');
        if (staff.totpSealed) factors.push('totp');
        return { challengeToken, factors, ...(passkeyOptions ? { passkeyOptions } : {}) };
      });
      // Thrown after the commit, so the failure's count is kept.
      if ('error' in outcome) throw outcome.error;
      return outcome;
    },

    /** Sign-in's second step with the authenticator app's code. Gives the session's token. */
    signInWithTotp: (input: { challengeToken: string; code: string; userAgent: string | null }) =>
      secondStep(input, 'totp', async (tx, staff, _challenge, at) => {
        if (!staff.totpSealed) return false;
        const secret = unseal(await deskKey(), totpPurpose(staff.id), staff.totpSealed);
        const step = secret ? verifyTotp(secret, input.code, at, staff.totpLastStep) : null;
        if (step === null) return false;
        await setTotpLastStep(tx, staff.id, step);
        return true;
      }),

    /** Sign-in's second step with a passkey: its signature over the challenge. */
    signInWithPasskey: (
      input: {
        challengeToken: string;
        response: AuthenticationResponseJSON;
        userAgent: string | null;
      },
      site: DeskSite,
    ) =>
      secondStep(input, 'passkey', async (tx, staff, challenge, at) => {
        if (!challenge.webauthnChallenge) return false;
        const passkey = (await livePasskeys(tx, staff.id)).find(
          (p) => p.credentialId === input.response.id,
        );
        if (!passkey) return false;
        const count = await verifyAuthentication(
          site,
          challenge.webauthnChallenge,
          input.response,
          passkey,
        );
        if (count === null) return false;
        await recordPasskeyUse(tx, passkey.id, count, at);
        return true;
      }),

    /** The signed-in staff member of a session cookie, or null; a live one is kept alive. */
    async authenticate(sessionToken: string): Promise<StaffActor | null> {
      const at = now();
      const session = await findLiveStaffSession(db, sha256(sessionToken));
      if (!session) return null;
      const end = sessionEnd(
        {
          createdAt: session.createdAt,
          lastUsedAt: session.lastUsedAt,
          validFrom: session.staff.sessionsValidFrom,
        },
        at,
      );
      if (end) {
        await endStaffSession(db, session.sessionId, at);
        return null;
      }
      await touchStaffSession(db, session.sessionId, at);
      return actorOf(session.staff, session.sessionId);
    },

    /** Ends the session of a cookie a browser still sends as it signs in again. */
    async endSessionOfToken(sessionToken: string): Promise<void> {
      const session = await findLiveStaffSession(db, sha256(sessionToken));
      if (session) await endStaffSession(db, session.sessionId, now());
    },

    async signOut(actor: StaffActor): Promise<void> {
      if (!actor.sessionId) return;
      const at = now();
      await db.transaction(async (tx) => {
        await endStaffSession(tx, actor.sessionId as string, at);
        await auditStaff(tx, at, actor.staffId, 'staff.sign_out', actor.staffId);
      });
    },

    async signOutEverywhere(actor: StaffActor): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        await endSessionsBefore(tx, actor.staffId, at);
        await auditStaff(tx, at, actor.staffId, 'staff.sign_out_everywhere', actor.staffId);
      });
    },

    listStaff: () => listStaff(db),

    /** A new one-time link for an account (docs/desk.md#staff-accounts): its factors reset. */
    async newEnrolmentLink(
      actor: StaffActor,
      staffId: string,
    ): Promise<{ enrolmentToken: string; expiresAt: Date }> {
      const at = now();
      return db.transaction(async (tx) => {
        const staff = await lockStaff(tx, staffId);
        if (!staff) throw new AppError('NOT_FOUND', 'No such account.');
        // A reset administrator cannot sign in until they enrol again.
        if (staff.roles.includes('admin') && staff.status === 'active')
          await refuseLastAdministrator(tx, staff.id);
        await resetStaffFactors(tx, staff.id, at);
        const link = await newEnrolmentLink(tx, staff.id, at);
        await auditStaff(tx, at, actor.staffId, 'staff.enrolment_link', staff.id);
        return link;
      });
    },

    async disableStaff(actor: StaffActor, staffId: string): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const staff = await lockStaff(tx, staffId);
        if (!staff) throw new AppError('NOT_FOUND', 'No such account.');
        if (staff.status === 'disabled') return;
        if (staff.roles.includes('admin')) await refuseLastAdministrator(tx, staff.id);
        await disableStaff(tx, staff.id, at);
        await auditStaff(tx, at, actor.staffId, 'staff.disable', staff.id);
      });
    },

    async setRoles(actor: StaffActor, staffId: string, roles: readonly string[]): Promise<void> {
      const wanted = [...new Set(roles)];
      if (!wanted.length || !wanted.every(isStaffRole))
        throw new AppError('VALIDATION_FAILED', 'Choose at least one role.', { field: 'roles' });
      const at = now();
      await db.transaction(async (tx) => {
        const staff = await lockStaff(tx, staffId);
        if (!staff) throw new AppError('NOT_FOUND', 'No such account.');
        if (staff.roles.includes('admin') && !wanted.includes('admin'))
          await refuseLastAdministrator(tx, staff.id);
        await setStaffRoles(tx, staff.id, wanted);
        await auditStaff(tx, at, actor.staffId, 'staff.roles', staff.id, {
          from: staff.roles,
          to: wanted,
        });
      });
    },
  };
}

function lockError(until: Date, at: Date): AppError {
  return new AppError('SECURITY_LOCKED', 'Too many wrong tries. Try again later.', {
    retryAfterSeconds: Math.ceil((until.getTime() - at.getTime()) / 1000),
  });
}

export type StaffService = ReturnType<typeof createStaffService>;

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
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { seal, unseal } from '../../lib/seal.ts';
import { newTotpSecret, otpauthUri, verifyTotp } from '../../lib/totp.ts';
import { insertAuditEntry } from '../../repositories/staff-audit.ts';
import {
  activateStaff,
  countAdministrators,
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
  lockStaff,
  setEnrolmentTotp,
  setSignInFailures,
  setTotpLastStep,
  touchStaffSession,
  useEnrolment,
  useSignInChallenge,
} from '../../repositories/staff.ts';
import type { StaffRow } from '../../repositories/staff.ts';
import type { ServiceDeps } from '../deps.ts';
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

const TOTP_PURPOSE = 'staff.totp';

const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  TOO_SHORT: 'Use at least 12 characters: a few words you will remember make a good one.',
  TOO_LONG: 'Use at most 128 characters.',
  COMMON: 'That password is too common. Choose one nobody would guess.',
  CONTAINS_EMAIL: 'Do not use your e-mail name in your password.',
};

const wrongSignIn = () => new AppError('UNAUTHORIZED', 'The e-mail or password is not right.');

/** Staff accounts, enrolment, sign-in and sessions (docs/desk.md#sign-in). */
export function createStaffService(deps: Pick<ServiceDeps, 'db' | 'now' | 'config'>) {
  const { db, now, config } = deps;
  let key: Promise<Buffer> | null = null;
  const deskKey = () => (key ??= resolveDeskKey(config));
  const issuer = `${config.brand.proName} desk`;

  const actorOf = (staff: StaffRow, sessionId: string | null): StaffActor => ({
    staffId: staff.id,
    email: staff.email,
    displayName: staff.displayName,
    roles: staff.roles,
    sessionId,
  });

  /** A one-time link's token for `staffId`, replacing any earlier one. */
  async function newEnrolmentToken(tx: typeof db, staffId: string, at: Date): Promise<string> {
    const token = randomToken();
    await insertEnrolment(tx, {
      staffId,
      tokenHash: sha256(token),
      at,
      expiresAt: new Date(at.getTime() + ENROLMENT_LINK_MS),
    });
    return token;
  }

  return {
    /**
     * A new account, invited: the enrolment link's token is returned to hand over. `by` null is
     * the command line, allowed only while no administrator exists.
     */
    async createStaff(input: {
      email: string;
      displayName: string;
      roles: readonly string[];
      by: StaffActor | null;
    }): Promise<{ staffId: string; enrolmentToken: string; expiresAt: Date }> {
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
      const at = now();
      return db.transaction(async (tx) => {
        if (input.by === null && (await countAdministrators(tx)) > 0)
          throw new AppError('FORBIDDEN', 'An administrator exists: create accounts in the desk.');
        if (await findStaffByEmail(tx, email))
          throw new AppError('VALIDATION_FAILED', 'That e-mail already has an account.', {
            field: 'email',
          });
        const staffId = await insertStaff(tx, {
          email,
          displayName,
          roles: roles as StaffRole[],
          at,
          createdBy: input.by?.staffId ?? null,
        });
        const enrolmentToken = await newEnrolmentToken(tx, staffId, at);
        await insertAuditEntry(tx, {
          at,
          staffId: input.by?.staffId ?? null,
          action: 'staff.create',
          recordType: 'staff',
          recordId: staffId,
          detail: { email, roles },
        });
        return {
          staffId,
          enrolmentToken,
          expiresAt: new Date(at.getTime() + ENROLMENT_LINK_MS),
        };
      });
    },

    /**
     * The enrolment page's first step: the link checked, and a TOTP key made for it (kept sealed
     * on the link until a code proves the app saved it).
     */
    async startEnrolment(token: string): Promise<{
      email: string;
      displayName: string;
      totpSecret: string;
      otpauthUri: string;
    }> {
      const at = now();
      const secret = newTotpSecret();
      const sealed = seal(await deskKey(), TOTP_PURPOSE, secret);
      return db.transaction(async (tx) => {
        const { staff, enrolmentId } = await openEnrolment(tx, token, at);
        await setEnrolmentTotp(tx, enrolmentId, sealed);
        return {
          email: staff.email,
          displayName: staff.displayName,
          totpSecret: secret,
          otpauthUri: otpauthUri(secret, staff.email, issuer),
        };
      });
    },

    /** The password and the first code from the authenticator: the account becomes active. */
    async finishEnrolment(input: {
      token: string;
      password: string;
      totpCode: string;
    }): Promise<void> {
      const at = now();
      const key = await deskKey();
      // Hashed before the transaction (a tenth of a second), checked against the policy inside.
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const { staff, enrolmentId, totpPendingSealed } = await openEnrolment(tx, input.token, at);
        const problem = passwordProblem(input.password, staff.email);
        if (problem)
          throw new AppError('VALIDATION_FAILED', PASSWORD_MESSAGES[problem], {
            field: 'password',
          });
        const secret = totpPendingSealed ? unseal(key, TOTP_PURPOSE, totpPendingSealed) : null;
        if (!secret)
          throw new AppError('VALIDATION_FAILED', 'Open the enrolment link again.', {
            field: 'totpCode',
          });
        const step = verifyTotp(secret, input.totpCode, at, null);
        if (step === null)
          throw new AppError('WRONG_CODE', 'That code is not right. Enter the one showing now.', {
            field: 'totpCode',
          });
        await activateStaff(tx, {
          id: staff.id,
          passwordHash,
          totpSealed: totpPendingSealed,
          totpLastStep: step,
        });
        await useEnrolment(tx, enrolmentId, at);
        await insertAuditEntry(tx, {
          at,
          staffId: staff.id,
          action: 'staff.enrol',
          recordType: 'staff',
          recordId: staff.id,
          detail: { factor: 'totp' },
        });
      });
    },

    /**
     * Sign-in's first step: e-mail and password. Right, it gives a short-lived challenge for the
     * second factor; wrong, it counts towards the lockout, and an unknown e-mail takes as long.
     */
    async signInWithPassword(input: {
      email: string;
      password: string;
    }): Promise<{ challengeToken: string; factors: ['totp'] }> {
      const at = now();
      const staff = await findStaffByEmail(db, normalEmail(input.email));
      if (!staff || staff.status !== 'active' || !staff.passwordHash) {
        await verifyPassword(input.password, await decoyHash());
        throw wrongSignIn();
      }
      refuseWhileLocked(staff, at);
      const right = await verifyPassword(input.password, staff.passwordHash);
      return db
        .transaction(async (tx) => {
          const locked = await lockStaff(tx, staff.id);
          if (!locked) throw wrongSignIn();
          refuseWhileLocked(locked, at);
          if (!right) {
            await countFailure(tx, locked, at, 'password');
            return { failed: true as const };
          }
          const challengeToken = randomToken();
          await insertSignInChallenge(tx, {
            staffId: staff.id,
            tokenHash: sha256(challengeToken),
            at,
            expiresAt: new Date(at.getTime() + SIGN_IN_CHALLENGE_MS),
          });
          return { failed: false as const, challengeToken };
        })
        .then((outcome) => {
          // Thrown after the commit, so the failure's count is kept.
          if (outcome.failed) throw wrongSignIn();
          return { challengeToken: outcome.challengeToken, factors: ['totp'] };
        });
    },

    /** Sign-in's second step: the authenticator's code. Gives the session's token. */
    async signInWithTotp(input: {
      challengeToken: string;
      code: string;
      userAgent: string | null;
    }): Promise<{ sessionToken: string; staff: StaffActor }> {
      const at = now();
      const key = await deskKey();
      const outcome = await db.transaction(async (tx) => {
        const challenge = await findSignInChallenge(tx, sha256(input.challengeToken));
        if (!challenge || challenge.usedAt || challenge.expiresAt.getTime() <= at.getTime())
          return { error: new AppError('CODE_EXPIRED', 'Sign in again: that took too long.') };
        const staff = await lockStaff(tx, challenge.staffId);
        if (!staff || staff.status !== 'active' || !staff.totpSealed)
          return { error: wrongSignIn() };
        const lock = lockError(staff, at);
        if (lock) return { error: lock };
        const secret = unseal(key, TOTP_PURPOSE, staff.totpSealed);
        const step = secret ? verifyTotp(secret, input.code, at, staff.totpLastStep) : null;
        if (step === null) {
          await countFailure(tx, staff, at, 'totp');
          return {
            error: new AppError(
              'WRONG_CODE',
              'That code is not right. Enter the one showing now.',
              {
                field: 'code',
              },
            ),
          };
        }
        await useSignInChallenge(tx, challenge.id, at);
        await setTotpLastStep(tx, staff.id, step);
        const sessionToken = randomToken();
        await insertStaffSession(tx, {
          staffId: staff.id,
          tokenHash: sha256(sessionToken),
          at,
          userAgent: input.userAgent,
        });
        await insertAuditEntry(tx, {
          at,
          staffId: staff.id,
          action: 'staff.sign_in',
          recordType: 'staff',
          recordId: staff.id,
          detail: { factor: 'totp' },
        });
        return { sessionToken, staff: actorOf(staff, null) };
      });
      if ('error' in outcome) throw outcome.error;
      return outcome;
    },

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

    listStaff: () => listStaff(db),

    async signOut(actor: StaffActor): Promise<void> {
      if (!actor.sessionId) return;
      const at = now();
      await db.transaction(async (tx) => {
        await endStaffSession(tx, actor.sessionId as string, at);
        await insertAuditEntry(tx, {
          at,
          staffId: actor.staffId,
          action: 'staff.sign_out',
          recordType: 'staff',
          recordId: actor.staffId,
        });
      });
    },

    async signOutEverywhere(actor: StaffActor): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        await endSessionsBefore(tx, actor.staffId, at);
        await insertAuditEntry(tx, {
          at,
          staffId: actor.staffId,
          action: 'staff.sign_out_everywhere',
          recordType: 'staff',
          recordId: actor.staffId,
        });
      });
    },
  };

  /** The enrolment a token opens, or the refusal a person can act on. */
  async function openEnrolment(tx: typeof db, token: string, at: Date) {
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
    return { staff, enrolmentId: enrolment.id, totpPendingSealed: enrolment.totpPendingSealed };
  }

  async function countFailure(tx: typeof db, staff: StaffRow, at: Date, factor: string) {
    const failures = staff.failedSignIns + 1;
    await setSignInFailures(tx, staff.id, failures, lockedUntil(failures, at));
    await insertAuditEntry(tx, {
      at,
      staffId: staff.id,
      action: 'staff.sign_in_failed',
      recordType: 'staff',
      recordId: staff.id,
      detail: { factor, failures },
    });
  }
}

function lockError(staff: StaffRow, at: Date): AppError | null {
  if (!staff.lockedUntil || staff.lockedUntil.getTime() <= at.getTime()) return null;
  return new AppError('SECURITY_LOCKED', 'Too many wrong tries. Try again later.', {
    retryAfterSeconds: Math.ceil((staff.lockedUntil.getTime() - at.getTime()) / 1000),
  });
}

function refuseWhileLocked(staff: StaffRow, at: Date): void {
  const error = lockError(staff, at);
  if (error) throw error;
}

export type StaffService = ReturnType<typeof createStaffService>;

import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { PhotoKind, ProfileStatusView, ProfileView } from '../../contract/profile/api.ts';
import type { ProfileContext } from '../../contract/profile/rules.ts';
import { detailsSchemaOf } from '../../contract/profile/details.ts';
import { makeChangeBankSchema } from '../../contract/profile/schemas.ts';
import type { AddressInfo, BankDetails } from '../../contract/profile/schemas.ts';
import type { FormSection } from '../../contract/profile/sections.ts';
import { lockKey } from '../db/db.ts';
import type { Db, TransactionOptions } from '../db/db.ts';
import { AppError } from '../errors.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { manilaDate } from '../../contract/calendar.ts';
import { isKnownPlace } from '../lib/places.ts';
import {
  hasApprovedApplication,
  hasLockingApplication,
  insertApplication,
  latestApplication,
} from '../repositories/applications.ts';
import { findCurrentPhoto } from '../repositories/photos.ts';
import { insertMessage } from '../repositories/messages.ts';
import { findOpenOrder, replacePayoutAccount } from '../repositories/orders.ts';
import {
  findSection,
  readSectionSave,
  recordSectionHistory,
  settledLoans,
  upsertSection,
} from '../repositories/profiles.ts';
import { CREDIT_DECISION_JOB, DECISION_MAX_ATTEMPTS } from './credit-decision.ts';
import type { ServiceDeps } from './deps.ts';
import { retryAfterBankChange } from './disbursement/payout-attempts.ts';
import { toPhotoView } from './photo-service.ts';
import { PROFILE_LOCK_NAMESPACE, requireLiveCustomer } from './account/live-customer.ts';
import { readProfileState } from '../repositories/profile-state.ts';
import type { PhotoService } from './photo-service.ts';
import { applicationPhotoStillRejected, profileStatusView, profileView } from './profile-view.ts';
import { withSectionSchemas } from './section-schemas.ts';
import type { ProfileState } from './profile-view.ts';

/** Who is asking: the signed-in customer, and the session (recorded with replaced data). */
export interface ProfileCaller {
  customerId: string;
  /** E.164: contacts must differ from it. */
  phone: string;
  sessionId: string;
}

/** Serialises every write to one customer's profile and applications, across instances. */
export const LOCK_NAMESPACE = PROFILE_LOCK_NAMESPACE;
/** One change to a borrower's profile at a time, across instances. */
const profileLock = (customerId: string): TransactionOptions => ({
  lock: { namespace: LOCK_NAMESPACE, key: customerId },
});

const locked = () =>
  new AppError('PROFILE_LOCKED', 'The application is under review or approved: nothing to edit');

/**
 * A decision reads the profile it was asked about: My profile's changes wait for it
 * (docs/profile.md#my-profile).
 */
const underReview = () =>
  new AppError(
    'APPLICATION_UNDER_REVIEW',
    'The application is under review: change the e-mail or address after the decision',
  );

/**
 * The order stopped waiting for a new account between the read and the write (cancelled by an
 * operator): no new account, no payout, and the borrower is told why.
 */
const payoutNoLongerFailed = () =>
  new AppError(
    'PAYOUT_RETRY_CLOSED',
    'The order is no longer waiting for a new payout account: nothing was changed',
  );

/** The first zod issue as the API's refusal: the message id and the field path (`contacts.1.phone`). */
export function validationError(error: z.ZodError): AppError {
  const [issue] = error.issues;
  const field = issue?.path.map(String).join('.') ?? '';
  return new AppError(
    'VALIDATION_FAILED',
    issue?.message ?? 'Invalid request',
    field ? { field } : {},
  );
}

export function createProfileService(deps: ServiceDeps, photos: PhotoService) {
  const { db, config, now } = deps;

  const context = (caller: ProfileCaller): ProfileContext => ({
    rules: config.profileRules,
    today: manilaDate(now()),
    registeredPhone: caller.phone,
  });

  /**
   * The open order whose payout failed: the borrower re-enters the bank
   * (docs/loans.md#disbursement).
   */
  const failedPayoutOrder = async (tx: Db, customerId: string) => {
    const open = await findOpenOrder(tx, customerId);
    return open?.status === 'disbursementFailed' ? open : null;
  };

  /**
   * A borrower who repaid a loan (and was approved) may change the bank here
   * (docs/profile.md#bank-change).
   */
  const isRepeatBorrower = async (tx: Db, customerId: string): Promise<boolean> =>
    (await settledLoans(tx, customerId)) >= 1 && (await hasApprovedApplication(tx, customerId));

  /** In one statement (docs/performance.md#one-statement-views), the rules of the readers named there. */
  async function readState(tx: Db, customerId: string): Promise<ProfileState> {
    const rows = await readProfileState(tx, customerId);
    const photo = (kind: PhotoKind) => {
      const row = rows.photos.find((r) => r.kind === kind);
      return row ? toPhotoView(row) : null;
    };
    const payoutFailed = rows.openOrderStatus === 'disbursementFailed';
    // A borrower who repaid a loan (and was approved) may change the bank
    // (docs/profile.md#bank-change); so may one whose payout failed.
    const repeatBorrower = rows.settledLoans >= 1 && rows.everApproved;
    return {
      sections: rows.sections,
      photos: { idDocument: photo('idDocument'), face: photo('face') },
      latest: rows.latest,
      locked: rows.locked,
      canChangeBank: payoutFailed || repeatBorrower,
      payoutFailed,
    };
  }

  const view = async (tx: Db, caller: ProfileCaller): Promise<ProfileView> =>
    profileView(await readState(tx, caller.customerId), context(caller));

  // No new identity or face photo once the application is under review or approved.
  photos.addUploadGuard(async (tx, { customerId }) => {
    await lockKey(tx, LOCK_NAMESPACE, customerId);
    return (await hasLockingApplication(tx, customerId)) ? locked() : null;
  });

  return {
    view: (caller: ProfileCaller): Promise<ProfileView> => view(db, caller),

    async status(caller: ProfileCaller): Promise<ProfileStatusView> {
      return profileStatusView(await readState(db, caller.customerId), context(caller));
    },

    /** Validates with the caller's context and saves; the replaced version is kept once applied. */
    async saveSection(
      caller: ProfileCaller,
      section: FormSection,
      body: unknown,
    ): Promise<ProfileView> {
      const parsed = withSectionSchemas(context(caller), (schemas) =>
        schemas[section].safeParse(body),
      );
      if (!parsed.success) throw validationError(parsed.error);
      if (section === 'address') checkPlace(parsed.data as AddressInfo);

      return db.transaction(async (tx) => {
        await requireLiveCustomer(tx, caller.customerId);
        const saved = await readSectionSave(tx, caller.customerId, section);
        if (saved.locked) throw locked();
        if (section === 'identity') await requireNewIdPhoto(tx, caller.customerId);
        const at = now();
        const { previous } = saved;
        if (previous && saved.applied) {
          await recordSectionHistory(tx, {
            customerId: caller.customerId,
            previous,
            replacedAt: at,
            sessionId: caller.sessionId,
            reason: 'edit',
          });
        }
        await upsertSection(tx, { customerId: caller.customerId, section, data: parsed.data, at });
        return view(tx, caller);
      }, profileLock(caller.customerId));
    },

    /** A complete profile becomes an application under review; the decision job is queued. */
    async submit(caller: ProfileCaller): Promise<ProfileView> {
      const { customerId } = caller;
      return db.transaction(async (tx) => {
        await requireLiveCustomer(tx, customerId);
        const at = now();
        const state = await readState(tx, customerId);
        if (state.locked) throw locked();
        const { latest } = state;
        if (
          latest?.status === 'rejected' &&
          latest.reapplyOn &&
          latest.reapplyOn > manilaDate(at)
        ) {
          throw new AppError(
            'APPLICATION_REFUSED',
            `Personal info not eligible: apply again on or after ${latest.reapplyOn}`,
          );
        }
        const missing = profileView(state, context(caller)).nextSection;
        if (missing) {
          throw new AppError('PROFILE_INCOMPLETE', `Complete the ${missing} section first`, {
            field: missing,
          });
        }
        const applicationId = randomUUID();
        await insertApplication(tx, { id: applicationId, customerId, at });
        await enqueueJob(
          tx,
          {
            kind: CREDIT_DECISION_JOB,
            payload: { applicationId },
            dedupeKey: applicationId,
            runAt: new Date(at.getTime() + config.creditDecision.delaySeconds * 1000),
            // A borrower waits on this: keep trying through an outage (backoff caps at an hour,
            // so about two days) rather than leave the application under review for good.
            maxAttempts: DECISION_MAX_ATTEMPTS,
          },
          at,
        );
        await insertMessage(tx, {
          customerId,
          kind: 'applicationReceived',
          params: { applicationId },
          at,
        });
        return view(tx, caller);
      }, profileLock(customerId));
    },

    /**
     * My profile: a new e-mail or address, also after the application was approved; refused
     * while one is under review. What changed is saved, the replaced version kept with the
     * session that replaced it (docs/profile.md#my-profile).
     */
    async changeDetails(caller: ProfileCaller, body: unknown): Promise<ProfileView> {
      const { customerId } = caller;
      const parsed = withSectionSchemas(context(caller), (schemas) =>
        detailsSchemaOf(schemas).safeParse(body),
      );
      if (!parsed.success) throw validationError(parsed.error);
      const { email, ...address } = parsed.data;
      checkPlace(address);

      return db.transaction(async (tx) => {
        await requireLiveCustomer(tx, customerId);
        const state = await readState(tx, customerId);
        if (state.latest?.status === 'underReview') throw underReview();
        const saved = (section: FormSection) =>
          state.sections.find((row) => row.section === section) ?? null;
        const contact = saved('basic2');
        const place = saved('address');
        // Only completes what the application asked: before its sections exist, the borrower
        // fills them in the application (the other contact fields are not asked here).
        if (!contact || !place) {
          const missing = contact ? 'address' : 'basic2';
          throw new AppError('PROFILE_INCOMPLETE', `Complete the ${missing} section first`, {
            field: missing,
          });
        }
        const at = now();
        const changes = [
          { previous: contact, data: { ...contact.data, email } },
          { previous: place, data: address },
        ].filter(({ previous, data }) => !sameData(previous.data, data));
        for (const { previous, data } of changes) {
          if (state.latest) {
            await recordSectionHistory(tx, {
              customerId,
              previous,
              replacedAt: at,
              sessionId: caller.sessionId,
              reason: 'edit',
            });
          }
          await upsertSection(tx, { customerId, section: previous.section, data, at });
        }
        return view(tx, caller);
      }, profileLock(customerId));
    },

    /**
     * Repeat borrowers, or a borrower whose payout failed: a different payout account; the old
     * one is kept (docs/profile.md#bank-change).
     */
    async changeBank(caller: ProfileCaller, body: unknown): Promise<ProfileView> {
      const { customerId } = caller;
      return db.transaction(async (tx) => {
        await requireLiveCustomer(tx, customerId);
        const current = await findSection(tx, customerId, 'bank');
        const failed = await failedPayoutOrder(tx, customerId);
        const allowed =
          current !== null && (failed !== null || (await isRepeatBorrower(tx, customerId)));
        if (!allowed) {
          throw new AppError(
            'CHANGE_BANK_NOT_ALLOWED',
            'Only a borrower who has repaid a loan can change the payout account',
          );
        }
        const schema = makeChangeBankSchema(context(caller), current.data as BankDetails);
        const parsed = schema.safeParse(body);
        if (!parsed.success) throw validationError(parsed.error);
        const at = now();
        await recordSectionHistory(tx, {
          customerId,
          previous: current,
          replacedAt: at,
          sessionId: caller.sessionId,
          reason: failed ? 'payoutRetry' : 'bankChange',
        });
        await upsertSection(tx, { customerId, section: 'bank', data: parsed.data, at });
        if (failed) {
          // Compare-and-set on the order's status: an operator may have cancelled it since it was
          // read. Then nothing is rewritten (the throw rolls the section back too) and the
          // borrower is not told a payout is on its way (docs/loans.md#disbursement).
          const retried =
            (await replacePayoutAccount(tx, {
              orderId: failed.id,
              payoutAccount: parsed.data,
              at,
            })) && (await retryAfterBankChange(tx, { orderId: failed.id, customerId, at }));
          if (!retried) throw payoutNoLongerFailed();
        }
        return view(tx, caller);
      }, profileLock(customerId));
    },
  };
}

/** Field by field, whatever order the stored JSON's keys came back in. */
function sameData(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/**
 * An unreadable ID photo is corrected by a new photo: saving the section while the photo the
 * decision was made on is still the current one would change nothing, so it is refused at the
 * photo (docs/profile.md#saving-and-review).
 */
async function requireNewIdPhoto(tx: Db, customerId: string): Promise<void> {
  const latest = await latestApplication(tx, customerId);
  if (latest?.correctionReason !== 'identityPhoto') return;
  const photo = await findCurrentPhoto(tx, customerId, 'idDocument');
  if (applicationPhotoStillRejected(latest, 'idDocument', photo?.createdAt)) {
    throw new AppError(
      'IDENTITY_VERIFICATION_FAILED',
      'The ID photo the decision was made on is still the current one: upload a new photo first',
      { field: 'idDocumentPhoto' },
    );
  }
}

/** The three PSGC codes must name a barangay of that city of that province. */
function checkPlace(address: AddressInfo): void {
  if (!isKnownPlace(address)) {
    throw new AppError('VALIDATION_FAILED', 'validation.barangay.required', {
      field: 'barangayCode',
    });
  }
}

export type ProfileService = ReturnType<typeof createProfileService>;

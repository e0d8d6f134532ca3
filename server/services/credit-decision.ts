import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isLanguage } from '../../contract/language.ts';
import { ageOn } from '../../contract/profile/rules.ts';
import type { BasicInfo, IdentityInfo, WorkInfo } from '../../contract/profile/schemas.ts';
import type { Db } from '../db/db.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import type { JobHandler } from '../jobs/job-types.ts';
import { addDays, DAY_MS, manilaDate } from '../../contract/calendar.ts';
import {
  claimDecisionSms,
  countDecided,
  decideApplication,
  findDecisionRecipient,
  lockUnderReview,
} from '../repositories/applications.ts';
import type { Application, Decision } from '../repositories/applications.ts';
import { grantWelcomeCoupon } from '../repositories/coupons.ts';
import { couponGrantedMessage, grantDueCampaignCoupons } from './coupons/campaign-grants.ts';
import { insertMessage } from '../repositories/messages.ts';
import type { MessageKind, MessageParams } from '../repositories/messages.ts';
import { listSections, settledLoans } from '../repositories/profiles.ts';
import { decisionSmsText } from '../sms/decision-text.ts';
import type { ServiceDeps } from './deps.ts';
import { scoreApplication } from '../domain/scorecard.ts';
import type { ScorecardResult } from '../domain/scorecard.ts';

/** Attempts of a decision job before it is given up (and logged as an error for operators). */
export const DECISION_MAX_ATTEMPTS = 60;

export const CREDIT_DECISION_JOB = 'credit-decision';
/** The SMS goes out in a job of its own, after the decision commits (no lock held over a gateway). */
export const DECISION_SMS_JOB = 'decision-sms';

const payloadSchema = z.object({ applicationId: z.uuid() });

/**
 * Sandbox only, and only on a customer's first decision: the last character of the ID number
 * forces an outcome, so testers reach every state (server/README.md, "Sandbox outcomes").
 */
export const SANDBOX_OUTCOMES: Record<string, 'rejected' | 'identityPhoto' | 'authInfo'> = {
  '1': 'rejected',
  '2': 'identityPhoto',
  '3': 'authInfo',
};

const CORRECTIONS = {
  identityPhoto: { reason: 'identityPhoto', section: 'identity', field: 'idDocumentPhoto' },
  authInfo: { reason: 'authInfo', section: 'identity', field: 'idNumber' },
} as const;

interface Profile {
  basic: BasicInfo;
  work: WorkInfo;
  identity: IdentityInfo;
}

async function readProfile(tx: Db, application: Application): Promise<Profile> {
  const rows = await listSections(tx, application.customerId);
  const data = (section: string) => rows.find((row) => row.section === section)?.data;
  const [basic, work, identity] = [data('basic'), data('work'), data('identity')];
  // Submit checks completeness and editing is locked since: reaching this is a bug, so retry/fail.
  if (!basic || !work || !identity) {
    throw new Error(`Application ${application.id}: profile sections missing`);
  }
  return {
    basic: basic as BasicInfo,
    work: work as WorkInfo,
    identity: identity as IdentityInfo,
  };
}

export function createCreditDecision({ db, config, now, sms }: ServiceDeps) {
  const { reapplyDays, scorecard } = config.creditDecision;

  function score(profile: Profile, settled: number, today: string): ScorecardResult {
    const { work } = profile;
    const payCycle =
      work.employmentType === 'employed' || work.employmentType === 'contract'
        ? work.payCycle
        : null;
    return scoreApplication(
      {
        age: ageOn(profile.basic.birthDate, today),
        employmentType: work.employmentType,
        incomeBand: work.incomeBand,
        payCycle,
        settledLoans: settled,
      },
      scorecard,
      config.profileRules,
    );
  }

  /**
   * The first approval brings one withdrawal coupon (WELCOME_COUPON_CENTAVOS; 0: none), told in a
   * couponGranted message like every other grant (docs/coupons.md#welcome-coupon).
   */
  async function grantWelcome(tx: Db, customerId: string, at: Date): Promise<void> {
    const { centavos, days } = config.loan.welcomeCoupon;
    if (centavos <= 0) return;
    const coupon = {
      id: randomUUID(),
      type: 'withdrawal' as const,
      deductionCentavos: centavos,
      validUntil: new Date(at.getTime() + days * DAY_MS),
    };
    const granted = await grantWelcomeCoupon(tx, {
      id: coupon.id,
      customerId,
      centavos,
      validUntil: coupon.validUntil,
      at,
    });
    if (granted) await insertMessage(tx, couponGrantedMessage(customerId, coupon, at));
  }

  /** Decides one application. Idempotent: nothing happens unless it is still under review. */
  const decide: JobHandler = async (payload, { log }) => {
    const { applicationId } = payloadSchema.parse(payload);
    const outcome = await db.transaction(async (tx) => {
      const application = await lockUnderReview(tx, applicationId);
      if (!application) return null;
      const at = now();
      const today = manilaDate(at);
      const profile = await readProfile(tx, application);
      const result = score(profile, await settledLoans(tx, application.customerId), today);

      const first = (await countDecided(tx, application.customerId)) === 0;
      const forced =
        config.sandboxEnabled && first
          ? SANDBOX_OUTCOMES[profile.identity.idNumber.slice(-1)]
          : undefined;
      let decision: Decision;
      if (forced === 'rejected' || (!forced && result.decision === 'rejected')) {
        decision = { status: 'rejected', reapplyOn: addDays(today, reapplyDays) };
      } else if (forced) {
        decision = { status: 'needsCorrection', correction: CORRECTIONS[forced] };
      } else {
        decision = { status: 'approved', quotaCentavos: result.quotaCentavos! };
      }
      const source = forced ? 'sandbox' : 'scorecard';
      const decided = await decideApplication(tx, {
        id: application.id,
        decision,
        at,
        source,
        scorecard: { ...result, ...(forced ? { sandboxOutcome: forced } : {}) },
      });
      if (!decided) return null;
      if (decision.status === 'approved') {
        await grantWelcome(tx, application.customerId, at);
        // Campaigns for approved borrowers start now (docs/coupons.md#campaigns).
        await grantDueCampaignCoupons(tx, config, application.customerId, at);
      }
      await insertMessage(tx, {
        customerId: application.customerId,
        ...message(decision, application.id),
        at,
      });
      await enqueueJob(
        tx,
        { kind: DECISION_SMS_JOB, payload: { applicationId }, dedupeKey: applicationId },
        at,
      );
      return { status: decision.status, source };
    });
    if (outcome) log.info({ applicationId, ...outcome }, 'credit decision');
  };

  /** Tells the borrower (in their language) that the decision is ready; never says which. */
  const notify: JobHandler = async (payload) => {
    const { applicationId } = payloadSchema.parse(payload);
    const recipient = await findDecisionRecipient(db, applicationId);
    if (!recipient || recipient.application.status === 'underReview') return;
    // At most once: claimed before sending, so a retry after a timeout or a crash stays silent
    // (home and the message centre show the decision either way).
    if (!(await claimDecisionSms(db, applicationId, now()))) return;
    const language = isLanguage(recipient.language) ? recipient.language : 'en';
    await sms.sendText({
      phone: recipient.phone,
      text: decisionSmsText(language, config.brand.proName, config.brand.proWebsite),
    });
  };

  return { decide, notify };
}

function message(
  decision: Decision,
  applicationId: string,
): { kind: MessageKind; params: MessageParams } {
  switch (decision.status) {
    case 'approved':
      return {
        kind: 'applicationApproved',
        params: { applicationId, quotaCentavos: decision.quotaCentavos },
      };
    case 'rejected':
      return {
        kind: 'applicationRejected',
        params: { applicationId, reapplyOn: decision.reapplyOn },
      };
    case 'needsCorrection':
      return {
        kind: 'applicationNeedsCorrection',
        params: { applicationId, ...decision.correction },
      };
  }
}

export type CreditDecision = ReturnType<typeof createCreditDecision>;

/** Registers the decision and its SMS with the job runner (app.ts, once the jobs plugin is up). */
export function registerCreditDecisionJobs(
  jobs: { registerHandler: (kind: string, handler: JobHandler) => void },
  creditDecision: CreditDecision,
): void {
  jobs.registerHandler(CREDIT_DECISION_JOB, creditDecision.decide);
  jobs.registerHandler(DECISION_SMS_JOB, creditDecision.notify);
}

import { z } from 'zod';
import { isLanguage } from '../../contract/language.ts';
import { ageOn } from '../../contract/profile/rules.ts';
import type { BasicInfo, IdentityInfo, WorkInfo } from '../../contract/profile/schemas.ts';
import type { Db } from '../db/db.ts';
import type { JobHandler } from '../jobs/job-types.ts';
import { addDays, manilaDate } from '../../contract/calendar.ts';
import {
  claimDecisionSms,
  countDecided,
  decideApplication,
  findDecisionRecipient,
  lockUnderReview,
} from '../repositories/applications.ts';
import type { Application, Decision } from '../repositories/applications.ts';
import { findMatches, queueForReview } from '../repositories/review-queue.ts';
import { reviewReasons } from '../domain/review-rule.ts';
import { currentApplicationReview } from './application-review.ts';
import { CORRECTIONS } from '../domain/corrections.ts';
import { createDecisionEffects, DECISION_SMS_JOB } from './decision-effects.ts';
import { listSections, settledLoans } from '../repositories/profiles.ts';
import { decisionSmsText } from '../sms/decision-text.ts';
import type { ServiceDeps } from './deps.ts';
import { scoreApplication } from '../domain/scorecard.ts';
import type { ScorecardResult } from '../domain/scorecard.ts';

/** Attempts of a decision job before it is given up (and logged as an error for operators). */
export const DECISION_MAX_ATTEMPTS = 60;

export const CREDIT_DECISION_JOB = 'credit-decision';
export { DECISION_SMS_JOB };

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
  const announce = createDecisionEffects({ config });

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

  /** Decides one application. Idempotent: nothing happens unless it is still under review. */
  const decide: JobHandler = async (payload, { log }) => {
    const { applicationId } = payloadSchema.parse(payload);
    const outcome = await db.transaction(async (tx) => {
      const application = await lockUnderReview(tx, applicationId, false);
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
      const review = forced ? null : await currentApplicationReview(tx, config);
      if (review && review.mode !== 'auto') {
        const matched =
          review.mode === 'risky' && (await findMatches(tx, application.customerId)).length > 0;
        const reasons = reviewReasons(review.mode, review.margin, result, matched);
        if (reasons.length > 0) {
          // Stays under review for a person; the breakdown is what they decide on.
          const queued = await queueForReview(tx, {
            id: application.id,
            at,
            reasons,
            scorecard: result,
          });
          return queued ? { status: 'queued' as const, reasons } : null;
        }
      }
      let decision: Decision;
      if (forced === 'rejected' || (!forced && result.decision === 'rejected')) {
        decision = {
          status: 'rejected',
          reapplyOn: addDays(today, reapplyDays),
          refusalReason: 'criteria',
        };
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
      await announce(tx, application, decision, at);
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

export type CreditDecision = ReturnType<typeof createCreditDecision>;

/** Registers the decision and its SMS with the job runner (app.ts, once the jobs plugin is up). */
export function registerCreditDecisionJobs(
  jobs: { registerHandler: (kind: string, handler: JobHandler) => void },
  creditDecision: CreditDecision,
): void {
  jobs.registerHandler(CREDIT_DECISION_JOB, creditDecision.decide);
  jobs.registerHandler(DECISION_SMS_JOB, creditDecision.notify);
}

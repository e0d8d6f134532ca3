import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { DAY_MS } from '../../contract/calendar.ts';
import type { Application, Decision } from '../repositories/applications.ts';
import { grantWelcomeCoupon } from '../repositories/coupons.ts';
import { insertMessage } from '../repositories/messages.ts';
import type { MessageKind, MessageParams } from '../repositories/messages.ts';
import { couponGrantedMessage, grantDueCampaignCoupons } from './coupons/campaign-grants.ts';
import type { ServiceDeps } from './deps.ts';

/** The decision's SMS goes out in a job of its own, after the decision commits. */
export const DECISION_SMS_JOB = 'decision-sms';

/**
 * What follows a decision, whoever made it (the scorecard, the sandbox, a reviewer), in the
 * decision's transaction: the welcome coupon and campaigns on an approval, the message, the SMS.
 */
export function createDecisionEffects({ config }: Pick<ServiceDeps, 'config'>) {
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

  return async function announce(
    tx: Db,
    application: Pick<Application, 'id' | 'customerId'>,
    decision: Decision,
    at: Date,
  ): Promise<void> {
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
      {
        kind: DECISION_SMS_JOB,
        payload: { applicationId: application.id },
        dedupeKey: application.id,
      },
      at,
    );
  };
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
        params: {
          applicationId,
          reapplyOn: decision.reapplyOn,
          refusalReason: decision.refusalReason,
        },
      };
    case 'needsCorrection':
      return {
        kind: 'applicationNeedsCorrection',
        params: { applicationId, ...decision.correction },
      };
  }
}

import type { CollectionsProvider } from '../collections/collections-provider.ts';
import { createCollectionsProvider } from '../collections/create-collections-provider.ts';
import { createSandboxCheckoutBook } from '../repositories/sandbox-checkouts.ts';
import { createPayoutProvider } from '../payouts/create-payout-provider.ts';
import { createSandboxPayoutBook } from '../repositories/sandbox-payouts.ts';
import { createPhotoStore } from '../storage/create-object-store.ts';
import { createCaptchaService } from './captcha-service.ts';
import { createCreditDecision } from './credit-decision.ts';
import { createAuditTrail } from './desk/audit-trail.ts';
import { createJobsDesk } from './desk/jobs-desk.ts';
import { createReviewDesk } from './desk/review-desk.ts';
import { createSettingsDesk } from './desk/settings-desk.ts';
import { createOwnPasskeys } from './desk/own-passkeys.ts';
import { createBorrowerDesk } from './desk/borrower-desk.ts';
import { createDeskToday } from './desk/today.ts';
import type { ServiceDeps } from './deps.ts';
import { createLoginService } from './login-service.ts';
import { createMessageService } from './messages/message-service.ts';
import { createDisbursement } from './disbursement/disbursement.ts';
import { createPayoutDesk } from './desk/payout-desk.ts';
import { createCollectionsDesk } from './desk/collections-desk.ts';
import { createLoanService } from './orders/loan-service.ts';
import { createOtpService } from './otp-service.ts';
import { createPhotoService } from './photo-service.ts';
import { createProfileService } from './profile-service.ts';
import { createRateCounters } from './rate-counters.ts';
import type { CountersLog } from './rate-counters.ts';
import { createRepayment } from './repayment/repayment-service.ts';
import { createSandboxCheckoutService } from './sandbox-checkout.ts';
import { createSandboxOutbox } from './sandbox-outbox.ts';
import { createSessionService } from './session-service.ts';
import { createSmsRisk } from './sms-risk.ts';
import { createLoanDays } from './repayment/loan-days.ts';
import { createRetention } from './retention.ts';
import { createCouponService } from './coupons/coupon-service.ts';
import { createCareService } from './care/care-service.ts';
import { createAccountService } from './account/account-service.ts';
import { createHomeScreenBonusService } from './coupons/home-screen-bonus.ts';
import { createStaffApiKeys } from './desk/api-keys.ts';
import { createStaffService } from './desk/staff-service.ts';

/** The rules of the server, wired once per app. */
export function createServices(
  deps: ServiceDeps,
  providers: { collections?: CollectionsProvider | undefined },
  log: CountersLog,
) {
  const captchas = createCaptchaService(deps);
  const rateCounters = createRateCounters(deps, log);
  const sessions = createSessionService(deps);
  const photoStore = createPhotoStore(deps.config.photoStore);
  const photos = createPhotoService(deps, photoStore);
  const repayment = createRepayment(
    deps,
    providers.collections ??
      createCollectionsProvider(deps.config, {
        now: deps.now,
        sandboxBook: createSandboxCheckoutBook(deps.db),
      }),
  );
  const disbursement = createDisbursement(
    deps,
    createPayoutProvider(deps.config, deps.now, createSandboxPayoutBook(deps.db)),
    repayment,
  );
  return {
    rateCounters,
    captchas,
    sessions,
    otp: createOtpService(deps, captchas, createSmsRisk(deps.config, rateCounters)),
    login: createLoginService(deps, captchas, sessions),
    photos,
    profile: createProfileService(deps, photos),
    creditDecision: createCreditDecision(deps),
    loan: createLoanService(deps),
    repayment,
    messages: createMessageService(deps),
    sandboxOutbox: createSandboxOutbox(deps),
    loanDays: createLoanDays(deps),
    retention: createRetention(deps, photoStore),
    coupons: createCouponService(deps),
    care: createCareService(deps, photoStore),
    account: createAccountService(deps, sessions, photoStore),
    homeScreenBonus: createHomeScreenBonusService(deps),
    /** The lender's desk: staff accounts and sessions (docs/desk.md). */
    staff: createStaffService(deps),
    staffApiKeys: createStaffApiKeys(deps),
    auditTrail: createAuditTrail(deps),
    jobsDesk: createJobsDesk(deps),
    deskToday: createDeskToday(deps),
    reviewDesk: createReviewDesk(deps, photos),
    settingsDesk: createSettingsDesk(deps),
    ownPasskeys: createOwnPasskeys(deps),
    borrowerDesk: createBorrowerDesk(deps),
    /** The sandbox collections provider's tester side (its page, the stores' payments). */
    sandboxCheckout: createSandboxCheckoutService(deps),
    payoutDesk: createPayoutDesk(deps, disbursement.provider.name),
    collectionsDesk: createCollectionsDesk(deps),
    disbursement,
  };
}

export type Services = ReturnType<typeof createServices>;

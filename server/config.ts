import { randomBytes } from 'node:crypto';
import { DEFAULT_SERVICE_HOURS, parseServiceHours } from '../contract/care/service-hours.ts';
import { DEFAULT_CONTACT_HOURS, parseContactHours } from '../contract/loan/contact-hours.ts';
import type { ContactHours } from '../contract/loan/contact-hours.ts';
import type { ServiceHours } from '../contract/care/service-hours.ts';
import type { ProfileRules } from '../contract/profile/rules.ts';
import { collectionsConfig } from './config-collections.ts';
import type { CollectionsConfig } from './config-collections.ts';
import { ConfigError } from './config-error.ts';
import { DEFAULT_FAQ, parseFaqJson } from './content/faq.ts';
import type { FaqContent } from './content/faq.ts';
import type { ConfigProblem } from './config-error.ts';
import { checkBonusCeiling } from './config-home-screen-bonus.ts';
import { photoStoreConfig } from './config-photo-store.ts';
import type { PhotoStoreConfig } from './config-photo-store.ts';
import { ENV_VARIABLES } from './env-variables.ts';
import type { ProductConfig } from './domain/pricing/product-config.ts';
import { parseAnnouncements, SANDBOX_ANNOUNCEMENTS } from './content/announcements.ts';
import { linkAllowList } from '../contract/links/tri-link.ts';
import type { Announcement } from './content/announcements.ts';
import { resolveProducts } from './domain/pricing/products.ts';
import { parseCouponCampaigns } from './content/coupon-campaigns.ts';
import type { CouponCampaign } from './content/coupon-campaigns.ts';
import { envSchema } from './env-schema.ts';
import type { ParsedEnv } from './env-schema.ts';
import { DEFAULT_SCORECARD, parseScorecardJson } from './domain/scorecard-config.ts';
import type { ScorecardConfig } from './domain/scorecard-config.ts';
import type { TrustProxy } from './lib/trust-proxy.ts';

/** Variables are documented with their defaults in env-variables.ts (and server/README.md). */
export type Env = Partial<Record<string, string | undefined>>;

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: ParsedEnv['NODE_ENV'];
  databaseUrl: string | null;
  /** node-postgres pool size and timeouts; unused with the embedded database. */
  pgPool: PgPoolSettings;
  dataDir: string;
  staticDir: string;
  logLevel: ParsedEnv['LOG_LEVEL'];
  /** Fastify's trustProxy: no proxy, a hop count or the proxies' addresses (docs/security.md#proxy-trust). */
  trustProxy: TrustProxy;
  /** In production only with the loud override (docs/security.md#sandbox-in-production). */
  sandboxEnabled: boolean;
  /** OpenAPI JSON and Swagger UI at /api/docs; off in production unless asked for. */
  apiDocsEnabled: boolean;
  rateLimitEnabled: boolean;
  jobs: { enabled: boolean; pollMs: number };
  /** Server only: never part of the public config. */
  photoStore: PhotoStoreConfig;
  /** A replaced photo's bytes are deleted this many days after it was replaced. */
  photoRetentionDays: number;
  /** A deleted account's loan records are kept this many days, then purged (docs/account.md#retention-after-deletion). */
  deletedAccountRetentionDays: number;
  sms: {
    provider: 'sandbox' | 'semaphore';
    semaphoreApiKey: string;
    semaphoreSenderName: string | null;
  };
  otpPepper: string;
  captchaAlways: boolean;
  smsDailyLimit: number;
  otpMaxWrong: number;
  lockMinutes: number;
  /** When a code request needs a graphic code by risk (docs/security.md#sms-pumping); 0 is off. */
  smsRisk: { perIp: number; perDevice: number; perBlock: number; hourlyBudget: number };
  sessionIdleDays: number;
  phoneFirstDigits: string[];
  /** Section rules of the borrower profile; the public config carries all but the phone digits. */
  profileRules: ProfileRules;
  creditDecision: {
    /** Seconds between submit and the decision job (sandbox default 5, else 0). */
    delaySeconds: number;
    /** A refused borrower may apply again this many Manila days later. */
    reapplyDays: number;
    scorecard: ScorecardConfig;
    /** APPLICATION_REVIEW (docs/desk.md#review-queue). */
    review: 'auto' | 'manual' | 'risky';
    /** REVIEW_SCORE_MARGIN: points either side of the cut-off that count as risky. */
    reviewScoreMargin: number;
  };
  loan: {
    /** Checked against every cap (docs/loans.md#caps) at start (domain/pricing/caps.ts). */
    products: ProductConfig[];
    quoteTtlMinutes: number;
    welcomeCoupon: { centavos: number; days: number };
    /** The add-to-home-screen bonus (docs/coupons.md#home-screen-bonus). */
    homeScreenBonus: { couponCentavos: number; couponDays: number; ceilingCentavos: number };
    /** COUPON_CAMPAIGNS_JSON (docs/coupons.md#campaigns). */
    couponCampaigns: CouponCampaign[];
    keyFactsLink: { secret: string; days: number };
    cancelWindowHours: number;
    orderCheckDelaySeconds: number;
    /** When a borrower may be contacted about a loan (docs/glossary.md#contact-hours). */
    contactHours: ContactHours;
  };
  /** Null when no gateway can pay out (production without the sandbox): no product is offered. */
  payouts: { provider: 'sandbox' | null; delaySeconds: number };
  /** How borrowers repay (docs/loans.md#payment-channels); null: no way to pay is offered. */
  collections: CollectionsConfig;
  /**
   * The lender's desk (docs/desk.md): the key sealing TOTP keys (null outside production → kept
   * in DATA_DIR/desk-key) and how long the audit trail is kept.
   */
  desk: { secretKey: string | null; auditRetentionDays: number; publicUrl: string | null };
  /** Help centre and customer service (docs/care.md). */
  care: { faq: FaqContent; serviceHours: ServiceHours };
  /** The Activity tab's announcements, checked at start (docs/messages.md#announcements). */
  announcements: readonly Announcement[];
  brand: {
    proName: string;
    corporateName: string;
    secRegistrationNo: string;
    certificateOfAuthorityNo: string;
    corporateAddress: string;
    landline: string;
    serviceEmail: string;
    webServiceEmail: string;
    hotLine: string;
    /** Chat channels (docs/care.md#chat-channels); null: not offered. */
    messengerUrl: string | null;
    viberUrl: string | null;
    proWebsite: string;
    appStoreUrl: string;
    adjustAppToken: string;
  };
}

/** node-postgres pool size and timeouts (DB_POOL_MAX, DB_*_TIMEOUT_MS in env-variables.ts). */
export interface PgPoolSettings {
  /** Connections this instance opens at most. */
  max: number;
  /** The server cancels a statement running longer than this (statement_timeout). */
  statementTimeoutMs: number;
  /** An unused connection is closed after this long. */
  idleTimeoutMs: number;
  /** Waiting for a connection (a new one, or a free one of a full pool) fails after this long. */
  connectionTimeoutMs: number;
}

/** Reads and checks the environment once, at start. Empty strings count as unset. */
/**
 * Variables a past version read. Set, they mean a deployment still counts on them: refused with
 * what replaced them, never ignored in silence.
 */
const RETIRED_VARIABLES: Readonly<Record<string, string>> = {
  OPS_TOKEN:
    'no longer used: npm run ops acts as a named staff member with an API key an administrator ' +
    'issues in the desk (DESK_API_KEY; docs/desk.md#api-keys). Remove OPS_TOKEN.',
};

export function loadConfig(env: Env): AppConfig {
  const retired = Object.entries(RETIRED_VARIABLES).filter(([name]) => env[name]);
  if (retired.length > 0) {
    throw new ConfigError(retired.map(([variable, problem]) => ({ variable, problem })));
  }
  const present = Object.fromEntries(
    Object.keys(ENV_VARIABLES)
      .map((name) => [name, env[name]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '(environment)'),
        problem: issue.message,
      })),
    );
  }
  return fromEnv(parsed.data, new Set(Object.keys(present)));
}

/** Placeholders for the sandbox's chat buttons (docs/care.md#chat-channels). */
export const SANDBOX_CHAT = {
  messenger: 'https://m.me/sulong.cash.example',
  viber: 'viber://pa?chatURI=sulongcash-sandbox',
} as const;

/** Shown to borrowers as the lender's legal identity: a placeholder must never reach production. */
const REQUIRED_IN_PRODUCTION = [
  'CORPORATE_NAME',
  'SEC_REGISTRATION_NO',
  'CERTIFICATE_OF_AUTHORITY_NO',
  'CORPORATE_ADDRESS',
  'LANDLINE',
] as const;

function fromEnv(e: ParsedEnv, given: Set<string>): AppConfig {
  const production = e.NODE_ENV === 'production';
  const sandboxEnabled = e.SANDBOX_ENABLED ?? !production;
  const provider = e.SMS_PROVIDER ?? (sandboxEnabled ? 'sandbox' : 'semaphore');
  const problems: ConfigProblem[] = [];
  // The sandbox shows every sign-in code it "sends" at /api/dev/sms-outbox, to anyone: production
  // starts with it only when the operator has said so in so many words
  // (docs/security.md#sandbox-in-production).
  if (production && sandboxEnabled && !e.I_UNDERSTAND_SANDBOX_IN_PRODUCTION_EXPOSES_CODES) {
    problems.push({
      variable: 'SANDBOX_ENABLED',
      problem:
        'refused in production: the sandbox shows live sign-in codes at /api/dev/sms-outbox to ' +
        'anyone. Set I_UNDERSTAND_SANDBOX_IN_PRODUCTION_EXPOSES_CODES=true to start anyway',
    });
  }
  if (provider === 'sandbox' && !sandboxEnabled) {
    problems.push({
      variable: 'SMS_PROVIDER',
      problem: 'sandbox is refused unless SANDBOX_ENABLED=true',
    });
  }
  if (provider === 'semaphore' && !e.SEMAPHORE_API_KEY) {
    problems.push({
      variable: 'SEMAPHORE_API_KEY',
      problem: 'required when SMS_PROVIDER=semaphore',
    });
  }
  // Several instances must hash codes alike, and a restart must not void codes already sent.
  if (production && !e.OTP_PEPPER) {
    problems.push({
      variable: 'OTP_PEPPER',
      problem: 'required in production (at least 32 characters)',
    });
  }
  if (production) {
    for (const variable of REQUIRED_IN_PRODUCTION) {
      if (!given.has(variable)) problems.push({ variable, problem: 'required in production' });
    }
  }
  const photoStore = photoStoreConfig(e, problems);
  if (e.MIN_AGE > e.MAX_AGE) {
    problems.push({ variable: 'MIN_AGE', problem: `must not exceed MAX_AGE (${e.MAX_AGE})` });
  }
  const scorecard = e.SCORECARD_JSON ? parseScorecardJson(e.SCORECARD_JSON) : null;
  if (scorecard && !scorecard.ok) {
    problems.push({ variable: 'SCORECARD_JSON', problem: scorecard.problem });
  }
  const serviceHours = parseServiceHours(e.SERVICE_HOURS);
  if (!serviceHours) {
    problems.push({
      variable: 'SERVICE_HOURS',
      problem: 'must be HH:MM-HH:MM (Manila time), opening before closing, e.g. 09:00-18:00',
    });
  }
  const contactHours = parseContactHours(e.CONTACT_HOURS);
  if (!contactHours) {
    problems.push({
      variable: 'CONTACT_HOURS',
      problem: 'must be whole hours HH:00-HH:00 (Manila time) inside 06:00-22:00, e.g. 09:00-20:00',
    });
  }
  const faq = e.FAQ_JSON ? parseFaqJson(e.FAQ_JSON) : null;
  if (faq && !faq.ok) problems.push({ variable: 'FAQ_JSON', problem: faq.problem });
  const products = resolveProducts(e.PRODUCTS_JSON);
  if (!products.ok) problems.push({ variable: 'PRODUCTS_JSON', problem: products.problem });
  checkBonusCeiling(
    e.HOME_SCREEN_BONUS_CEILING_CENTAVOS,
    scorecard ? (scorecard.ok ? scorecard.value : null) : DEFAULT_SCORECARD,
    products.ok ? products.value : null,
    problems,
  );
  const campaigns = parseCouponCampaigns(e.COUPON_CAMPAIGNS_JSON);
  if (!campaigns.ok) {
    problems.push({ variable: 'COUPON_CAMPAIGNS_JSON', problem: campaigns.problem });
  }
  // A key made up per start would lock every staff member out of their TOTP at the next one.
  if (production && !e.DESK_SECRET_KEY) {
    problems.push({
      variable: 'DESK_SECRET_KEY',
      problem: 'required in production (32 random bytes in base64url)',
    });
  }
  if (production && !e.KEY_FACTS_LINK_SECRET) {
    problems.push({
      variable: 'KEY_FACTS_LINK_SECRET',
      problem: 'required in production (at least 32 characters)',
    });
  }
  // No production payout gateway is built yet: without the sandbox nothing could pay a loan out,
  // so no product is offered (the rest of the app runs).
  const payoutProvider = e.PAYOUT_PROVIDER ?? (sandboxEnabled ? 'sandbox' : null);
  if (payoutProvider === 'sandbox' && !sandboxEnabled) {
    problems.push({
      variable: 'PAYOUT_PROVIDER',
      problem: 'sandbox is refused unless SANDBOX_ENABLED=true',
    });
  }
  const collections = collectionsConfig(e, sandboxEnabled, problems);
  const announcements = e.ANNOUNCEMENTS_JSON
    ? parseAnnouncements(e.ANNOUNCEMENTS_JSON, {
        allowedHosts: linkAllowList({ proWebsite: e.PRO_WEBSITE, appStoreUrl: e.APP_STORE_URL }),
      })
    : null;
  if (announcements && !announcements.ok) {
    problems.push({ variable: 'ANNOUNCEMENTS_JSON', problem: announcements.problem });
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL ?? null,
    pgPool: {
      max: e.DB_POOL_MAX,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
      connectionTimeoutMs: e.DB_CONNECTION_TIMEOUT_MS,
    },
    dataDir: e.DATA_DIR,
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    sandboxEnabled,
    apiDocsEnabled: e.API_DOCS_ENABLED ?? !production,
    rateLimitEnabled: e.RATE_LIMIT_ENABLED,
    jobs: { enabled: e.JOBS_ENABLED, pollMs: e.JOB_POLL_MS },
    photoStore,
    photoRetentionDays: e.PHOTO_RETENTION_DAYS,
    deletedAccountRetentionDays: e.DELETED_ACCOUNT_RETENTION_DAYS,
    sms: {
      provider,
      semaphoreApiKey: e.SEMAPHORE_API_KEY ?? '',
      semaphoreSenderName: e.SEMAPHORE_SENDER_NAME ?? null,
    },
    otpPepper: e.OTP_PEPPER ?? randomBytes(32).toString('base64url'),
    captchaAlways: e.CAPTCHA_ALWAYS,
    smsDailyLimit: e.SMS_DAILY_LIMIT,
    otpMaxWrong: e.OTP_MAX_WRONG,
    lockMinutes: e.LOCK_MINUTES,
    smsRisk: {
      perIp: e.SMS_RISK_PER_IP,
      perDevice: e.SMS_RISK_PER_DEVICE,
      perBlock: e.SMS_RISK_PER_BLOCK,
      hourlyBudget: e.SMS_HOURLY_BUDGET,
    },
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    phoneFirstDigits: e.PHONE_FIRST_DIGITS,
    profileRules: {
      postalCodeLength: e.POSTAL_CODE_LENGTH,
      minAge: e.MIN_AGE,
      maxAge: e.MAX_AGE,
      phoneFirstDigits: e.PHONE_FIRST_DIGITS,
    },
    creditDecision: {
      delaySeconds: e.DECISION_DELAY_SECONDS ?? (sandboxEnabled ? 5 : 0),
      reapplyDays: e.REAPPLY_DAYS,
      scorecard: scorecard?.ok ? scorecard.value : DEFAULT_SCORECARD,
      review: e.APPLICATION_REVIEW,
      reviewScoreMargin: e.REVIEW_SCORE_MARGIN,
    },
    loan: {
      products: products.ok && payoutProvider ? products.value : [],
      quoteTtlMinutes: e.QUOTE_TTL_MINUTES,
      welcomeCoupon: { centavos: e.WELCOME_COUPON_CENTAVOS, days: e.WELCOME_COUPON_DAYS },
      homeScreenBonus: {
        couponCentavos: e.HOME_SCREEN_BONUS_COUPON_CENTAVOS,
        couponDays: e.HOME_SCREEN_BONUS_COUPON_DAYS,
        ceilingCentavos: e.HOME_SCREEN_BONUS_CEILING_CENTAVOS,
      },
      couponCampaigns: campaigns.ok ? campaigns.value : [],
      keyFactsLink: {
        secret: e.KEY_FACTS_LINK_SECRET ?? randomBytes(32).toString('base64url'),
        days: e.KEY_FACTS_LINK_DAYS,
      },
      cancelWindowHours: e.CANCEL_WINDOW_HOURS,
      orderCheckDelaySeconds: e.ORDER_CHECK_DELAY_SECONDS,
      // Never the fallback: a value that does not parse has stopped the start above.
      contactHours: contactHours ?? DEFAULT_CONTACT_HOURS,
    },
    payouts: { provider: payoutProvider, delaySeconds: e.PAYOUT_DELAY_SECONDS },
    collections,
    desk: {
      secretKey: e.DESK_SECRET_KEY ?? null,
      auditRetentionDays: e.AUDIT_RETENTION_DAYS,
      publicUrl: e.PUBLIC_URL ?? null,
    },
    care: {
      faq: faq?.ok ? faq.value : DEFAULT_FAQ,
      // Never the fallback: a value that does not parse has stopped the start above.
      serviceHours: serviceHours ?? DEFAULT_SERVICE_HOURS,
    },
    announcements: announcements?.ok
      ? announcements.value
      : sandboxEnabled
        ? SANDBOX_ANNOUNCEMENTS
        : [],
    brand: {
      proName: e.PRO_NAME,
      corporateName: e.CORPORATE_NAME,
      secRegistrationNo: e.SEC_REGISTRATION_NO,
      certificateOfAuthorityNo: e.CERTIFICATE_OF_AUTHORITY_NO,
      corporateAddress: e.CORPORATE_ADDRESS,
      landline: e.LANDLINE,
      serviceEmail: e.SERVICE_EMAIL,
      webServiceEmail: e.WEB_SERVICE_EMAIL,
      hotLine: e.HOTLINE,
      // The sandbox shows the buttons with placeholders; production only what the lender set.
      messengerUrl: e.MESSENGER_URL ?? (sandboxEnabled ? SANDBOX_CHAT.messenger : null),
      viberUrl: e.VIBER_URL ?? (sandboxEnabled ? SANDBOX_CHAT.viber : null),
      proWebsite: e.PRO_WEBSITE,
      appStoreUrl: e.APP_STORE_URL,
      adjustAppToken: e.ADJUST_APP_TOKEN,
    },
  };
}

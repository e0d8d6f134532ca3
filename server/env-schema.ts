import { z } from 'zod';
import type { EnvName } from './env-variables.ts';
import { parseTrustProxy } from './lib/trust-proxy.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const text = (fallback: string) => z.string().trim().min(1).default(fallback);
/** A Viber business chat (`viber://pa?chatURI=`) or an invitation link to one. */
const VIBER_CHAT = /^(viber:\/\/pa\?chatURI=[\w.-]+|https:\/\/invite\.viber\.com\/\?[\w=&.%-]+)$/;

/** Every variable of env-variables.ts, parsed and bounded; config.ts builds AppConfig from it. */
export const envSchema = z.object({
  PORT: int(0, 65535).default(8080),
  HOST: text('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DB_POOL_MAX: int(1, 1000).default(10),
  DB_STATEMENT_TIMEOUT_MS: int(100, 3_600_000).default(30_000),
  DB_IDLE_TIMEOUT_MS: int(100, 3_600_000).default(30_000),
  DB_CONNECTION_TIMEOUT_MS: int(100, 600_000).default(5000),
  DATA_DIR: text('./data'),
  STATIC_DIR: text('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  SANDBOX_ENABLED: bool.optional(),
  I_UNDERSTAND_SANDBOX_IN_PRODUCTION_EXPOSES_CODES: bool.default(false),
  API_DOCS_ENABLED: bool.optional(),
  SMS_PROVIDER: z.enum(['sandbox', 'semaphore']).optional(),
  SEMAPHORE_API_KEY: z.string().trim().min(1).optional(),
  SEMAPHORE_SENDER_NAME: z.string().trim().min(1).max(11).optional(),
  OTP_PEPPER: z.string().min(32).optional(),
  CAPTCHA_ALWAYS: bool.default(false),
  SMS_DAILY_LIMIT: int(1, 100).default(5),
  OTP_MAX_WRONG: int(1, 100).default(5),
  LOCK_MINUTES: int(1, 24 * 60).default(30),
  SMS_RISK_PER_IP: int(0, 1_000_000).default(5),
  SMS_RISK_PER_DEVICE: int(0, 1_000_000).default(3),
  SMS_RISK_PER_BLOCK: int(0, 1_000_000).default(5),
  SMS_HOURLY_BUDGET: int(0, 100_000_000).default(500),
  SESSION_IDLE_DAYS: int(1, 365).default(30),
  PHONE_FIRST_DIGITS: z
    .string()
    .regex(/^\d(,\d)*$/)
    .default('9')
    .transform((v) => [...new Set(v.split(','))]),
  RATE_LIMIT_ENABLED: bool.default(true),
  JOBS_ENABLED: bool.default(true),
  JOB_POLL_MS: int(50, 60_000).default(1000),
  PHOTO_RETENTION_DAYS: int(1, 3650).default(90),
  // At least a year: the borrower is told the period in years (docs/account.md#retention-after-deletion).
  DELETED_ACCOUNT_RETENTION_DAYS: int(365, 36_500).default(1826),
  PHOTO_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SESSION_TOKEN: z.string().trim().min(1).optional(),
  POSTAL_CODE_LENGTH: int(4, 6).default(4),
  MIN_AGE: int(18, 100).default(21),
  MAX_AGE: int(18, 100).default(65),
  DECISION_DELAY_SECONDS: int(0, 24 * 60 * 60).optional(),
  REAPPLY_DAYS: int(1, 365).default(30),
  SCORECARD_JSON: z.string().optional(),
  APPLICATION_REVIEW: z.enum(['auto', 'manual', 'risky']).default('auto'),
  REVIEW_SCORE_MARGIN: int(0, 100).default(5),
  PRO_NAME: text('Sulong Cash'),
  CORPORATE_NAME: text('Sulong Lending Corporation'),
  SEC_REGISTRATION_NO: text('CS202600001'),
  CERTIFICATE_OF_AUTHORITY_NO: text('0001'),
  CORPORATE_ADDRESS: text('12F Sample Tower, 6789 Ayala Avenue, Makati City, 1226 Metro Manila'),
  LANDLINE: text('+63 2 8000 0001'),
  SERVICE_EMAIL: z.email().default('support@sulong.cash.example'),
  WEB_SERVICE_EMAIL: z.email().default('web@sulong.cash.example'),
  HOTLINE: text('+63 2 8000 0000'),
  SERVICE_HOURS: text('09:00-18:00'),
  CONTACT_HOURS: text('09:00-20:00'),
  // Chat channels beside the hotline (docs/care.md#chat-channels): a page's m.me link, a Viber
  // chat. Checked here so a typo stops the start instead of a dead button.
  MESSENGER_URL: z.url({ protocol: /^https$/, hostname: /^m\.me$/ }).optional(),
  VIBER_URL: z
    .string()
    .trim()
    .regex(VIBER_CHAT, 'a Viber chat link: viber://pa?chatURI=<name> or https://invite.viber.com/…')
    .optional(),
  PRO_WEBSITE: z.url().default('https://sulong.cash.example'),
  APP_STORE_URL: z.url().default('https://sulong.cash.example/app'),
  ADJUST_APP_TOKEN: z.string().trim().default(''),
  FAQ_JSON: z.string().optional(),
  PRODUCTS_JSON: z.string().optional(),
  QUOTE_TTL_MINUTES: int(1, 24 * 60).default(30),
  WELCOME_COUPON_CENTAVOS: int(0, 100_000_00).default(5000),
  WELCOME_COUPON_DAYS: int(1, 365).default(30),
  HOME_SCREEN_BONUS_COUPON_CENTAVOS: int(1, 100_000_00).default(20_000),
  HOME_SCREEN_BONUS_COUPON_DAYS: int(1, 365).default(30),
  HOME_SCREEN_BONUS_CEILING_CENTAVOS: int(1, 100_000_000_00).default(8_000_000),
  COUPON_CAMPAIGNS_JSON: z.string().optional(),
  KEY_FACTS_LINK_SECRET: z.string().min(32).optional(),
  KEY_FACTS_LINK_DAYS: int(1, 365).default(30),
  PAYOUT_PROVIDER: z.enum(['sandbox']).optional(),
  PAYOUT_DELAY_SECONDS: int(0, 24 * 60 * 60).default(5),
  ORDER_CHECK_DELAY_SECONDS: int(0, 24 * 60 * 60).default(0),
  CANCEL_WINDOW_HOURS: int(1, 24 * 30).default(24),
  DESK_SECRET_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, '32 bytes in base64url (43 characters)')
    .optional(),
  AUDIT_RETENTION_DAYS: int(365, 36_500).default(1826),
  COLLECTIONS_PROVIDER: z.enum(['sandbox', 'paymongo']).optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().min(32).optional(),
  SANDBOX_WEBHOOK_DUPLICATE_RATE: z.coerce.number().min(0).max(1).optional(),
  PAYMONGO_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^sk_(test|live)_\S+$/)
    .optional(),
  PAYMONGO_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  ANNOUNCEMENTS_JSON: z.string().optional(),
} satisfies Record<EnvName, z.ZodType>);

export type ParsedEnv = z.infer<typeof envSchema>;

import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ENV_VARIABLES } from './env-variables.ts';
import type { EnvName } from './env-variables.ts';

/** Variables are documented with their defaults in env-variables.ts (and server/README.md). */
export type Env = Partial<Record<string, string | undefined>>;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const text = (fallback: string) => z.string().trim().min(1).default(fallback);

const envSchema = z.object({
  PORT: int(0, 65535).default(8080),
  HOST: text('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: text('./data'),
  STATIC_DIR: text('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  SANDBOX_ENABLED: bool.optional(),
  SMS_PROVIDER: z.enum(['sandbox', 'semaphore']).optional(),
  SEMAPHORE_API_KEY: z.string().trim().min(1).optional(),
  SEMAPHORE_SENDER_NAME: z.string().trim().min(1).max(11).optional(),
  OTP_PEPPER: z.string().min(32).optional(),
  CAPTCHA_ALWAYS: bool.default(false),
  SMS_DAILY_LIMIT: int(1, 100).default(5),
  OTP_MAX_WRONG: int(1, 100).default(5),
  LOCK_MINUTES: int(1, 24 * 60).default(30),
  SESSION_IDLE_DAYS: int(1, 365).default(30),
  PHONE_FIRST_DIGITS: z
    .string()
    .regex(/^\d(,\d)*$/)
    .default('9')
    .transform((v) => [...new Set(v.split(','))]),
  RATE_LIMIT_ENABLED: bool.default(true),
  PRO_NAME: text('Sulong Cash'),
  CORPORATE_NAME: text('Sulong Lending Corporation'),
  SEC_REGISTRATION_NO: text('CS202600001'),
  CERTIFICATE_OF_AUTHORITY_NO: text('0001'),
  SERVICE_EMAIL: z.email().default('support@sulong.cash.example'),
  WEB_SERVICE_EMAIL: z.email().default('web@sulong.cash.example'),
  HOTLINE: text('+63 2 8000 0000'),
  PRO_WEBSITE: z.url().default('https://sulong.cash.example'),
  APP_STORE_URL: z.url().default('https://sulong.cash.example/app'),
  ADJUST_APP_TOKEN: z.string().trim().default(''),
} satisfies Record<EnvName, z.ZodType>);

type ParsedEnv = z.infer<typeof envSchema>;

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: ParsedEnv['NODE_ENV'];
  databaseUrl: string | null;
  dataDir: string;
  staticDir: string;
  logLevel: ParsedEnv['LOG_LEVEL'];
  trustProxy: boolean;
  sandboxEnabled: boolean;
  rateLimitEnabled: boolean;
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
  sessionIdleDays: number;
  phoneFirstDigits: string[];
  brand: {
    proName: string;
    corporateName: string;
    secRegistrationNo: string;
    certificateOfAuthorityNo: string;
    serviceEmail: string;
    webServiceEmail: string;
    hotLine: string;
    proWebsite: string;
    appStoreUrl: string;
    adjustAppToken: string;
  };
}

/** A bad environment: the message names every variable at fault, so an operator can fix it. */
export class ConfigError extends Error {
  readonly variables: string[];
  constructor(problems: { variable: string; problem: string }[]) {
    super(
      `Invalid environment:\n${problems.map((p) => `  ${p.variable}: ${p.problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.variables = problems.map((p) => p.variable);
  }
}

/** Reads and checks the environment once, at start. Empty strings count as unset. */
export function loadConfig(env: Env): AppConfig {
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

/** Shown to borrowers as the lender's legal identity: a placeholder must never reach production. */
const REQUIRED_IN_PRODUCTION = [
  'CORPORATE_NAME',
  'SEC_REGISTRATION_NO',
  'CERTIFICATE_OF_AUTHORITY_NO',
] as const;

function fromEnv(e: ParsedEnv, given: Set<string>): AppConfig {
  const production = e.NODE_ENV === 'production';
  const sandboxEnabled = e.SANDBOX_ENABLED ?? !production;
  const provider = e.SMS_PROVIDER ?? (sandboxEnabled ? 'sandbox' : 'semaphore');
  const problems: { variable: string; problem: string }[] = [];
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
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR,
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    sandboxEnabled,
    rateLimitEnabled: e.RATE_LIMIT_ENABLED,
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
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    phoneFirstDigits: e.PHONE_FIRST_DIGITS,
    brand: {
      proName: e.PRO_NAME,
      corporateName: e.CORPORATE_NAME,
      secRegistrationNo: e.SEC_REGISTRATION_NO,
      certificateOfAuthorityNo: e.CERTIFICATE_OF_AUTHORITY_NO,
      serviceEmail: e.SERVICE_EMAIL,
      webServiceEmail: e.WEB_SERVICE_EMAIL,
      hotLine: e.HOTLINE,
      proWebsite: e.PRO_WEBSITE,
      appStoreUrl: e.APP_STORE_URL,
      adjustAppToken: e.ADJUST_APP_TOKEN,
    },
  };
}

import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import { loadConfig } from './config.ts';
import { ENV_VARIABLES } from './env-variables.ts';
import { publicConfig } from './routes/public-config.ts';
import { DEFAULT_SCORECARD } from './domain/scorecard-config.ts';
import { DEFAULT_PRODUCTS } from './domain/pricing/products.ts';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const PRODUCTION = {
  NODE_ENV: 'production',
  OTP_PEPPER: 'p'.repeat(32),
  CORPORATE_NAME: 'Sulong Lending Corporation',
  SEC_REGISTRATION_NO: 'CS201912345',
  CERTIFICATE_OF_AUTHORITY_NO: '3125',
  CORPORATE_ADDRESS: '20F Example Tower, Ayala Avenue, Makati City',
  LANDLINE: '+63 2 8123 4567',
  KEY_FACTS_LINK_SECRET: 'k'.repeat(32),
  DESK_SECRET_KEY: 'd'.repeat(43),
};

describe('loadConfig', () => {
  it('gives sandbox defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: null,
      dataDir: './data',
      staticDir: './dist',
      sandboxEnabled: true,
      rateLimitEnabled: true,
      sms: { provider: 'sandbox' },
      captchaAlways: false,
      smsDailyLimit: 5,
      otpMaxWrong: 5,
      lockMinutes: 30,
      sessionIdleDays: 30,
      phoneFirstDigits: ['9'],
      brand: {
        proName: 'Sulong Cash',
        corporateName: 'Sulong Lending Corporation',
        adjustAppToken: '',
      },
    });
    expect(config.otpPepper.length).toBeGreaterThanOrEqual(32);
  });

  it('draws a different pepper per process when none is set', () => {
    expect(loadConfig({}).otpPepper).not.toBe(loadConfig({}).otpPepper);
  });

  it('reads typed values and treats empty strings as unset', () => {
    const config = loadConfig({
      PORT: '0',
      PHONE_FIRST_DIGITS: '9,8,9',
      CAPTCHA_ALWAYS: 'true',
      SMS_DAILY_LIMIT: '3',
      DATABASE_URL: 'postgres://u:p@db:5432/sulong',
      LOCK_MINUTES: '',
    });
    expect(config).toMatchObject({
      port: 0,
      phoneFirstDigits: ['9', '8'],
      captchaAlways: true,
      smsDailyLimit: 3,
      databaseUrl: 'postgres://u:p@db:5432/sulong',
      lockMinutes: 30,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['SANDBOX_ENABLED', 'yes'],
    ['SMS_PROVIDER', 'twilio'],
    ['PHONE_FIRST_DIGITS', '9;8'],
    ['SMS_DAILY_LIMIT', '0'],
    ['OTP_PEPPER', 'short'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['SERVICE_EMAIL', 'not-an-email'],
  ])('names the bad variable %s=%s', (variable, value) => {
    const error = configError({ [variable]: value });
    expect(error.variables).toEqual([variable]);
    expect(error.message).toContain(variable);
  });

  it('names every bad variable at once', () => {
    expect(configError({ PORT: 'x', LOCK_MINUTES: '-1' }).variables).toEqual([
      'PORT',
      'LOCK_MINUTES',
    ]);
  });

  it('refuses the retired OPS_TOKEN with what replaced it (docs/desk.md#api-keys)', () => {
    const error = configError({ OPS_TOKEN: 'x'.repeat(40) });
    expect(error.variables).toEqual(['OPS_TOKEN']);
    expect(error.message).toContain('DESK_API_KEY');
  });

  it('in production: no sandbox; pepper, keys and the lender identity are required', () => {
    const error = configError({ NODE_ENV: 'production' });
    expect(error.variables.sort()).toEqual([
      'CERTIFICATE_OF_AUTHORITY_NO',
      'CORPORATE_ADDRESS',
      'CORPORATE_NAME',
      'DESK_SECRET_KEY',
      'KEY_FACTS_LINK_SECRET',
      'LANDLINE',
      'OTP_PEPPER',
      'SEC_REGISTRATION_NO',
      'SEMAPHORE_API_KEY',
    ]);

    const config = loadConfig({ ...PRODUCTION, SEMAPHORE_API_KEY: 'k' });
    expect(config).toMatchObject({
      sandboxEnabled: false,
      sms: { provider: 'semaphore', semaphoreApiKey: 'k' },
      loan: { keyFactsLink: { secret: 'k'.repeat(32) } },
      // No production payout gateway exists yet: nothing is offered that could not be paid out.
      payouts: { provider: null },
    });
    expect(config.loan.products).toEqual([]);
  });

  it('collections: the sandbox by default, none in production, PayMongo only with its keys', () => {
    expect(loadConfig({}).collections).toMatchObject({
      provider: 'sandbox',
      sandbox: { duplicateRate: 0.2, webhookSecret: expect.stringMatching(/^.{43}$/) },
      paymongo: null,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).collections.sandbox.duplicateRate).toBe(0);
    expect(
      loadConfig({ NODE_ENV: 'test', SANDBOX_WEBHOOK_DUPLICATE_RATE: '0.5' }).collections.sandbox
        .duplicateRate,
    ).toBe(0.5);
    const production = { ...PRODUCTION, SEMAPHORE_API_KEY: 'k' };
    expect(loadConfig(production).collections.provider).toBeNull();
    expect(configError({ ...production, COLLECTIONS_PROVIDER: 'sandbox' }).variables).toEqual([
      'COLLECTIONS_PROVIDER',
    ]);
    expect(configError({ ...production, COLLECTIONS_PROVIDER: 'paymongo' }).variables).toEqual([
      'PAYMONGO_SECRET_KEY',
      'PAYMONGO_WEBHOOK_SECRET',
      'PUBLIC_URL',
    ]);
    expect(
      configError({ ...production, COLLECTIONS_PROVIDER: 'paymongo', PAYMONGO_SECRET_KEY: 'pk_x' })
        .variables,
    ).toContain('PAYMONGO_SECRET_KEY');
    expect(
      loadConfig({
        ...production,
        COLLECTIONS_PROVIDER: 'paymongo',
        PAYMONGO_SECRET_KEY: 'sk_live_abc',
        PAYMONGO_WEBHOOK_SECRET: 'whsk_abc',
        PUBLIC_URL: 'https://app.sulong.cash.example',
      }).collections,
    ).toMatchObject({
      provider: 'paymongo',
      paymongo: {
        secretKey: 'sk_live_abc',
        webhookSecret: 'whsk_abc',
        publicUrl: 'https://app.sulong.cash.example',
      },
    });
    expect(configError({ SANDBOX_WEBHOOK_SECRET: 'short' }).variables).toEqual([
      'SANDBOX_WEBHOOK_SECRET',
    ]);
  });

  it('refuses the sandbox SMS provider in production unless the sandbox is enabled', () => {
    const env = { ...PRODUCTION, SMS_PROVIDER: 'sandbox' };
    expect(configError(env).variables).toEqual(['SMS_PROVIDER']);
    expect(configError({ ...PRODUCTION, PAYOUT_PROVIDER: 'sandbox' }).variables).toContain(
      'PAYOUT_PROVIDER',
    );
    expect(
      loadConfig({
        ...env,
        SANDBOX_ENABLED: 'true',
        I_UNDERSTAND_SANDBOX_IN_PRODUCTION_EXPOSES_CODES: 'true',
      }),
    ).toMatchObject({ sandboxEnabled: true, sms: { provider: 'sandbox' } });
  });

  it('refuses the sandbox in production unless the loud override is set (docs/security.md#sandbox-in-production)', () => {
    const production = { ...PRODUCTION, SEMAPHORE_API_KEY: 'k' };
    const refused = configError({ ...production, SANDBOX_ENABLED: 'true' });
    expect(refused.variables).toEqual(['SANDBOX_ENABLED']);
    expect(refused.message).toContain('I_UNDERSTAND_SANDBOX_IN_PRODUCTION_EXPOSES_CODES=true');
    expect(
      configError({
        ...production,
        SANDBOX_ENABLED: 'true',
        I_UNDERSTAND_SANDBOX_IN_PRODUCTION_EXPOSES_CODES: 'false',
      }).variables,
    ).toEqual(['SANDBOX_ENABLED']);
    expect(
      loadConfig({
        ...production,
        SANDBOX_ENABLED: 'true',
        I_UNDERSTAND_SANDBOX_IN_PRODUCTION_EXPOSES_CODES: 'true',
      }).sandboxEnabled,
    ).toBe(true);
    // Outside production the sandbox needs no override.
    expect(loadConfig({ SANDBOX_ENABLED: 'true' }).sandboxEnabled).toBe(true);
  });

  it('serves /api/docs outside production, in production only when asked (docs/security.md#api-docs)', () => {
    const production = { ...PRODUCTION, SEMAPHORE_API_KEY: 'k' };
    expect(loadConfig({}).apiDocsEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocsEnabled).toBe(true);
    expect(loadConfig({ API_DOCS_ENABLED: 'false' }).apiDocsEnabled).toBe(false);
    expect(loadConfig(production).apiDocsEnabled).toBe(false);
    expect(loadConfig({ ...production, API_DOCS_ENABLED: 'true' }).apiDocsEnabled).toBe(true);
    expect(configError({ API_DOCS_ENABLED: 'sometimes' }).variables).toEqual(['API_DOCS_ENABLED']);
  });

  it('documents the defaults it applies', () => {
    // Secrets drawn at random per process differ between two loads.
    const withoutSecrets = ({
      otpPepper: _pepper,
      loan,
      collections,
      ...rest
    }: ReturnType<typeof loadConfig>) => ({
      ...rest,
      loan: { ...loan, keyFactsLink: { ...loan.keyFactsLink, secret: '' } },
      collections: { ...collections, sandbox: { ...collections.sandbox, webhookSecret: '' } },
    });
    const defaults = withoutSecrets(loadConfig({}));
    let checked = 0;
    for (const [name, [documented]] of Object.entries(ENV_VARIABLES)) {
      if (/[(,]/.test(documented)) continue; // "(unset)", "(random per process)", "x, y in production"
      const withDocumented = withoutSecrets(loadConfig({ [name]: documented }));
      expect(withDocumented, name).toEqual(defaults);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('loadConfig: chat channels (docs/care.md#chat-channels)', () => {
  it('offers placeholders in the sandbox, nothing in production unless set', () => {
    expect(loadConfig({}).brand).toMatchObject({
      messengerUrl: 'https://m.me/sulong.cash.example',
      viberUrl: 'viber://pa?chatURI=sulongcash-sandbox',
    });
    const production = { ...PRODUCTION, SEMAPHORE_API_KEY: 'k' };
    expect(loadConfig(production).brand).toMatchObject({ messengerUrl: null, viberUrl: null });
    const set = loadConfig({
      ...production,
      MESSENGER_URL: 'https://m.me/SulongCashPH',
      VIBER_URL: 'https://invite.viber.com/?g2=AQBa1b2c3',
    });
    expect(publicConfig(set)).toMatchObject({
      messengerUrl: 'https://m.me/SulongCashPH',
      viberUrl: 'https://invite.viber.com/?g2=AQBa1b2c3',
    });
  });

  it.each([
    ['MESSENGER_URL', 'http://m.me/SulongCashPH'],
    ['MESSENGER_URL', 'https://evil.example/m.me'],
    ['MESSENGER_URL', 'javascript:alert(1)'],
    ['VIBER_URL', 'viber://chat?number=09171234567'],
    ['VIBER_URL', 'https://viber.example/?g2=x'],
    ['VIBER_URL', 'viber://pa?chatURI=a b'],
  ])('refuses %s=%s at start', (variable, value) => {
    expect([...new Set(configError({ [variable]: value }).variables)]).toEqual([variable]);
  });
});

describe('loadConfig: profile and credit decision', () => {
  it('defaults: ZIP of 4 digits, ages 21–65, decision after 5 s in the sandbox, 30 days', () => {
    expect(loadConfig({})).toMatchObject({
      profileRules: { postalCodeLength: 4, minAge: 21, maxAge: 65, phoneFirstDigits: ['9'] },
      creditDecision: {
        delaySeconds: 5,
        reapplyDays: 30,
        scorecard: DEFAULT_SCORECARD,
        review: 'auto',
        reviewScoreMargin: 5,
      },
    });
    const production = loadConfig({ ...PRODUCTION, SEMAPHORE_API_KEY: 'k' });
    expect(production.creditDecision.delaySeconds).toBe(0);
  });

  it('reads the rules, the delay (0 allowed) and a replacement scorecard', () => {
    const scorecard = { ...DEFAULT_SCORECARD, approveAt: 60 };
    const config = loadConfig({
      POSTAL_CODE_LENGTH: '5',
      MIN_AGE: '18',
      MAX_AGE: '70',
      PHONE_FIRST_DIGITS: '9,8',
      DECISION_DELAY_SECONDS: '0',
      REAPPLY_DAYS: '7',
      SCORECARD_JSON: JSON.stringify(scorecard),
    });
    expect(config.profileRules).toEqual({
      postalCodeLength: 5,
      minAge: 18,
      maxAge: 70,
      phoneFirstDigits: ['9', '8'],
    });
    expect(config.creditDecision).toEqual({
      delaySeconds: 0,
      reapplyDays: 7,
      scorecard,
      review: 'auto',
      reviewScoreMargin: 5,
    });
  });

  it.each([
    ['POSTAL_CODE_LENGTH', '3'],
    ['MIN_AGE', '17'],
    ['DECISION_DELAY_SECONDS', '-1'],
    ['REAPPLY_DAYS', '0'],
    ['SCORECARD_JSON', '{"approveAt": 1}'],
    ['SCORECARD_JSON', 'not json'],
  ])('names the bad variable %s=%s', (variable, value) => {
    expect([...new Set(configError({ [variable]: value }).variables)]).toEqual([variable]);
  });

  it('refuses MIN_AGE above MAX_AGE', () => {
    expect(configError({ MIN_AGE: '40', MAX_AGE: '30' }).variables).toEqual(['MIN_AGE']);
  });
});

describe('loadConfig: jobs and photo storage', () => {
  const S3 = {
    PHOTO_STORE: 's3',
    S3_ENDPOINT: 'https://s3.ap-southeast-1.amazonaws.com',
    S3_BUCKET: 'sulong-photos',
    S3_REGION: 'ap-southeast-1',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('defaults: jobs polled every second, photos in DATA_DIR/photos, replaced ones kept 90 days', () => {
    expect(loadConfig({})).toMatchObject({
      jobs: { enabled: true, pollMs: 1000 },
      photoStore: { kind: 'local', dataDir: './data' },
      photoRetentionDays: 90,
    });
    expect(loadConfig({ PHOTO_RETENTION_DAYS: '7' }).photoRetentionDays).toBe(7);
    expect(loadConfig({ JOBS_ENABLED: 'false', JOB_POLL_MS: '250' }).jobs).toEqual({
      enabled: false,
      pollMs: 250,
    });
  });

  it('reads the PostgreSQL pool size and timeouts, with defaults (docs/errors.md#service-unavailable)', () => {
    expect(loadConfig({}).pgPool).toEqual({
      max: 10,
      statementTimeoutMs: 30_000,
      idleTimeoutMs: 30_000,
      connectionTimeoutMs: 5000,
    });
    expect(
      loadConfig({
        DB_POOL_MAX: '4',
        DB_STATEMENT_TIMEOUT_MS: '2000',
        DB_IDLE_TIMEOUT_MS: '1000',
        DB_CONNECTION_TIMEOUT_MS: '700',
      }).pgPool,
    ).toEqual({ max: 4, statementTimeoutMs: 2000, idleTimeoutMs: 1000, connectionTimeoutMs: 700 });
    expect(configError({ DB_POOL_MAX: '0' }).message).toContain('DB_POOL_MAX');
  });

  it('reads an S3-compatible bucket and requires all of its settings', () => {
    expect(loadConfig(S3).photoStore).toEqual({
      kind: 's3',
      endpoint: 'https://s3.ap-southeast-1.amazonaws.com',
      bucket: 'sulong-photos',
      region: 'ap-southeast-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
    });
    expect(configError({ PHOTO_STORE: 's3' }).variables).toEqual([
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]);
    expect(configError({ ...S3, S3_SECRET_ACCESS_KEY: '' }).variables).toEqual([
      'S3_SECRET_ACCESS_KEY',
    ]);
    expect(loadConfig({ ...S3, S3_SESSION_TOKEN: 'token-of-a-role' }).photoStore).toMatchObject({
      kind: 's3',
      sessionToken: 'token-of-a-role',
    });
    const published = JSON.stringify(publicConfig(loadConfig(S3)));
    for (const value of ['sulong-photos', 'AKIDEXAMPLE', 'amazonaws']) {
      expect(published).not.toContain(value);
    }
  });

  it.each([
    ['PHOTO_STORE', 'ftp'],
    ['S3_ENDPOINT', 'not a url'],
    ['JOB_POLL_MS', '10'],
    ['JOBS_ENABLED', 'maybe'],
    ['PHOTO_RETENTION_DAYS', '0'],
    ['DELETED_ACCOUNT_RETENTION_DAYS', '364'],
  ])('names the bad variable %s=%s', (variable, value) => {
    expect([...new Set(configError({ [variable]: value }).variables)]).toEqual([variable]);
  });

  it('refuses a photo folder inside the served static folder', () => {
    expect(configError({ DATA_DIR: './dist/data', STATIC_DIR: './dist' }).variables).toEqual([
      'DATA_DIR',
    ]);
    expect(loadConfig({ DATA_DIR: '.', STATIC_DIR: './dist' }).photoStore.kind).toBe('local');
    expect(loadConfig({ ...S3, DATA_DIR: './dist', STATIC_DIR: './dist' })).toMatchObject({
      photoStore: { kind: 's3' },
    });
  });
});

describe('loadConfig: abuse limits', () => {
  it('refuses TRUST_PROXY=true and names what to write (docs/security.md#proxy-trust)', () => {
    const error = configError({ TRUST_PROXY: 'true' });
    expect(error.variables).toEqual(['TRUST_PROXY']);
    expect(error.message).toContain('number of proxies');
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('reads the SMS risk thresholds, 0 turning a rule off (docs/security.md#sms-pumping)', () => {
    expect(loadConfig({}).smsRisk).toEqual({
      perIp: 5,
      perDevice: 3,
      perBlock: 5,
      hourlyBudget: 500,
    });
    expect(loadConfig({ SMS_RISK_PER_IP: '0', SMS_HOURLY_BUDGET: '20' }).smsRisk).toMatchObject({
      perIp: 0,
      hourlyBudget: 20,
    });
    expect(configError({ SMS_RISK_PER_BLOCK: '-1' }).variables).toEqual(['SMS_RISK_PER_BLOCK']);
  });
});

describe('loadConfig: help centre and customer service (docs/care.md)', () => {
  const question = (id: string, languages: Record<string, unknown> = {}) => ({
    id,
    en: { question: `Question ${id}?`, answer: `Answer ${id}.` },
    ...languages,
  });
  const faqJson = (groups: unknown) => ({ FAQ_JSON: JSON.stringify(groups) });

  it('defaults: the built-in questions in five groups, open 09:00–18:00, placeholders for About us', () => {
    const config = loadConfig({});
    expect(config.care.serviceHours).toEqual({ opens: '09:00', closes: '18:00' });
    expect(config.care.faq.map((group) => group.id)).toEqual([
      'applying',
      'borrowing',
      'repaying',
      'account',
      'privacy',
    ]);
    expect(config.brand).toMatchObject({
      corporateAddress: expect.stringContaining('Makati City'),
      landline: '+63 2 8000 0001',
    });
    expect(publicConfig(config)).toMatchObject({
      serviceHours: { opens: '09:00', closes: '18:00' },
      serverVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
      landline: '+63 2 8000 0001',
    });
  });

  it('reads other hours, an address, a landline and a FAQ with only English', () => {
    const config = loadConfig({
      SERVICE_HOURS: '08:30-20:00',
      CORPORATE_ADDRESS: 'Cebu IT Park, Cebu City',
      LANDLINE: '+63 32 234 5678',
      ...faqJson([{ id: 'privacy', questions: [question('only-english')] }]),
    });
    expect(config.care.serviceHours).toEqual({ opens: '08:30', closes: '20:00' });
    expect(config.brand).toMatchObject({
      corporateAddress: 'Cebu IT Park, Cebu City',
      landline: '+63 32 234 5678',
    });
    expect(config.care.faq).toEqual([{ id: 'privacy', questions: [question('only-english')] }]);
  });

  it.each(['9-18', '18:00-09:00', '09:00-09:00', '09:00', '25:00-26:00'])(
    'refuses SERVICE_HOURS=%s',
    (value) => {
      expect(configError({ SERVICE_HOURS: value }).variables).toEqual(['SERVICE_HOURS']);
    },
  );

  it.each([
    ['not JSON', '[{'],
    ['no group', []],
    ['an unknown group', [{ id: 'collections', questions: [question('a')] }]],
    [
      'a question without English',
      [{ id: 'account', questions: [{ id: 'a', ph: { question: 'Q?', answer: 'A.' } }] }],
    ],
    [
      'an unknown language',
      [{ id: 'account', questions: [question('a', { fr: { question: 'Q?', answer: 'R.' } })] }],
    ],
    [
      'an empty answer',
      [{ id: 'account', questions: [{ id: 'a', en: { question: 'Q?', answer: ' ' } }] }],
    ],
    [
      'a group twice',
      [
        { id: 'account', questions: [question('a')] },
        { id: 'account', questions: [question('b')] },
      ],
    ],
    [
      'a question id twice',
      [
        { id: 'account', questions: [question('a')] },
        { id: 'privacy', questions: [question('a')] },
      ],
    ],
    ['a bad question id', [{ id: 'account', questions: [question('Has Spaces')] }]],
  ])('refuses FAQ_JSON with %s', (_case, groups) => {
    const env = typeof groups === 'string' ? { FAQ_JSON: groups } : faqJson(groups);
    expect(configError(env).variables).toEqual(['FAQ_JSON']);
  });
});

describe('loadConfig: the home-screen bonus (docs/coupons.md#home-screen-bonus)', () => {
  const CEILING = 'HOME_SCREEN_BONUS_CEILING_CENTAVOS';
  const problemsOf = (env: Record<string, string>) => configError(env).message;

  it('defaults: a ₱200 coupon valid 30 days, the ₱80,000 ceiling', () => {
    expect(loadConfig({}).loan.homeScreenBonus).toEqual({
      couponCentavos: 20_000,
      couponDays: 30,
      ceilingCentavos: 8_000_000,
    });
  });

  it('reads the coupon, its days and a ceiling as low as the scorecard ceiling', () => {
    const config = loadConfig({
      HOME_SCREEN_BONUS_COUPON_CENTAVOS: '15000',
      HOME_SCREEN_BONUS_COUPON_DAYS: '14',
      [CEILING]: '1000000',
    });
    expect(config.loan.homeScreenBonus).toEqual({
      couponCentavos: 15_000,
      couponDays: 14,
      ceilingCentavos: 1_000_000,
    });
  });

  it.each([
    ['HOME_SCREEN_BONUS_COUPON_CENTAVOS', '0'],
    ['HOME_SCREEN_BONUS_COUPON_CENTAVOS', '200.5'],
    ['HOME_SCREEN_BONUS_COUPON_DAYS', '0'],
    ['HOME_SCREEN_BONUS_COUPON_DAYS', '366'],
    [CEILING, 'lots'],
  ])('names the bad variable %s=%s', (variable, value) => {
    expect([...new Set(configError({ [variable]: value }).variables)]).toEqual([variable]);
  });

  it("refuses a ceiling below the scorecard's, also a replaced scorecard's", () => {
    expect(configError({ [CEILING]: '950000' }).variables).toEqual([CEILING]);
    expect(problemsOf({ [CEILING]: '950000' })).toContain(
      "must be at least the scorecard's quota ceiling (1000000)",
    );
    const scorecard = {
      ...DEFAULT_SCORECARD,
      quota: { ...DEFAULT_SCORECARD.quota, maxCentavos: 2_000_000 },
    };
    expect(
      configError({ SCORECARD_JSON: JSON.stringify(scorecard), [CEILING]: '1500000' }).variables,
    ).toEqual([CEILING]);
    // A refused scorecard is named on its own; the ceiling is not checked against it.
    expect(configError({ SCORECARD_JSON: 'not json', [CEILING]: '950000' }).variables).toEqual([
      'SCORECARD_JSON',
    ]);
  });

  it('refuses a ceiling that is not a whole number of quota steps', () => {
    expect(configError({ [CEILING]: '1025000' }).variables).toEqual([CEILING]);
    expect(problemsOf({ [CEILING]: '1025000' })).toContain(
      "must be a multiple of the scorecard's quota step (50000)",
    );
  });

  it('refuses a ceiling above the largest product maximum, products offered or not', () => {
    expect(configError({ [CEILING]: '8050000' }).variables).toEqual([CEILING]);
    expect(problemsOf({ [CEILING]: '8050000' })).toContain(
      'must not exceed the largest product maximum (8000000)',
    );
    // Smaller products: the default ceiling no longer fits.
    const products = DEFAULT_PRODUCTS.map((p) => ({
      ...p,
      maxAmountCentavos: Math.min(p.maxAmountCentavos, 5_000_000),
    }));
    expect(configError({ PRODUCTS_JSON: JSON.stringify(products) }).variables).toEqual([CEILING]);
    expect(
      loadConfig({ PRODUCTS_JSON: JSON.stringify(products), [CEILING]: '5000000' }).loan
        .homeScreenBonus.ceilingCentavos,
    ).toBe(5_000_000);
    // In production without a payout provider no product is offered; the ceiling is still
    // checked against the products that would be (PRODUCTS_JSON or the defaults).
    const production = { ...PRODUCTION, SEMAPHORE_API_KEY: 'k' };
    expect(loadConfig(production).loan.products).toEqual([]);
    expect(configError({ ...production, [CEILING]: '8050000' }).variables).toEqual([CEILING]);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { ENV_VARIABLES } from './env-variables.ts';

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

  it('in production: no sandbox; pepper, Semaphore key and the lender identity are required', () => {
    const error = configError({ NODE_ENV: 'production' });
    expect(error.variables.sort()).toEqual([
      'CERTIFICATE_OF_AUTHORITY_NO',
      'CORPORATE_NAME',
      'OTP_PEPPER',
      'SEC_REGISTRATION_NO',
      'SEMAPHORE_API_KEY',
    ]);

    const config = loadConfig({ ...PRODUCTION, SEMAPHORE_API_KEY: 'k' });
    expect(config).toMatchObject({
      sandboxEnabled: false,
      sms: { provider: 'semaphore', semaphoreApiKey: 'k' },
    });
  });

  it('refuses the sandbox SMS provider in production unless the sandbox is enabled', () => {
    const env = { ...PRODUCTION, SMS_PROVIDER: 'sandbox' };
    expect(configError(env).variables).toEqual(['SMS_PROVIDER']);
    expect(loadConfig({ ...env, SANDBOX_ENABLED: 'true' })).toMatchObject({
      sandboxEnabled: true,
      sms: { provider: 'sandbox' },
    });
  });

  it('documents the defaults it applies', () => {
    const { otpPepper: _pepper, ...defaults } = loadConfig({});
    let checked = 0;
    for (const [name, [documented]] of Object.entries(ENV_VARIABLES)) {
      if (/[(,]/.test(documented)) continue; // "(unset)", "(random per process)", "x, y in production"
      const { otpPepper: _other, ...withDocumented } = loadConfig({ [name]: documented });
      expect(withDocumented, name).toEqual(defaults);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

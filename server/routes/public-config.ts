import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OTP_RESEND_SECONDS } from '../../contract/auth.ts';
import { publicConfigSchema } from '../../contract/public-config.ts';
import type { PublicConfig } from '../../contract/public-config.ts';
import type { AppConfig } from '../config.ts';
import { SERVER_VERSION } from '../lib/server-version.ts';

export function publicConfig(config: AppConfig): PublicConfig {
  return {
    ...config.brand,
    serviceHours: config.care.serviceHours,
    contactHours: config.loan.contactHours,
    serverVersion: SERVER_VERSION,
    phoneFirstDigits: config.phoneFirstDigits,
    profileRules: {
      postalCodeLength: config.profileRules.postalCodeLength,
      minAge: config.profileRules.minAge,
      maxAge: config.profileRules.maxAge,
    },
    captchaAlways: config.captchaAlways,
    otpResendSeconds: OTP_RESEND_SECONDS,
    environment: config.sandboxEnabled ? 'sandbox' : 'production',
  };
}

/** What every client reads at start: brand, regulatory identity, sign-in rules. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const body = publicConfig(config);
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public configuration',
        response: { 200: publicConfigSchema },
      },
    },
    () => body,
  );
};

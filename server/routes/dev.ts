import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { e164PhoneSchema, text } from '../../contract/common-schemas.ts';
import { captchaAnswerResponseSchema, smsOutboxResponseSchema } from '../../contract/dev.ts';
import { normaliseNationalPhone, toE164 } from '../../contract/phone.ts';
import type { AppConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from './error-responses.ts';

/** An unencoded "+" in a query string arrives as a space; testers paste numbers in any form. */
const loosePhone = text()
  .transform((value) => toE164(normaliseNationalPhone(value)))
  .pipe(e164PhoneSchema);

/**
 * Sandbox only — registered only while SANDBOX_ENABLED, so in production these paths are 404.
 * What testers read instead of a real phone, and the answers of graphic codes.
 */
export const agedLoanSchema = z.object({
  orderNo: z.string(),
  days: z.number().int(),
  withdrawalDate: z.string(),
  dueDate: z.string(),
  overdueDays: z.number().int(),
  lateChargesPosted: z.number().int(),
  lateChargeCentavos: z.number().int(),
  owedCentavos: z.number().int(),
});

export const paidReferenceSchema = z.object({
  reference: z.string(),
  checkoutId: z.string(),
  intentId: z.string(),
  amountCentavos: z.number().int(),
  paidAt: z.string(),
  paymentRef: z.string(),
});

export const devRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Messages the sandbox SMS provider "sent", newest first',
        querystring: z.object({
          phone: loosePhone.optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: smsOutboxResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => app.services.sandboxOutbox.list(request.query.phone ?? null, request.query.limit),
  );

  app.get(
    '/dev/captcha/:id',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'The answer of a sandbox graphic code',
        params: z.object({ id: text().min(1).max(64) }),
        response: { 200: captchaAnswerResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const answer = await app.services.captchas.sandboxAnswer(request.params.id);
      if (answer === null) throw new AppError('NOT_FOUND', 'No such sandbox graphic code');
      return { id: request.params.id, answer };
    },
  );

  app.post(
    '/dev/orders/:orderNo/age',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          "Move a repaying loan's dates back by `days` (docs/loans.md#sandbox-loan-clock), then " +
          'post its late charges through today',
        description:
          'Rewrites dates, never amounts. Refusals: NOT_FOUND; LOAN_SETTLED; LOAN_CANCELLED; ' +
          'ORDER_IN_PROGRESS before the payout; PAYMENT_IN_PROGRESS while a payment intent is ' +
          'live; VALIDATION_FAILED (field days).',
        params: z.object({ orderNo: text().min(1).max(40) }),
        body: z.object({ days: z.number().int() }),
        response: { 200: agedLoanSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    (request) =>
      app.services.loanDays.ageLoan({ orderNo: request.params.orderNo, days: request.body.days }),
  );

  if (config.collections.provider === 'sandbox') {
    app.post(
      '/dev/references/:reference/pay',
      {
        schema: {
          tags: ['sandbox'],
          summary:
            'A store takes the cash for an over-the-counter reference; the sandbox sends its ' +
            'paid webhook as the provider would',
          description:
            'Refusals: NOT_FOUND (unknown reference); LINK_EXPIRED 410 (past its expiry); ' +
            'VALIDATION_FAILED (field reference) when it was already paid or has failed.',
          params: z.object({ reference: text().min(1).max(40) }),
          response: { 200: paidReferenceSchema, ...errorResponses(400, 404, 410) },
        },
      },
      async (request) => {
        const paid = await app.services.sandboxCheckout.payReference(request.params.reference);
        return { ...paid, paidAt: paid.paidAt.toISOString() };
      },
    );
  }
};

import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  formSectionSchema,
  profileStatusViewSchema,
  profileViewSchema,
} from '../../contract/profile/api.ts';
import { makeDetailsSchema } from '../../contract/profile/details.ts';
import { DEFAULT_PROFILE_RULES } from '../../contract/profile/rules.ts';
import { makeBankSchema, makeSectionSchemas } from '../../contract/profile/schemas.ts';
import { currentCustomer } from '../plugins/auth.ts';
import type { ProfileCaller } from '../services/profile-service.ts';
import { errorResponses } from './error-responses.ts';

/** A section is a few hundred bytes; anything near this is not a profile. */
export const PROFILE_BODY_LIMIT = 64 * 1024;

/**
 * The section bodies depend on the caller (today's date for the age, their phone for the
 * contacts), so handlers validate them. The route schemas below only document them, built with
 * the default rules; this compiler lets the body through to the handler and checks the rest.
 */
const bodyCheckedInHandler =
  <S>(): FastifySchemaCompiler<S> =>
  (route) =>
    route.httpPart === 'body'
      ? (data) => ({ value: data })
      : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);

const documented = { rules: DEFAULT_PROFILE_RULES, today: '2026-01-01', registeredPhone: '' };
const sectionBodies = z
  .union(Object.values(makeSectionSchemas(documented)))
  .describe('The schema of the section named in the path (contract/profile/schemas.ts).');
const bankBody = makeBankSchema(documented);
const detailsBody = makeDetailsSchema(documented);

const caller = (request: FastifyRequest): ProfileCaller => {
  const customer = currentCustomer(request);
  return {
    customerId: customer.customerId,
    phone: customer.phone,
    sessionId: customer.sessionId,
  };
};

const common = { tags: ['profile'], security: [{ bearerAuth: [] }] };

/**
 * The borrower's own profile, its submission, the repeat borrower's bank change and My profile's
 * e-mail and address.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      schema: {
        ...common,
        summary: "The caller's profile: saved sections, photos, progress and application",
        response: { 200: profileViewSchema, ...errorResponses(401) },
      },
    },
    (request) => app.services.profile.view(caller(request)),
  );

  app.get(
    '/profile/status',
    {
      schema: {
        ...common,
        summary: 'Where the profile stands (for home)',
        response: { 200: profileStatusViewSchema, ...errorResponses(401) },
      },
    },
    (request) => app.services.profile.status(caller(request)),
  );

  app.put(
    '/profile/sections/:section',
    {
      bodyLimit: PROFILE_BODY_LIMIT,
      validatorCompiler: bodyCheckedInHandler(),
      schema: {
        ...common,
        summary: 'Save one section of the profile',
        description:
          'Body: the section schema of contract/profile/schemas.ts, checked with the server rules, ' +
          "today in Manila and the caller's phone. Refusals: VALIDATION_FAILED (field = the path " +
          'of the first issue, message = its message id), PROFILE_LOCKED while an application is ' +
          'under review or approved, IDENTITY_VERIFICATION_FAILED (field idDocumentPhoto: the ' +
          'identity section after a decision that the ID photo could not be read, while that ' +
          'photo is still the current one), PAYLOAD_TOO_LARGE.',
        params: z.object({ section: formSectionSchema }),
        body: sectionBodies,
        response: { 200: profileViewSchema, ...errorResponses(400, 401, 409, 413) },
      },
    },
    (request) =>
      app.services.profile.saveSection(
        caller(request),
        request.params.section,
        request.body as unknown,
      ),
  );

  app.post(
    '/profile/submit',
    {
      schema: {
        ...common,
        summary: 'Submit the complete profile for a credit decision',
        description:
          'The decision follows after DECISION_DELAY_SECONDS (a background job). Refusals: ' +
          'PROFILE_INCOMPLETE (field = first missing section), PROFILE_LOCKED, APPLICATION_REFUSED ' +
          '(before the reapply date).',
        response: { 200: profileViewSchema, ...errorResponses(401, 409) },
      },
    },
    (request) => app.services.profile.submit(caller(request)),
  );

  app.put(
    '/profile/bank-change',
    {
      bodyLimit: PROFILE_BODY_LIMIT,
      validatorCompiler: bodyCheckedInHandler(),
      schema: {
        ...common,
        summary: 'Change the payout account (repeat borrowers)',
        description:
          'Body: the bank section; it must differ from the account on file (channel, payee, ' +
          'number) or correct its holder’s name (validation.bank.unchanged). Refusals: CHANGE_BANK_NOT_ALLOWED unless a loan was ' +
          'settled and an application approved, or a payout failed; PAYOUT_RETRY_CLOSED when ' +
          'the failed order was cancelled meanwhile; VALIDATION_FAILED.',
        body: bankBody,
        response: { 200: profileViewSchema, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    (request) => app.services.profile.changeBank(caller(request), request.body as unknown),
  );

  app.put(
    '/profile/details',
    {
      bodyLimit: PROFILE_BODY_LIMIT,
      validatorCompiler: bodyCheckedInHandler(),
      schema: {
        ...common,
        summary: 'Change the e-mail and address (My profile)',
        description:
          'Body: the e-mail of the contact details section and the address section, checked with ' +
          'the same field schemas (contract/profile/details.ts); allowed before and after an ' +
          'approval. Refusals: VALIDATION_FAILED (field, message id), APPLICATION_UNDER_REVIEW ' +
          'while an application awaits its decision, PROFILE_INCOMPLETE (field = basic2 or ' +
          'address) before those sections were ever saved, PAYLOAD_TOO_LARGE.',
        body: detailsBody,
        response: { 200: profileViewSchema, ...errorResponses(400, 401, 409, 413) },
      },
    },
    (request) => app.services.profile.changeDetails(caller(request), request.body as unknown),
  );
};

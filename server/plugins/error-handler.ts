import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../contract/errors.ts';
import { AppError } from '../errors.ts';
import { databaseErrorSummary, isDatabaseUnavailable } from '../db/unavailable.ts';
import { noteRefusalCode } from '../lib/log-requests.ts';
import { createOutageLog } from '../lib/outage-log.ts';
import { policyOf, type SecurityHeaderSets } from './security-headers.ts';

/** When a borrower's app may try again after the database was out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Request fields whose refusal has its own code in the contract. */
const FIELD_CODES: Record<string, AppError['code']> = { agreedToPrivacy: 'AGREEMENT_REQUIRED' };

/**
 * The one error handler: every refusal leaves as {code, message, field?, retryAfterSeconds?}.
 * Validation issues name the first field at fault and keep the schema's message id; anything
 * unexpected is logged and answered as INTERNAL without details. A database out of reach (refused,
 * dropped or timed-out connection, a restart) is answered SERVICE_UNAVAILABLE 503 with Retry-After
 * and logged, code and message only, at most once every few seconds however many requests it
 * refuses (docs/errors.md#service-unavailable).
 */
export const errorHandlerPlugin = fp<{ schedule?: (run: () => void, ms: number) => void }>(
  async (app, options) => {
    const logOutage = createOutageLog(options.schedule);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        return send(reply, error);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const [issue] = error.validation;
        const field = issue?.instancePath.split('/').filter(Boolean).join('.') || undefined;
        const code = (field && FIELD_CODES[field]) || 'VALIDATION_FAILED';
        return send(
          reply,
          new AppError(code, issue?.message ?? 'Invalid request', field ? { field } : {}),
        );
      }
      const status = error.statusCode ?? 500;
      if (status === 404) return send(reply, new AppError('NOT_FOUND', 'Not found'));
      if (status === 429) return send(reply, new AppError('TOO_FREQUENT', 'Too many requests'));
      if (status === 413) return send(reply, new AppError('PAYLOAD_TOO_LARGE', 'Body too large'));
      if (status === 415) {
        return send(reply, new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'));
      }
      if (status >= 400 && status < 500) {
        // Fastify's other refusals: malformed JSON, a bad Content-Length.
        return send(reply, new AppError('VALIDATION_FAILED', error.message));
      }
      if (isDatabaseUnavailable(error)) {
        logOutage(request.log, { db: databaseErrorSummary(error) }, 'database unavailable');
        return send(
          reply,
          new AppError('SERVICE_UNAVAILABLE', 'The database is unavailable; try again shortly', {
            retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
          }),
        );
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, new AppError('INTERNAL', 'Something went wrong'));
    });

    app.setNotFoundHandler(notFoundHandler);
  },
  { name: 'error-handler', fastify: '5.x' },
);

/**
 * Fastify's `frameworkErrors` option: what its router refuses before any route or error handler
 * runs, answered in the contract's shape too (docs/errors.md#api-errors). A path segment that is
 * not percent-encoded UTF-8 (`%ED%A0%80`, `%`, `%zz`) is text the API cannot accept; one longer
 * than the router takes (100 characters) is refused as the same field. Fastify answered these with
 * its own body (`FST_ERR_BAD_URL`, a 414 `FST_ERR_MAX_PARAM_LENGTH`).
 */
export function frameworkErrorsWith(
  securityHeaders: SecurityHeaderSets,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    // No hook ran: the headers every other answer gets from them are set here, and a refusal is
    // never kept by a cache.
    for (const [name, value] of securityHeaders[policyOf(request.url)]) reply.header(name, value);
    reply.header('cache-control', 'no-store');
    refuse(error, request, reply);
  };
}

function refuse(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    send(reply, new AppError('VALIDATION_FAILED', 'validation.text.invalid', { field: 'path' }));
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const message = 'A path segment is longer than 100 characters';
    send(reply, new AppError('VALIDATION_FAILED', message, { field: 'path' }));
  } else {
    request.log.error({ err: error }, 'unhandled framework error');
    send(reply, new AppError('INTERNAL', 'Something went wrong'));
  }
}

/** NOT_FOUND for a path no route serves; the /api scope sets it again for its own hooks. */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): void {
  send(
    reply,
    new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`),
  );
}

function send(reply: FastifyReply, error: AppError): FastifyReply {
  // The request's completion line names the refusal (docs/security.md#what-logs-may-hold).
  noteRefusalCode(reply, error.code);
  if (error.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(error.retryAfterSeconds));
  const body: ApiError = error.toBody();
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
}

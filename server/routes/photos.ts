import { RATE_LIMITS } from '../plugins/rate-limit.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { photoKindSchema, photoViewSchema } from '../../contract/profile/api.ts';
import { AppError } from '../errors.ts';
import { currentCustomer } from '../plugins/auth.ts';
import { errorResponses } from './error-responses.ts';
import { sendPrivateJpeg } from './private-jpeg.ts';

/** The app sends at most 400 KB; the rest is headroom for other clients, not an invitation. */
export const PHOTO_BODY_LIMIT = 600 * 1024;

const params = z.object({ kind: photoKindSchema });

/**
 * The borrower's identity document and face photos. Every lookup goes through the caller's
 * customer id, so nobody can name another customer's photo.
 */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only: everywhere else an image body stays a 415, and the JSON
  // parser (and its limit) of the other routes is untouched.
  app.addContentTypeParser(
    'image/jpeg',
    { parseAs: 'buffer', bodyLimit: PHOTO_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.put(
    '/profile/photos/:kind',
    {
      config: { rateLimit: RATE_LIMITS.photoUpload },
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        tags: ['profile'],
        summary: 'Upload the current identity document or face photo (raw image/jpeg body)',
        description:
          'Body: the JPEG itself, Content-Type image/jpeg, at most 600 KB. Metadata (EXIF, XMP, ' +
          'comments) is removed before storage. Sending the same bytes again returns the same ' +
          'photo. Refusals: UNSUPPORTED_MEDIA_TYPE, PAYLOAD_TOO_LARGE, PHOTO_PROBLEM (not a ' +
          'whole JPEG, or a side under 200 or over 4000 px).',
        security: [{ bearerAuth: [] }],
        params,
        response: { 200: photoViewSchema, ...errorResponses(400, 401, 409, 413, 415, 422) },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as image/jpeg');
      }
      return app.services.photos.upload({
        customerId: currentCustomer(request).customerId,
        kind: request.params.kind,
        body: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
    },
  );

  app.get(
    '/profile/photos/:kind',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's own current photo of the kind, as image/jpeg",
        security: [{ bearerAuth: [] }],
        params,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const { customerId } = currentCustomer(request);
      const bytes = await app.services.photos.download(customerId, request.params.kind);
      if (!bytes) throw new AppError('NOT_FOUND', 'No photo of this kind yet');
      return sendPrivateJpeg(reply, bytes);
    },
  );
};

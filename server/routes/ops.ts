import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_STATUSES } from '../../contract/loan/order-states.ts';
import type { AppConfig } from '../config.ts';
import { MEMORY_DATA_DIR } from '../db/pglite-db.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from './error-responses.ts';

/** Where a server without OPS_TOKEN leaves its operator token for `npm run ops`. */
export const opsTokenPath = (dataDir: string): string => join(resolve(dataDir), 'ops-token');

/**
 * OPS_TOKEN, or a fresh random token for this run, written owner-only to DATA_DIR/ops-token
 * (replaced whole, so nobody reads half a token). An in-memory data dir keeps it in memory only.
 */
export async function resolveOpsToken(config: Pick<AppConfig, 'opsToken' | 'dataDir'>) {
  if (config.opsToken) return config.opsToken;
  const token = randomBytes(32).toString('base64url');
  if (config.dataDir === MEMORY_DATA_DIR) return token;
  const path = opsTokenPath(config.dataDir);
  await mkdir(resolve(config.dataDir), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${token}\n`, { mode: 0o600, flag: 'wx' });
  await rename(temporary, path);
  return token;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

export const cancelledOrderSchema = z.object({
  orderNo: z.string(),
  status: z.literal('cancelled'),
  previousStatus: z.enum(ORDER_STATUSES),
  moneySent: z.boolean(),
  coupon: z.enum(['available', 'invalid']).nullable(),
});

/**
 * Customer service's commands (`npm run ops`), behind the operator token, never a borrower's
 * session.
 */
export const opsRoutes: FastifyPluginAsyncZod<{ config: AppConfig; now: () => Date }> = async (
  app,
  { config, now },
) => {
  // Hashes have equal length, so the comparison takes the same time whatever was sent.
  const expected = sha256(await resolveOpsToken(config));
  const operatorOnly = async (request: FastifyRequest) => {
    const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(sha256(match[1]), expected)) {
      throw new AppError('UNAUTHORIZED', 'Operator token required');
    }
  };

  app.post(
    '/ops/orders/:orderNo/cancel',
    {
      onRequest: operatorOnly,
      schema: {
        tags: ['ops'],
        summary:
          'Cancel an order: any time before the money is sent, or within CANCEL_WINDOW_HOURS ' +
          'of the payout (the borrower returns the principal through customer service)',
        security: [{ bearerAuth: [] }],
        params: z.object({ orderNo: z.string().min(1).max(40) }),
        response: { 200: cancelledOrderSchema, ...errorResponses(401, 404, 409) },
      },
    },
    (request) =>
      app.services.disbursement.cancelOrder({
        orderNo: request.params.orderNo,
        at: now(),
        actor: 'operator',
        reason: 'customerRequest',
      }),
  );
};

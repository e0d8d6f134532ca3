import type { FastifyReply } from 'fastify';

/**
 * A borrower's photo or screenshot as the answer: the JPEG as is (Fastify never serialises a
 * Buffer), shown inline and never stored by a browser or a proxy.
 */
export function sendPrivateJpeg(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply
    .type('image/jpeg')
    .header('cache-control', 'no-store')
    .header('content-disposition', 'inline')
    .send(bytes);
}

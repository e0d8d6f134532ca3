import type { FastifyReply, FastifyRequest } from 'fastify';
import { REDACTED } from './log-redaction.ts';

/*
 * What a request's log lines say (docs/security.md#what-logs-may-hold): method, path, route
 * pattern, client address; then status, the refusal's code and the response time. Never headers
 * (Authorization, a webhook's signature), bodies, or the values of a query string: a key-facts
 * link carries its signature there, the sandbox outbox a phone number.
 */

/** Query parameters whose values are choices from a short list, useful to read and never personal. */
const PLAIN_QUERY_PARAMETERS = new Set(['language', 'step', 'limit']);

/** The path as sent, with every query value replaced, but for the few plain ones above. */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      return PLAIN_QUERY_PARAMETERS.has(name) ? pair : `${name}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** The code of the refusal a reply carries, set by the error handler for the completion line. */
const refusalCodes = new WeakMap<object, string>();

export function noteRefusalCode(reply: FastifyReply, code: string): void {
  refusalCodes.set(reply, code);
}

export const requestSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: typeof request.url === 'string' ? safeUrl(request.url) : undefined,
      route: request.routeOptions?.url,
      remoteAddress: request.ip,
    };
  },
  // Fastify passes only the status in some cases, so the reply may be partial.
  res(reply: Pick<FastifyReply, 'statusCode'>) {
    const code = refusalCodes.get(reply);
    return code ? { statusCode: reply.statusCode, code } : { statusCode: reply.statusCode };
  },
};

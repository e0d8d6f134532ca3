import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '../../contract/calendar.ts';

export interface KeyFactsLink {
  /** The hash route of /KSResult with its query. */
  path: string;
  expiresAt: Date;
}

const sign = (secret: string, orderId: string, expires: number): string =>
  createHmac('sha256', secret).update(`${orderId}.${expires}`).digest('base64url');

/**
 * The order's key fact statement opens without login (docs/loans.md#key-fact-link) through a
 * link that names the order, an expiry (unix seconds) and an HMAC of both, so it can be neither
 * forged nor extended.
 */
export function makeKeyFactsLink(
  secret: string,
  o: { orderId: string; at: Date; days: number },
): KeyFactsLink {
  const expires = Math.floor((o.at.getTime() + o.days * DAY_MS) / 1000);
  const query = new URLSearchParams({
    order: o.orderId,
    expires: String(expires),
    sig: sign(secret, o.orderId, expires),
  });
  return { path: `/#/KSResult?${query}`, expiresAt: new Date(expires * 1000) };
}

export type LinkCheck = 'valid' | 'forged' | 'expired';

/** Forged first: an expiry is only news to whoever holds a genuine link. */
export function checkKeyFactsLink(
  secret: string,
  link: { orderId: string; expires: number; sig: string },
  at: Date,
): LinkCheck {
  const expected = Buffer.from(sign(secret, link.orderId, link.expires));
  const given = Buffer.from(link.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return link.expires * 1000 <= at.getTime() ? 'expired' : 'valid';
}

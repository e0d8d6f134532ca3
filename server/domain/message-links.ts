import type { MessageLink } from '../../contract/messages/api.ts';
import { ORDER_MESSAGE_KINDS, REPAYMENT_MESSAGE_KINDS } from '../../contract/messages/kinds.ts';
import type { MessageKind, MessageParams } from '../../contract/messages/kinds.ts';

/*
 * Where a borrower's message leads (docs/messages.md#links). Derived from its kind and params
 * when it is listed, never stored, so a changed screen changes every old message too.
 */

const ORDER_KINDS: ReadonlySet<MessageKind> = new Set(ORDER_MESSAGE_KINDS);
const REPAYMENT_KINDS: ReadonlySet<MessageKind> = new Set(REPAYMENT_MESSAGE_KINDS);

/**
 * The link of a message. `orderId` is the params' own, or for older rows that carry only the
 * order number, the order the list query found by that number among the borrower's orders; a
 * message about an order that cannot be found has no link.
 */
export function messageLink(
  kind: MessageKind,
  params: MessageParams,
  resolvedOrderId: string | null = null,
): MessageLink | null {
  if (kind.startsWith('application')) return { route: '/homeIndex' };
  if (kind === 'couponGranted' || kind === 'homeScreenBonus') return { route: '/coupon' };
  if (kind === 'ticketAnswered' || kind === 'ticketClosed') {
    return typeof params.ticketNo === 'string'
      ? { route: `/feedback?ticket=${encodeURIComponent(params.ticketNo)}` }
      : null;
  }
  const ownId = typeof params.orderId === 'string' ? params.orderId : null;
  const orderId = ownId ?? resolvedOrderId;
  if (!orderId) return null;
  const id = encodeURIComponent(orderId);
  if (ORDER_KINDS.has(kind)) return { route: `/bill?order=${id}` };
  if (REPAYMENT_KINDS.has(kind)) return { route: `/repaidDetail?orderId=${id}` };
  return null;
}

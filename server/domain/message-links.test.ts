import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS } from '../../contract/messages/kinds.ts';
import { messageLink } from './message-links.ts';

const ORDER = '7d3f6a52-3c1e-4a8b-9a43-2f7e9c1d5b60';

describe('messageLink (docs/messages.md#links)', () => {
  it('sends application kinds home, whatever their params', () => {
    for (const kind of MESSAGE_KINDS.filter((k) => k.startsWith('application'))) {
      expect(messageLink(kind, {})).toEqual({ route: '/homeIndex' });
    }
  });

  it('sends order kinds to the order, repayment kinds to its repayment detail', () => {
    expect(messageLink('orderRepaying', { orderId: ORDER, orderNo: 'SC1' })).toEqual({
      route: `/bill?order=${ORDER}`,
    });
    for (const kind of [
      'paymentReceived',
      'paymentFailed',
      'loanExtended',
      'reminderDayBefore',
      'reminderDueDay',
      'reminderOverdue',
    ] as const) {
      expect(messageLink(kind, { orderId: ORDER })).toEqual({
        route: `/repaidDetail?orderId=${ORDER}`,
      });
    }
  });

  it('uses the order found by number for rows without orderId, and the row’s own id first', () => {
    expect(messageLink('reminderOverdue', { orderNo: 'SC1' }, ORDER)).toEqual({
      route: `/repaidDetail?orderId=${ORDER}`,
    });
    expect(messageLink('orderSettled', { orderId: ORDER }, 'other')).toEqual({
      route: `/bill?order=${ORDER}`,
    });
    expect(messageLink('reminderDueDay', { orderNo: 'SC1' })).toBeNull();
  });

  it('sends a granted coupon to the coupons', () => {
    expect(messageLink('couponGranted', { couponId: 'x' })).toEqual({ route: '/coupon' });
  });

  it('sends an answered or closed ticket to that ticket', () => {
    expect(messageLink('ticketAnswered', { ticketNo: 'FB20260310ABCDEF' })).toEqual({
      route: '/feedback?ticket=FB20260310ABCDEF',
    });
    expect(messageLink('ticketClosed', { ticketNo: 'FB20260310ABCDEF' })).toEqual({
      route: '/feedback?ticket=FB20260310ABCDEF',
    });
    expect(messageLink('ticketClosed', {})).toBeNull();
  });

  it('gives every stored kind a link when its order (or ticket) is known', () => {
    for (const kind of MESSAGE_KINDS) {
      expect(messageLink(kind, { orderId: ORDER, ticketNo: 'FB20260310ABCDEF' })).not.toBeNull();
    }
  });

  it('escapes what it puts in a query', () => {
    expect(messageLink('orderSettled', { orderId: 'a&b' })).toEqual({ route: '/bill?order=a%26b' });
  });
});

import { randomInt } from 'node:crypto';
import { manilaDate } from '../../../contract/calendar.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * 'RC' + Manila yymmdd + 8 random base32 characters (docs/loans.md#receipts): readable over the
 * phone to customer service, and not a counter, so it reveals no volume.
 */
export function newReceiptNo(at: Date): string {
  const date = manilaDate(at).slice(2).replaceAll('-', '');
  const random = Array.from({ length: 8 }, () => BASE32[randomInt(BASE32.length)]).join('');
  return `RC${date}${random}`;
}

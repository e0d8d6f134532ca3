import type { DocumentKind } from '@contract/loan/documents';
import type { Language } from '@contract/language';
import { PATHS } from '@/config/paths';
import { readStorage, writeStorage } from '@/lib/storage/web-storage';

/*
 * What the withdrawal flow carries between its screens and across a reload, in sessionStorage:
 * it ends with the tab, and holds no figure (the server quotes every figure again).
 */

/** The borrower's choice on /allWithdraw; anything missing falls back to the offer's defaults. */
export type WithdrawChoice = {
  amountCentavos?: number;
  termDays?: number;
  couponId?: string | null;
};

/** One quote's way through /loan and /sign. */
export type QuoteRecord = {
  /** The product the quote was chosen on (null when /loan was opened from elsewhere). */
  productId: string | null;
  /** Set on /loan: the documents as shown, in the language shown, and what was ticked. */
  signing?: {
    language: Language;
    documentHashes: Record<DocumentKind, string>;
    agreed: { agreement: boolean; sanctionLetter: boolean };
  };
};

const choiceKey = (customerId: string, productId: string) => `withdraw:${customerId}:${productId}`;
const quoteKey = (quoteId: string) => `withdraw:quote:${quoteId}`;

function readJson<T>(key: string): T | null {
  const raw = readStorage('session', key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept.
  }
}

export function readChoice(customerId: string, productId: string): WithdrawChoice {
  return readJson<WithdrawChoice>(choiceKey(customerId, productId)) ?? {};
}

export function writeChoice(customerId: string, productId: string, choice: WithdrawChoice): void {
  writeStorage('session', choiceKey(customerId, productId), JSON.stringify(choice));
}

export function clearChoice(customerId: string, productId: string): void {
  remove(choiceKey(customerId, productId));
}

export function readQuoteRecord(quoteId: string): QuoteRecord | null {
  return readJson<QuoteRecord>(quoteKey(quoteId));
}

export function writeQuoteRecord(quoteId: string, record: QuoteRecord): void {
  writeStorage('session', quoteKey(quoteId), JSON.stringify(record));
}

export function clearQuoteRecord(quoteId: string): void {
  remove(quoteKey(quoteId));
}

/** Back to /allWithdraw on the quote's product, which quotes the choice again. */
export function withdrawPathFor(quoteId: string | null): string {
  const productId = quoteId ? readQuoteRecord(quoteId)?.productId : null;
  return productId
    ? `${PATHS.allWithdraw}?product=${encodeURIComponent(productId)}`
    : PATHS.allWithdraw;
}

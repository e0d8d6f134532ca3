import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { QuoteRequest, QuoteView } from '@contract/loan/api';
import type { ApiError } from '@contract/error-codes';
import { toApiError } from '@/lib/api/api-error';
import { useQuoteWithdrawalMutation } from './api';

/** Quiet time after the last change before figures are asked for: a slider drag asks once. */
export const QUOTE_DELAY_MS = 300;

/** Longest a timer may wait (setTimeout's signed 32-bit limit). */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Answer = { key: string; quote: QuoteView | null; error: ApiError | null };

/**
 * The server's quote for the current choice, asked for again (debounced) on every change and
 * once more when a quote expires, so Continue always carries a live one. A slower answer to an
 * older choice never replaces a newer one. `onError` hears each refusal once.
 */
export function useLiveQuote(request: QuoteRequest | null, onError?: (error: ApiError) => void) {
  const [quoteWithdrawal] = useQuoteWithdrawalMutation();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [round, setRound] = useState(0);
  const body = request ? JSON.stringify(request) : null;
  // A retry or an expiry asks again for the same choice: its answer is a new one.
  const key = body === null ? null : `${round}|${body}`;
  const onErrorRef = useRef(onError);
  useLayoutEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    if (key === null || body === null) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await quoteWithdrawal(JSON.parse(body) as QuoteRequest);
      if (!current) return;
      if (result.data) {
        setAnswer({ key, quote: result.data, error: null });
        return;
      }
      const error = toApiError(result.error) ?? { code: 'INTERNAL', message: 'no answer' };
      setAnswer({ key, quote: null, error });
      onErrorRef.current?.(error);
    }, QUOTE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, body, quoteWithdrawal]);

  const settled = answer?.key === key ? answer : null;
  const quote = settled?.quote ?? null;

  // A quote is good for minutes: when it lapses, the figures are asked for again.
  useEffect(() => {
    if (!quote) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(quote.expiresAt) - Date.now()));
    const timer = setTimeout(() => setRound((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [quote]);

  return {
    /** The quote of the current choice; null while it is being asked for or was refused. */
    quote,
    /** The last figures shown, kept on screen (dimmed) while new ones are on their way. */
    shown: quote ?? answer?.quote ?? null,
    error: settled?.error ?? null,
    updating: key !== null && settled === null,
    retry: () => setRound((n) => n + 1),
  };
}

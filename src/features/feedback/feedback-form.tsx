import { useEffect, useState, type FormEvent } from 'react';
import { del, get } from 'idb-keyval';
import { useIntl } from 'react-intl';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MIN_CHARS,
  feedbackLength,
  feedbackTextProblem,
  type FeedbackCategory,
} from '@contract/care/feedback-rules';
import type { FeedbackRequest, TicketView } from '@contract/care/feedback-api';
import { isApiError, type ApiError } from '@contract/error-codes';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { toApiError } from '@/lib/api/api-error';
import { feedbackUrl, useSendFeedbackMutation } from '@/lib/api/care-api';
import { selectPublicData } from '@/lib/core/core-slice';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import type { QueuedResult } from '@/lib/outbox/outbox';
import { subscribePending } from '@/lib/outbox/pending-signal';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { formatManilaDay } from '@/lib/loan/loan-format';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { feedbackMessages as m } from './feedback-messages';

type Draft = {
  clientKey: string;
  category: FeedbackCategory | '';
  text: string;
  /** A send was tried with this key: an edit after it draws a new key (docs/care.md#feedback). */
  tried?: boolean;
  /** The send the outbox holds (same key, same body) until the server accepts or refuses it. */
  waiting?: FeedbackRequest | null;
};

type Outcome = { kind: 'sent'; ticket: TicketView } | null;

const EMPTY: Draft = { clientKey: '', category: '', text: '', tried: false, waiting: null };

const resultKeyOf = (customerId: string, clientKey: string) =>
  `feedback:${customerId}:result:${clientKey}`;

const isTicket = (body: unknown): body is TicketView =>
  typeof body === 'object' && body !== null && 'ticketNo' in body;

/** A refusal the outbox kept: the server's `{code, message, field}`, or one made from its status. */
const refusalOf = ({ status, body }: QueuedResult): ApiError =>
  isApiError(body)
    ? body
    : { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL', message: `HTTP ${status}` };

const isNetworkError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');

/** The screenshot as a data URL, compressed like every photo the app sends (≤ 400 KB JPEG). */
async function screenshotDataUrl(file: File): Promise<string> {
  const { compressImage } = await import('@/lib/images/compress-image');
  const { blob } = await compressImage(file, {
    maxLongSide: 1600,
    maxBytes: 380 * 1024,
    minShortSide: 100,
  });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The feedback form (docs/care.md#feedback): category, text with a live count and the
 * 10-character rule of the contract, an optional screenshot. The draft (with its client key,
 * drawn once per draft) survives a reload; sent online the ticket number shows at once, without a
 * network the send waits in the outbox and replays under the same key, so it is one ticket. The
 * text stays on the phone until the server accepts it: a queued send shows as waiting, and a
 * refusal brings the text back with the reason. A refusal on the key (the server stored another
 * body under it, its answer lost) or an edit after a failed send draws a new key; a retry of the
 * unchanged text keeps it.
 */
export function FeedbackForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { customerId, token } = useAppSelector(selectPublicData);
  const draftKey = `feedback:${customerId}`;
  const { draft, updateDraft, clearDraft } = useFormDraft<Draft>(draftKey, EMPTY);
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const [screenshotError, setScreenshotError] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [send, { isLoading, error: sendError, reset }] = useSendFeedbackMutation();
  const waiting = draft.waiting ?? null;

  const problem = feedbackTextProblem(draft.text);
  const limits = { min: FEEDBACK_MIN_CHARS, max: FEEDBACK_MAX_CHARS };
  const textError =
    showErrors && problem
      ? intl.formatMessage(problem === 'tooShort' ? m.tooShort : m.tooLong, limits)
      : undefined;
  const categoryError =
    showErrors && !draft.category ? intl.formatMessage(m.chooseCategory) : undefined;

  const change = (next: Partial<Draft>) => {
    setOutcome(null);
    setRefusal(null);
    reset();
    // After a failed send the server may hold the old body under the old key (its answer lost):
    // the edited text goes under a new key, or it would be refused on the key for ever.
    const keep = draft.clientKey && !draft.tried;
    updateDraft({ ...next, clientKey: keep ? draft.clientKey : crypto.randomUUID(), tried: false });
  };

  const finish = (done: Outcome) => {
    clearDraft();
    updateDraft(EMPTY, { persist: false });
    setScreenshot(null);
    setShowErrors(false);
    setRefusal(null);
    setOutcome(done);
  };

  // While a send waits in the outbox, its answer (kept under the result key) settles the draft:
  // accepted, the ticket shows; refused, the text comes back into the form with the reason.
  const waitingKey = waiting ? draft.clientKey : '';
  useEffect(() => {
    if (!waitingKey) return;
    const resultKey = resultKeyOf(customerId, waitingKey);
    let active = true;
    const check = async () => {
      const result = await get<QueuedResult>(resultKey).catch(() => undefined);
      if (!active || !result) return;
      active = false;
      await del(resultKey).catch(() => undefined);
      if (result.status < 300 && isTicket(result.body))
        return finish({ kind: 'sent', ticket: result.body });
      updateDraft({ waiting: null, tried: true });
      setRefusal(refusalOf(result));
    };
    void check();
    const unsubscribe = subscribePending(() => void check());
    return () => {
      active = false;
      unsubscribe();
    };
    // finish and updateDraft only touch state: the check follows the waiting key alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customerId, waitingKey]);

  const queue = async (clientKey: string, body: FeedbackRequest) => {
    const { queueRequest, retryOutbox } = await import('@/lib/outbox/outbox');
    await queueRequest(customerId, `feedback:${clientKey}`, {
      url: feedbackUrl(clientKey),
      method: 'PUT',
      body,
      invalidates: ['Tickets'],
      resultKey: resultKeyOf(customerId, clientKey),
    });
    // The text stays on the phone, shown as waiting, until the server has accepted it.
    updateDraft({ clientKey, tried: true, waiting: body });
    if (navigator.onLine) retryOutbox({ customerId, token }, dispatch);
  };

  /** Sends now; a refusal on the key alone is retried once under a new key. */
  const attempt = async (
    clientKey: string,
    body: FeedbackRequest,
    redraw = true,
  ): Promise<void> => {
    setRefusal(null);
    updateDraft({ clientKey, tried: true });
    if (!navigator.onLine) return queue(clientKey, body);
    const result = await send({ clientKey, body });
    if ('data' in result && result.data) {
      if (waiting) await forget(clientKey);
      return finish({ kind: 'sent', ticket: result.data });
    }
    if (!('error' in result) || isNetworkError(result.error)) return queue(clientKey, body);
    const error = toApiError(result.error);
    const status = 'status' in result.error ? result.error.status : 0;
    if (typeof status === 'number' && status >= 500) return; // Maybe stored: a retry keeps the key.
    if (waiting) await forget(clientKey);
    if (error?.field === 'clientKey' && redraw) {
      reset();
      return attempt(crypto.randomUUID(), body, false);
    }
    // Refused: the text is back in the form (no longer waiting) with the reason.
    updateDraft({ waiting: null });
  };

  /** The server settled a waiting send directly: its queued copy and kept answer go. */
  const forget = async (clientKey: string) => {
    const { dropRequest } = await import('@/lib/outbox/outbox');
    await dropRequest(customerId, `feedback:${clientKey}`);
    await del(resultKeyOf(customerId, clientKey)).catch(() => undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A waiting send is retried as it was queued: same key, same body, so it is one ticket.
    if (waiting) return attempt(draft.clientKey, waiting, false);
    setShowErrors(true);
    if (problem || !draft.category) return;
    const body: FeedbackRequest = {
      category: draft.category,
      text: draft.text,
      ...(screenshot ? { screenshot } : {}),
    };
    return attempt(draft.clientKey || crypto.randomUUID(), body);
  };

  const chooseScreenshot = async (file: File | undefined) => {
    setScreenshotError(false);
    if (!file) return;
    try {
      const chosen = await screenshotDataUrl(file);
      change({});
      setScreenshot(chosen);
    } catch {
      setScreenshot(null);
      setScreenshotError(true);
    }
  };

  const failure =
    refusal ?? (sendError && !isNetworkError(sendError) ? toApiError(sendError) : null);

  return (
    <form className="card stack" onSubmit={(event) => void submit(event)} noValidate>
      <SelectField
        label={intl.formatMessage(m.category)}
        placeholder={intl.formatMessage(m.choose)}
        value={draft.category}
        options={FEEDBACK_CATEGORIES.map((category) => ({
          value: category,
          label: intl.formatMessage(m.categoryName, { category }),
        }))}
        onValueChange={(value) => change({ category: value as FeedbackCategory })}
        error={categoryError}
        disabled={Boolean(waiting)}
      />
      <div className="field">
        <label className="field__label" htmlFor="feedback-text">
          {intl.formatMessage(m.text)}
        </label>
        <textarea
          id="feedback-text"
          className="field__input field__textarea"
          rows={6}
          value={draft.text}
          readOnly={Boolean(waiting)}
          maxLength={FEEDBACK_MAX_CHARS + 200}
          aria-invalid={textError ? true : undefined}
          aria-describedby="feedback-text-count feedback-text-error"
          onChange={(event) => change({ text: event.target.value })}
        />
        <p id="feedback-text-count" className="field__hint" aria-live="polite">
          {intl.formatMessage(m.count, { count: feedbackLength(draft.text), ...limits })}
        </p>
        {textError ? (
          <p id="feedback-text-error" className="field__error" role="alert">
            {textError}
          </p>
        ) : null}
      </div>
      {waiting ? null : (
        <div className="field">
          <label className="field__label" htmlFor="feedback-screenshot">
            {intl.formatMessage(m.screenshot)}
          </label>
          <input
            id="feedback-screenshot"
            className="field__input"
            type="file"
            accept="image/*"
            onChange={(event) => void chooseScreenshot(event.target.files?.[0])}
          />
          {screenshot ? (
            <>
              <p className="field__hint">{intl.formatMessage(m.screenshotAdded)}</p>
              <Button
                variant="text"
                onClick={() => {
                  change({});
                  setScreenshot(null);
                }}
              >
                {intl.formatMessage(m.removeScreenshot)}
              </Button>
            </>
          ) : null}
          {screenshotError ? (
            <p className="field__error" role="alert">
              {intl.formatMessage(m.screenshotProblem)}
            </p>
          ) : null}
        </div>
      )}
      {waiting ? (
        <div className="alert alert--info" role="status">
          <p>
            <strong>{intl.formatMessage(m.waiting)}</strong>
          </p>
          <p>{intl.formatMessage(m.queued)}</p>
        </div>
      ) : null}
      <Button type="submit" block busy={isLoading} disabled={isLoading}>
        {intl.formatMessage(waiting ? m.sendNow : m.send)}
      </Button>
      {outcome?.kind === 'sent' ? (
        <p className="alert alert--info" role="status">
          {intl.formatMessage(m.sent, {
            ticketNo: outcome.ticket.ticketNo,
            date: formatManilaDay(intl, outcome.ticket.targetDate),
          })}
        </p>
      ) : null}
      {failure ? (
        <div role="alert">
          <p>{intl.formatMessage(m.sendFailed)}</p>
          <p>{errorText(failure)}</p>
        </div>
      ) : null}
    </form>
  );
}

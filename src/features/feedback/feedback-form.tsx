import { useState, type FormEvent } from 'react';
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
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { toApiError } from '@/lib/api/api-error';
import { feedbackUrl, useSendFeedbackMutation } from '@/lib/api/care-api';
import { selectPublicData } from '@/lib/core/core-slice';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { formatManilaDay } from '@/lib/loan/loan-format';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { feedbackMessages as m } from './feedback-messages';

type Draft = { clientKey: string; category: FeedbackCategory | ''; text: string };

type Outcome = { kind: 'sent'; ticket: TicketView } | { kind: 'queued' } | null;

const EMPTY: Draft = { clientKey: '', category: '', text: '' };

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
 * network the send waits in the outbox and replays under the same key, so it is one ticket.
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
  const [send, { isLoading, error: sendError, reset }] = useSendFeedbackMutation();

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
    reset();
    updateDraft({ ...next, clientKey: draft.clientKey || crypto.randomUUID() });
  };

  const finish = (done: Outcome) => {
    clearDraft();
    updateDraft(EMPTY, { persist: false });
    setScreenshot(null);
    setShowErrors(false);
    setOutcome(done);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (problem || !draft.category) return;
    const clientKey = draft.clientKey || crypto.randomUUID();
    const body: FeedbackRequest = {
      category: draft.category,
      text: draft.text,
      ...(screenshot ? { screenshot } : {}),
    };
    const queue = async () => {
      const { queueRequest, retryOutbox } = await import('@/lib/outbox/outbox');
      await queueRequest(customerId, `feedback:${clientKey}`, {
        url: feedbackUrl(clientKey),
        method: 'PUT',
        body,
        invalidates: ['Tickets'],
      });
      if (navigator.onLine) retryOutbox({ customerId, token }, dispatch);
      // The outbox holds the send now: the form starts a new draft, with a new key.
      finish({ kind: 'queued' });
    };
    if (!navigator.onLine) return queue();
    const result = await send({ clientKey, body });
    if ('error' in result && isNetworkError(result.error)) return queue();
    if ('data' in result && result.data) finish({ kind: 'sent', ticket: result.data });
  };

  const chooseScreenshot = async (file: File | undefined) => {
    setScreenshotError(false);
    if (!file) return;
    try {
      setScreenshot(await screenshotDataUrl(file));
    } catch {
      setScreenshot(null);
      setScreenshotError(true);
    }
  };

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
            <Button variant="text" onClick={() => setScreenshot(null)}>
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
      <Button type="submit" block busy={isLoading} disabled={isLoading}>
        {intl.formatMessage(m.send)}
      </Button>
      {outcome?.kind === 'sent' ? (
        <p className="alert alert--info" role="status">
          {intl.formatMessage(m.sent, {
            ticketNo: outcome.ticket.ticketNo,
            date: formatManilaDay(intl, outcome.ticket.targetDate),
          })}
        </p>
      ) : null}
      {outcome?.kind === 'queued' ? (
        <p className="alert alert--info" role="status">
          {intl.formatMessage(m.queued)}
        </p>
      ) : null}
      {sendError && !isNetworkError(sendError) ? (
        <div role="alert">
          <p>{intl.formatMessage(m.sendFailed)}</p>
          <p>{errorText(toApiError(sendError))}</p>
        </div>
      ) : null}
    </form>
  );
}

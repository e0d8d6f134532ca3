import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { ReviewDecisionRequest, ReviewDetail } from '@contract/desk/review';
import type { CorrectionReason, RefusalReason } from '@contract/profile/api';
import { formatPesos } from '@/lib/loan/loan-format';
import { deskError, problemText } from '../../api/desk-api';
import { ConfirmButton } from '../../ui/confirm-button';
import { Field, Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { useDecideMutation } from './api';
import { reviewText as t } from './messages';

const REFUSALS: Record<RefusalReason, MessageDescriptor> = {
  criteria: t.refusalCriteria,
  identity: t.refusalIdentity,
  information: t.refusalInformation,
};
const CORRECTIONS: Record<CorrectionReason, MessageDescriptor> = {
  identityPhoto: t.correctIdentityPhoto,
  authInfo: t.correctAuthInfo,
  facePhoto: t.correctFacePhoto,
  bankInfo: t.correctBankInfo,
};

type Choice = 'approve' | 'refuse' | 'correct';

/**
 * The three decisions (docs/desk.md#decisions): approve with a quota the score allows, refuse with
 * a reason the borrower reads and the date to apply again, or ask for one correction. Asked twice:
 * the borrower is told at once.
 */
export function DecisionForm({
  detail,
  onDecided,
}: {
  detail: ReviewDetail;
  onDecided: (status: string) => void;
}) {
  const intl = useIntl();
  const [decide, decided] = useDecideMutation();
  const bounds = detail.quotaBounds;
  const [choice, setChoice] = useState<Choice>(bounds ? 'approve' : 'correct');
  const [pesos, setPesos] = useState(bounds ? String(bounds.maxCentavos / 100) : '');
  const [quotaError, setQuotaError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<RefusalReason>('criteria');
  const [reapplyOn, setReapplyOn] = useState(detail.reapply.defaultOn);
  const [correction, setCorrection] = useState<CorrectionReason>('identityPhoto');
  const [note, setNote] = useState('');
  const ids = { refusal: useId(), correction: useId(), note: useId() };
  const money = (centavos: number) => formatPesos(intl, centavos, { whole: true });
  const server = deskError(decided.error);

  const request = (): ReviewDecisionRequest | null => {
    const extra = note.trim() ? { note: note.trim() } : {};
    if (choice === 'approve') {
      const centavos = Math.round(Number(pesos) * 100);
      if (
        !bounds ||
        !/^\d+$/.test(pesos.trim()) ||
        centavos < bounds.minCentavos ||
        centavos > bounds.maxCentavos
      ) {
        setQuotaError(
          bounds
            ? intl.formatMessage(t.quotaOutside, {
                min: money(bounds.minCentavos),
                max: money(bounds.maxCentavos),
              })
            : intl.formatMessage(t.noApproval),
        );
        return null;
      }
      setQuotaError(null);
      return { decision: 'approve', quotaCentavos: centavos, ...extra };
    }
    if (choice === 'refuse') return { decision: 'refuse', reason: refusal, reapplyOn, ...extra };
    return { decision: 'correct', reason: correction, ...extra };
  };

  const record = async () => {
    const decision = request();
    if (!decision) return;
    const answer = await decide({ id: detail.application.id, decision });
    if ('data' in answer && answer.data) onDecided(answer.data.status);
  };

  return (
    <form className="decision" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="roles">
        <legend>{intl.formatMessage(t.decision)}</legend>
        {(['approve', 'refuse', 'correct'] as const).map((value) => (
          <label key={value} className="check">
            <input
              type="radio"
              name="decision"
              value={value}
              checked={choice === value}
              disabled={value === 'approve' && !bounds}
              onChange={() => setChoice(value)}
            />
            {intl.formatMessage(t[value])}
          </label>
        ))}
        {!bounds ? <p className="hint">{intl.formatMessage(t.noApproval)}</p> : null}
      </fieldset>

      {choice === 'approve' && bounds ? (
        <Field
          label={intl.formatMessage(t.quota)}
          hint={intl.formatMessage(t.quotaHint, {
            min: money(bounds.minCentavos),
            max: money(bounds.maxCentavos),
          })}
          inputMode="numeric"
          value={pesos}
          error={quotaError ?? (server?.field === 'quotaCentavos' ? server.message : null)}
          onChange={(event) => setPesos(event.target.value)}
        />
      ) : null}

      {choice === 'refuse' ? (
        <>
          <div className="field">
            <label htmlFor={ids.refusal}>{intl.formatMessage(t.refusalReason)}</label>
            <select
              id={ids.refusal}
              value={refusal}
              onChange={(event) => setRefusal(event.target.value as RefusalReason)}
            >
              {Object.entries(REFUSALS).map(([value, words]) => (
                <option key={value} value={value}>
                  {intl.formatMessage(words)}
                </option>
              ))}
            </select>
          </div>
          <Field
            label={intl.formatMessage(t.reapplyOn)}
            type="date"
            value={reapplyOn}
            max={detail.reapply.latestOn}
            error={server?.field === 'reapplyOn' ? server.message : null}
            onChange={(event) => setReapplyOn(event.target.value)}
          />
        </>
      ) : null}

      {choice === 'correct' ? (
        <div className="field">
          <label htmlFor={ids.correction}>{intl.formatMessage(t.correction)}</label>
          <select
            id={ids.correction}
            value={correction}
            onChange={(event) => setCorrection(event.target.value as CorrectionReason)}
          >
            {Object.entries(CORRECTIONS).map(([value, words]) => (
              <option key={value} value={value}>
                {intl.formatMessage(words)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <div className="field">
        <label htmlFor={ids.note}>{intl.formatMessage(t.note)}</label>
        <textarea
          id={ids.note}
          value={note}
          maxLength={500}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <Problem>
        {server?.field === 'quotaCentavos' || server?.field === 'reapplyOn'
          ? null
          : problemText(decided.error, intl.formatMessage(common.offline))}
      </Problem>
      <ConfirmButton
        question={intl.formatMessage(t.confirm)}
        disabled={decided.isLoading}
        onConfirm={() => void record()}
      >
        {intl.formatMessage(t.submit)}
      </ConfirmButton>
    </form>
  );
}

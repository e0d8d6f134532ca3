import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { APPLICATION_REVIEW_MODES } from '@contract/desk/settings';
import type { ApplicationReviewMode } from '@contract/desk/settings';
import { problemText } from '../../api/desk-api';
import { manilaDateTime } from '../../ui/date-time';
import { Field, Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { useSetApplicationReviewMutation, useSettingsQuery } from './api';
import { settingsText as t } from './messages';

/** The administrator's settings (docs/desk.md#settings): who decides applications. */
export function SettingsPage() {
  const intl = useIntl();
  const settings = useSettingsQuery();
  const [save, saving] = useSetApplicationReviewMutation();
  const current = settings.data?.applicationReview;
  const [mode, setMode] = useState<ApplicationReviewMode>('auto');
  const [margin, setMargin] = useState('5');
  const [marginError, setMarginError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!current) return;
    setMode(current.mode);
    setMargin(String(current.margin));
  }, [current]);
  const offline = intl.formatMessage(common.offline);

  const submit = async () => {
    setSaved(false);
    const points = Number(margin);
    if (!/^\d{1,3}$/.test(margin.trim()) || points > 100) {
      setMarginError(intl.formatMessage(t.marginWrong));
      return;
    }
    setMarginError(null);
    const answer = await save({ mode, margin: points });
    if ('data' in answer) setSaved(true);
  };

  return (
    <>
      <h1>{intl.formatMessage(t.title)}</h1>
      {settings.isLoading ? <p>{intl.formatMessage(common.loading)}</p> : null}
      <Problem>{problemText(settings.error, offline)}</Problem>
      {current ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <h2>{intl.formatMessage(t.review)}</h2>
          <p>{intl.formatMessage(t.reviewIntro)}</p>
          <p>
            {current.source === 'desk' && current.updatedAt
              ? intl.formatMessage(t.fromDesk, {
                  who: current.updatedBy ?? '—',
                  when: manilaDateTime(intl, current.updatedAt),
                })
              : intl.formatMessage(t.fromEnvironment)}
          </p>
          <fieldset className="roles">
            <legend>{intl.formatMessage(t.choose)}</legend>
            {APPLICATION_REVIEW_MODES.map((value) => (
              <label key={value} className="check">
                <input
                  type="radio"
                  name="mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
                {intl.formatMessage(t[value])}
              </label>
            ))}
          </fieldset>
          <Field
            label={intl.formatMessage(t.margin)}
            hint={intl.formatMessage(t.marginHint)}
            inputMode="numeric"
            value={margin}
            error={marginError}
            onChange={(event) => setMargin(event.target.value)}
          />
          <Problem>{problemText(saving.error, offline)}</Problem>
          <p role="status">{saved ? intl.formatMessage(t.saved) : null}</p>
          <button type="submit" disabled={saving.isLoading}>
            {intl.formatMessage(t.save)}
          </button>
        </form>
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { staffText as t } from './messages';

/**
 * A secret the server shows once (an enrolment link, an API key): read-only, selectable, with a
 * copy button; gone when the page is left.
 */
export function ShownOnce({
  label,
  value,
  intro,
}: {
  label: string;
  value: string;
  intro: string;
}) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  return (
    <div className="shown-once" role="status">
      <p>{intro}</p>
      <label className="field">
        <span>{label}</span>
        <input readOnly value={value} onFocus={(e) => e.target.select()} />
      </label>
      <button
        type="button"
        className="secondary"
        onClick={() =>
          void navigator.clipboard.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {intl.formatMessage(t.copy)}
      </button>
      {copied ? <span> {intl.formatMessage(t.copied)}</span> : null}
    </div>
  );
}

/** The link the new person opens: this desk's own address. */
export const enrolmentUrl = (token: string): string =>
  `${location.origin}/desk/#/enrol/${encodeURIComponent(token)}`;

import { useIntl } from 'react-intl';
import { Button } from '@/ui/button';
import { useCopy } from '@/ui/use-copy';
import { formatManilaTime } from '@/lib/loan/loan-format';
import { signedMessages as m } from './order-messages';

/**
 * The order's signed, expiring key fact statement link (docs/loans.md#key-fact-link), to keep or to
 * share.
 */
export function KeyFactsLink({ link }: { link: { path: string; expiresAt: string } }) {
  const intl = useIntl();
  const copy = useCopy();
  // The server gives a path with the hash route; the address is this app's own origin.
  const url = new URL(link.path, window.location.origin).href;
  return (
    <section className="card stack" aria-labelledby="kfs-title">
      <h2 id="kfs-title">{intl.formatMessage(m.kfsTitle)}</h2>
      <p>{intl.formatMessage(m.kfsBody, { date: formatManilaTime(intl, link.expiresAt) })}</p>
      <label className="field">
        <span className="field__label">{intl.formatMessage(m.kfsLabel)}</span>
        <input
          className="kfs-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <Button variant="secondary" block onClick={() => void copy(url)}>
        {intl.formatMessage(m.kfsCopy)}
      </Button>
    </section>
  );
}

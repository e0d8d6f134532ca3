import { useId, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { formatPesos } from '@/lib/loan/loan-format';
import { Button } from '@/ui/button';
import { focusPageHeading } from '@/ui/focus-page-heading';
import { bonusMessages as m } from './bonus-messages';
import {
  dismissBonusNotice,
  parseBonusNotice,
  readBonusNoticeText,
  subscribeBonusNotice,
} from './bonus-notice-store';

/**
 * "Thank you for adding the app": shown on home once a launch report granted the home-screen
 * bonus (docs/coupons.md#home-screen-bonus), until the borrower dismisses it. A polite live
 * region, so a grant answered while home is open is read out without taking the focus; Dismiss
 * leaves the focus on the page's heading.
 */
export function HomeScreenBonusNotice({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const titleId = useId();
  // The prerendered home has no notice, nor has hydration's render; it appears right after.
  const text = useSyncExternalStore(
    subscribeBonusNotice,
    () => readBonusNoticeText(customerId),
    () => null,
  );
  const notice = parseBonusNotice(text);
  return (
    <div aria-live="polite">
      {notice ? (
        <section className="card bonus-notice" aria-labelledby={titleId}>
          <h2 id={titleId}>{intl.formatMessage(m.title)}</h2>
          <p>
            {intl.formatMessage(m.body, {
              coupon: formatPesos(intl, notice.couponCentavos),
              ceiling: formatPesos(intl, notice.ceilingCentavos, { whole: true }),
            })}
          </p>
          <div className="stack">
            <Link className="button button--primary button--block" to={PATHS.coupon}>
              {intl.formatMessage(m.toCoupons)}
            </Link>
            <Button
              variant="text"
              aria-label={intl.formatMessage(m.dismissLabel)}
              onClick={(event) => {
                // The notice goes with the focused button: the focus to the page's heading.
                focusPageHeading(event.currentTarget);
                dismissBonusNotice(customerId);
              }}
            >
              {intl.formatMessage(m.dismiss)}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

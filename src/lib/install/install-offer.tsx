import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useGetHomeScreenBonusQuery } from '@/lib/api/home-screen-bonus-api';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { NOT_KEPT } from '@/lib/first-paint/kept-home';
import { formatPesos } from '@/lib/loan/loan-format';
import { Button } from '@/ui/button';
import { focusPageHeading } from '@/ui/focus-page-heading';
import { detectAppType } from '@/platform/bridge-detect';
import { isStandalone, userAgent } from '@/platform/device';
import { detectBrowser, INSTALL_PATHS } from './browsers';
import { installPromptStore, promptInstall } from './install-prompt';
import { installMessages as m } from './install-messages';
import { mayOffer, readDismissedAt, readInstalled, recordDismissal } from './offer-rules';
import { DEFAULT_PRO_NAME } from '@/config/brand';

/** Where a browser without the install event learns how (docs/install.md#tutorials). */
export function tutorialPath(
  ua = userAgent(),
  touchPoints = navigator.maxTouchPoints ?? 0,
): string {
  const browser = detectBrowser(ua, touchPoints);
  return browser
    ? `${INSTALL_PATHS.guildDetail}?browser=${browser}`
    : INSTALL_PATHS.addDeskTopBrowser;
}

/**
 * The install offer (docs/install.md#offer), mounted by a screen at a moment that makes sense:
 * after approval (home) and after a repayment (its result). It renders nothing inside the native
 * shell, once the app runs from the home screen or was installed, and for 14 days after "Not now".
 * With the browser's event, "Add" opens its dialog; without it (iOS, Firefox, in-app browsers),
 * the tutorial for this browser.
 */
export function InstallOffer({
  withBonus = true,
}: {
  /**
   * Whether the card names the home-screen bonus. Not on a payment's receipt: one limit promise
   * at a time, on home and in the coupons, never beside every payment (docs/install.md#offer).
   */
  withBonus?: boolean;
} = {}) {
  const intl = useIntl();
  const name = useGetPublicConfigQuery().data?.proName ?? DEFAULT_PRO_NAME;
  const navigate = useNavigate();
  const { event, installed } = useSyncExternalStore(
    installPromptStore.subscribe,
    installPromptStore.getSnapshot,
  );
  // Read once: the offer does not come and go while the screen is open.
  const [eligible] = useState(() =>
    mayOffer({
      inNativeShell: detectAppType() !== null,
      standalone: isStandalone(),
      installed: readInstalled(),
      dismissedAt: readDismissedAt(),
      now: new Date(),
    }),
  );
  const [closed, setClosed] = useState<'open' | 'dismissed' | 'accepted'>('open');
  const bonus = useGetHomeScreenBonusQuery(undefined, { skip: !eligible || !withBonus });
  if (!eligible || closed === 'dismissed') return null;
  // Mounted with the card and filled on acceptance, so a screen reader announces "Added"; it stays
  // mounted while the store reports the install a moment before the choice is known.
  const card = closed === 'open' && !installed;
  const status = (
    <div
      role="status"
      className={closed === 'accepted' ? 'card install-offer' : 'visually-hidden'}
      {...NOT_KEPT}
    >
      {closed === 'accepted' ? intl.formatMessage(m.added, { proName: name }) : null}
    </div>
  );

  // The card goes with the focused button ("Not now", the dialog accepted or dismissed): the focus
  // to the page's heading, not to <body> (docs/install.md#offer).
  const dismiss = (from: Element | null) => {
    recordDismissal();
    setClosed('dismissed');
    focusPageHeading(from);
  };
  const add = async (button: HTMLElement) => {
    if (!event) {
      navigate(tutorialPath());
      return;
    }
    // Its page, found while the button is there: an install accepted removes the card meanwhile.
    const page = button.closest('main');
    const outcome = await promptInstall();
    if (outcome === 'accepted') {
      setClosed('accepted');
      focusPageHeading(page);
    } else if (outcome === 'dismissed') dismiss(page);
    else navigate(tutorialPath());
  };
  const view = bonus.data;
  return (
    <>
      {status}
      {card ? (
        <section className="card stack install-offer" aria-labelledby="install-offer-title">
          <h2 id="install-offer-title">{intl.formatMessage(m.offerTitle, { proName: name })}</h2>
          <p>{intl.formatMessage(m.offerBody)}</p>
          {withBonus && view && view.grantedAt === null ? (
            <p className="install-offer__bonus">
              {intl.formatMessage(m.offerBonus, {
                coupon: formatPesos(intl, view.couponCentavos, { whole: true }),
                ceiling: formatPesos(intl, view.bonusCeilingCentavos, { whole: true }),
              })}
            </p>
          ) : null}
          <Button block onClick={(click) => void add(click.currentTarget)}>
            {intl.formatMessage(m.add)}
          </Button>
          <Button block variant="secondary" onClick={(click) => dismiss(click.currentTarget)}>
            {intl.formatMessage(m.notNow)}
          </Button>
        </section>
      ) : null}
    </>
  );
}

/**
 * The My account row (docs/install.md#offer): always there, except inside the native shell and
 * once the app runs from the home screen. `row` draws it as the page's other rows are drawn.
 */
export function InstallEntry({
  row,
}: {
  row?: (entry: { to: string; label: string }) => ReactNode;
} = {}) {
  const intl = useIntl();
  const [shown] = useState(() => detectAppType() === null && !isStandalone());
  if (!shown) return null;
  const entry = { to: INSTALL_PATHS.addDeskTopBrowser, label: intl.formatMessage(m.entry) };
  if (row) return row(entry);
  return (
    <Link className="button button--secondary button--block" to={entry.to}>
      {entry.label}
    </Link>
  );
}

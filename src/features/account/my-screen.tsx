import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { maskPhone } from '@contract/phone';
import { useGetProfileStatusQuery } from '@/lib/api/application-api';
import { useGetUnreadCountsQuery } from '@/lib/api/messages-api';
import { formatManilaDate } from '@/lib/loan/loan-format';
import { selectPublicData } from '@/lib/core/core-slice';
import { PATHS } from '@/config/paths';
import { isLegacyCustomerId } from '@/lib/drafts/legacy-owner';
import { Button } from '@/ui/button';
import { useCopy } from '@/ui/use-copy';
import { useAppSelector } from '@/app/hooks';
import { accountMessages as m } from './account-messages';
import { useGetMeQuery } from './api';
import { setupMessages } from './setup-messages';
import { InstallEntry } from '@/lib/install/install-offer';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import './account.css';

/**
 * /my: who is signed in, then every place of the account in four labelled groups of rows
 * (docs/account.md#my-account). Customer service is one row of "Help and support"; its contacts
 * and hours are on its own page.
 */
function MyScreen() {
  const intl = useIntl();
  const copy = useCopy();
  const publicData = useAppSelector(selectPublicData);
  const { data: me } = useGetMeQuery();
  const { data: status } = useGetProfileStatusQuery();

  // A session from before opaque ids keeps its old sequential id on the phone, never on screen
  // (docs/security.md#customer-ids): the server's answer is what the borrower sees.
  const customerId =
    me?.customerId ?? (isLegacyCustomerId(publicData.customerId) ? '' : publicData.customerId);
  return (
    <main className="page">
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      <section className="card">
        <dl className="facts">
          <dt>{intl.formatMessage(m.phone)}</dt>
          <dd>{maskPhone(me?.phone ?? publicData.phone_number)}</dd>
          {/* On a line of its own: read out or typed to customer service, it must not break. */}
          <dt className="facts__whole">{intl.formatMessage(m.customerId)}</dt>
          <dd className="facts__whole facts__code">{customerId}</dd>
          {me ? (
            <>
              <dt>{intl.formatMessage(m.memberSince)}</dt>
              <dd>{formatManilaDate(intl, me.createdAt)}</dd>
            </>
          ) : null}
        </dl>
        <Button variant="text" onClick={() => void copy(customerId)}>
          {intl.formatMessage(m.copyId)}
        </Button>
      </section>
      <nav className="stack" aria-label={intl.formatMessage(m.title)}>
        <MenuGroup id="my-loans" title={intl.formatMessage(m.groupLoans)}>
          <MenuRow to={PATHS.orders}>
            {intl.formatMessage({
              id: 'orders.entry.myLoans',
              defaultMessage: 'My loans',
              description: 'Link from the account page to the loan orders (/billIndex)',
            })}
          </MenuRow>
          <MenuRow to={`${PATHS.repaidDetail}?view=record`}>
            {intl.formatMessage(m.paymentRecord)}
          </MenuRow>
          <MenuRow to={PATHS.coupon}>{intl.formatMessage(m.coupons)}</MenuRow>
          {status?.canChangeBank ? (
            <MenuRow to={PATHS.changeBank}>{intl.formatMessage(m.changeBank)}</MenuRow>
          ) : null}
          <MenuRow to={PATHS.protocols}>
            {intl.formatMessage({
              id: 'protocols.entry.myProtocols',
              defaultMessage: 'Agreements and consents',
              description: 'Link from the account page to the agreed documents (/protocols)',
            })}
          </MenuRow>
        </MenuGroup>
        <MenuGroup id="my-account" title={intl.formatMessage(m.groupAccount)}>
          <MenuRow to={PATHS.myProfile}>{intl.formatMessage(m.profile)}</MenuRow>
          <MessagesEntry />
          {/* Settings: language, notifications, download my data, sign-out, delete account. */}
          <MenuRow to={PATHS.setup}>{intl.formatMessage(setupMessages.title)}</MenuRow>
          <InstallEntry row={({ to, label }) => <MenuRow to={to}>{label}</MenuRow>} />
        </MenuGroup>
        <MenuGroup id="my-help" title={intl.formatMessage(m.groupHelp)}>
          <MenuRow to={PATHS.helpCenter}>{intl.formatMessage(m.helpCenter)}</MenuRow>
          <MenuRow to={PATHS.customerService}>{intl.formatMessage(m.customerService)}</MenuRow>
          <MenuRow to={PATHS.feedback}>
            {intl.formatMessage({
              id: 'feedback.entry.myFeedback',
              defaultMessage: 'Feedback and complaints',
              description: 'Link from the account page to the feedback page (/feedback)',
            })}
          </MenuRow>
        </MenuGroup>
        <MenuGroup id="my-legal" title={intl.formatMessage(m.groupLegal)}>
          <MenuRow to={PATHS.privacy}>{intl.formatMessage(m.privacy)}</MenuRow>
          <MenuRow to={PATHS.terms}>{intl.formatMessage(m.terms)}</MenuRow>
          <MenuRow to={PATHS.aboutUs}>{intl.formatMessage(m.aboutUs)}</MenuRow>
        </MenuGroup>
      </nav>
    </main>
  );
}

/** A labelled card of rows; the heading names the list for screen readers too. */
function MenuGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card menu" aria-labelledby={id}>
      <h2 id={id} className="menu__title">
        {title}
      </h2>
      <ul className="menu__list">{children}</ul>
    </section>
  );
}

/** One place to go: its name, then a chevron; the whole row is the 48 px target. */
function MenuRow({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link className="menu__row" to={to}>
        <span className="menu__label">{children}</span>
        <svg className="menu__chevron" viewBox="0 0 24 24" aria-hidden="true">
          <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Link>
    </li>
  );
}

/** The message centre, with how many messages and announcements are unread (docs/messages.md#unread-counts). */
function MessagesEntry() {
  const intl = useIntl();
  const { data } = useGetUnreadCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const count = data ? data.notify + data.activity : 0;
  return (
    <MenuRow to={PATHS.msgCenter}>
      {intl.formatMessage(
        {
          id: 'messages.entry.myMessages',
          defaultMessage: '{count, plural, =0 {Messages} other {Messages ({count} unread)}}',
          description: 'Link from the account page to the message centre, with the unread count',
        },
        { count },
      )}
    </MenuRow>
  );
}

export default withMessagesBundle('screens', MyScreen);

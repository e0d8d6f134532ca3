import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { maskPhone } from '@contract/phone';
import { useGetProfileStatusQuery } from '@/lib/api/application-api';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { useGetUnreadCountsQuery } from '@/lib/api/messages-api';
import { formatManilaDate } from '@/lib/loan/loan-format';
import { selectPublicData } from '@/lib/core/core-slice';
import { PATHS } from '@/config/paths';
import { isLegacyCustomerId } from '@/lib/drafts/legacy-owner';
import { Button } from '@/ui/button';
import { CustomerService } from '@/ui/customer-service';
import { useCopy } from '@/ui/use-copy';
import { useAppSelector } from '@/app/hooks';
import { accountMessages } from './account-messages';
import { useGetMeQuery } from './api';
import { setupMessages } from './setup-messages';
import { InstallEntry } from '@/lib/install/install-offer';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';

/** /my: who is signed in, where everything about the account is, and customer service. */
function MyScreen() {
  const intl = useIntl();
  const copy = useCopy();
  const publicData = useAppSelector(selectPublicData);
  const { data: me } = useGetMeQuery();
  const { data: config } = useGetPublicConfigQuery();
  const { data: status } = useGetProfileStatusQuery();

  // A session from before opaque ids keeps its old sequential id on the phone, never on screen
  // (docs/security.md#customer-ids): the server's answer is what the borrower sees.
  const customerId =
    me?.customerId ?? (isLegacyCustomerId(publicData.customerId) ? '' : publicData.customerId);
  return (
    <main className="page">
      <h1 className="page__title">{intl.formatMessage(accountMessages.title)}</h1>
      <section className="card">
        <dl className="facts">
          <dt>{intl.formatMessage(accountMessages.phone)}</dt>
          <dd>{maskPhone(me?.phone ?? publicData.phone_number)}</dd>
          {/* On a line of its own: read out or typed to customer service, it must not break. */}
          <dt className="facts__whole">{intl.formatMessage(accountMessages.customerId)}</dt>
          <dd className="facts__whole facts__code">{customerId}</dd>
          {me ? (
            <>
              <dt>{intl.formatMessage(accountMessages.memberSince)}</dt>
              <dd>{formatManilaDate(intl, me.createdAt)}</dd>
            </>
          ) : null}
        </dl>
        <Button variant="text" onClick={() => void copy(customerId)}>
          {intl.formatMessage(accountMessages.copyId)}
        </Button>
      </section>
      <nav className="card stack" aria-label={intl.formatMessage(accountMessages.title)}>
        <MessagesEntry />
        <Link className="button button--block" to={PATHS.orders}>
          {intl.formatMessage({
            id: 'orders.entry.myLoans',
            defaultMessage: 'My loans',
            description: 'Link from the account page to the loan orders (/billIndex)',
          })}
        </Link>
        <Link
          className="button button--secondary button--block"
          to={`${PATHS.repaidDetail}?view=record`}
        >
          {intl.formatMessage(accountMessages.paymentRecord)}
        </Link>
        <Link className="button button--secondary button--block" to={PATHS.coupon}>
          {intl.formatMessage(accountMessages.coupons)}
        </Link>
        {status?.canChangeBank ? (
          <Link className="button button--secondary button--block" to={PATHS.changeBank}>
            {intl.formatMessage(accountMessages.changeBank)}
          </Link>
        ) : null}
        <Link className="button button--secondary button--block" to={PATHS.privacy}>
          {intl.formatMessage(accountMessages.privacy)}
        </Link>
        <Link className="button button--secondary button--block" to={PATHS.terms}>
          {intl.formatMessage(accountMessages.terms)}
        </Link>
        <Link className="button button--secondary button--block" to={PATHS.protocols}>
          {intl.formatMessage({
            id: 'protocols.entry.myProtocols',
            defaultMessage: 'Agreements and consents',
            description: 'Link from the account page to the agreed documents (/protocols)',
          })}
        </Link>
        <Link className="button button--secondary button--block" to={PATHS.feedback}>
          {intl.formatMessage({
            id: 'feedback.entry.myFeedback',
            defaultMessage: 'Feedback and complaints',
            description: 'Link from the account page to the feedback page (/feedback)',
          })}
        </Link>
        <Link className="button button--secondary button--block" to={PATHS.helpCenter}>
          {intl.formatMessage(accountMessages.helpCenter)}
        </Link>
        <Link className="button button--secondary button--block" to={PATHS.customerService}>
          {intl.formatMessage(accountMessages.customerService)}
        </Link>
        <InstallEntry />
        <Link className="button button--secondary button--block" to={PATHS.aboutUs}>
          {intl.formatMessage(accountMessages.aboutUs)}
        </Link>
        {/* Settings: language, notifications, sign-out, download my data, delete account. */}
        <Link className="button button--secondary button--block" to={PATHS.setup}>
          {intl.formatMessage(setupMessages.title)}
        </Link>
      </nav>
      <CustomerService contacts={config} />
    </main>
  );
}

/** The message centre, with how many messages and announcements are unread (docs/messages.md#unread-counts). */
function MessagesEntry() {
  const intl = useIntl();
  const { data } = useGetUnreadCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const count = data ? data.notify + data.activity : 0;
  return (
    <Link className="button button--secondary button--block" to={PATHS.msgCenter}>
      {intl.formatMessage(
        {
          id: 'messages.entry.myMessages',
          defaultMessage: '{count, plural, =0 {Messages} other {Messages ({count} unread)}}',
          description: 'Link from the account page to the message centre, with the unread count',
        },
        { count },
      )}
    </Link>
  );
}

export default withMessagesBundle('screens', MyScreen);

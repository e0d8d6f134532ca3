import { useIntl } from 'react-intl';
import { defineMessages } from '@/lib/i18n/define-messages';
import { Link } from 'react-router-dom';
import { usePublicConfig } from '@/lib/api/public-config-request';
import { selectHasSession, selectProName } from '@/lib/core/core-slice';
import { PATHS } from '@/config/paths';
import { Brand } from '@/ui/brand';
import { CompanyFooter } from '@/ui/company-footer';
import { useAppSelector } from '@/app/hooks';

const messages = defineMessages({
  title: {
    id: 'welcome.title',
    defaultMessage: 'Cash when you need it, with no surprises',
    description: 'Welcome page headline',
  },
  point1: {
    id: 'welcome.point1',
    defaultMessage: 'Apply on your phone in about 5 minutes.',
    description: 'Welcome page: first selling point',
  },
  point2: {
    id: 'welcome.point2',
    defaultMessage: 'See every fee in pesos before you sign.',
    description: 'Welcome page: second selling point',
  },
  point3: {
    id: 'welcome.point3',
    defaultMessage: 'Money to your bank or e-wallet, usually within 24 hours.',
    description: 'Welcome page: third selling point',
  },
  start: {
    id: 'welcome.start',
    defaultMessage: 'Get started',
    description: 'Button to the sign-in page',
  },
  home: {
    id: 'welcome.home',
    defaultMessage: 'Go to my home',
    description: 'Button for a signed-in borrower',
  },
});

/** /: the welcome page. */
export default function WelcomeScreen() {
  const intl = useIntl();
  const config = usePublicConfig();
  const hasSession = useAppSelector(selectHasSession);
  // The name the core store keeps (refreshed from config at start): the prerendered page shows it
  // before any request (docs/first-paint.md#prerender).
  const proName = useAppSelector(selectProName);
  return (
    <main className="page">
      <header className="page__header">
        <Brand name={proName} />
      </header>
      <h1 className="page__title">{intl.formatMessage(messages.title)}</h1>
      <ul className="card steps">
        <li>{intl.formatMessage(messages.point1)}</li>
        <li>{intl.formatMessage(messages.point2)}</li>
        <li>{intl.formatMessage(messages.point3)}</li>
      </ul>
      <Link className="button button--block" to={hasSession ? PATHS.home : PATHS.start}>
        {intl.formatMessage(hasSession ? messages.home : messages.start)}
      </Link>
      <div className="spacer" />
      <CompanyFooter company={config} />
    </main>
  );
}

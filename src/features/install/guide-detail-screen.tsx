import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import {
  currentBrowser,
  isBrowserId,
  INSTALL_PATHS,
  tutorialBrowser,
} from '@/lib/install/browsers';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { BackHeader } from '@/ui/back-header';
import { BrowserPicker, InstallNow, OpenElsewhere, StepList } from './guide-parts';
import { browserNames, guideMessages as m } from './guide-messages';
import './install.css';
import { DEFAULT_PRO_NAME } from '@/config/brand';

/**
 * /guildDetail?browser=<id> (docs/install.md#tutorials): one browser's steps in detail, each with
 * our drawing. Without `browser`, the one the user agent names; an unknown one shows the picker.
 */
function GuideDetailScreen() {
  const intl = useIntl();
  const proName = useGetPublicConfigQuery().data?.proName ?? DEFAULT_PRO_NAME;
  const asked = new URLSearchParams(useLocation().search).get('browser');
  // An in-app id reopened in a real browser gives way to that browser (tutorialBrowser).
  const browser =
    asked === null || isBrowserId(asked) ? tutorialBrowser(asked, currentBrowser()) : null;
  if (!browser) {
    return (
      <main className="page">
        <BackHeader fallback={INSTALL_PATHS.addDeskTopBrowser} />
        <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
        <p className="alert alert--info">
          {intl.formatMessage(asked === null ? m.unknownBrowser : m.notFound)}
        </p>
        <BrowserPicker current={null} />
      </main>
    );
  }
  return (
    <main className="page">
      <BackHeader fallback={INSTALL_PATHS.addDeskTopBrowser} />
      <h1 className="page__title">
        {intl.formatMessage(m.detailTitle, { browser: intl.formatMessage(browserNames[browser]) })}
      </h1>
      <InstallNow browser={browser} proName={proName} />
      <OpenElsewhere browser={browser} />
      <section className="card">
        <StepList browser={browser} proName={proName} pictures />
      </section>
      <BrowserPicker current={browser} />
    </main>
  );
}

export default withMessagesBundle('screens', GuideDetailScreen);

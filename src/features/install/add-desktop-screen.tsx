import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { currentBrowser, tutorialBrowser } from '@/lib/install/browsers';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { BackHeader } from '@/ui/back-header';
import { BrowserPicker, detailPath, InstallNow, OpenElsewhere, StepList } from './guide-parts';
import { browserNames, guideMessages as m } from './guide-messages';
import './install.css';
import { DEFAULT_PRO_NAME } from '@/config/brand';

/**
 * /addDeskTopBrowser (docs/install.md#tutorials): the steps for the browser the user agent names
 * (or `?browser=`), the browser's own install button when it offered one, and a picker for the
 * others.
 */
function AddDesktopScreen() {
  const intl = useIntl();
  const proName = useGetPublicConfigQuery().data?.proName ?? DEFAULT_PRO_NAME;
  const asked = new URLSearchParams(useLocation().search).get('browser');
  const browser = tutorialBrowser(asked, currentBrowser());
  return (
    <main className="page">
      <BackHeader fallback={PATHS.my} />
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      <p className="page__lead">{intl.formatMessage(m.lead, { proName })}</p>
      {browser ? (
        <>
          <InstallNow browser={browser} proName={proName} />
          <OpenElsewhere browser={browser} />
          <section className="card stack" aria-labelledby="your-browser">
            <h2 id="your-browser">
              {intl.formatMessage(m.yourBrowser, {
                browser: intl.formatMessage(browserNames[browser]),
              })}
            </h2>
            <StepList browser={browser} proName={proName} />
            <Link className="button button--text" to={detailPath(browser)}>
              {intl.formatMessage(m.seeDetail)}
            </Link>
          </section>
        </>
      ) : (
        <p className="alert alert--info">{intl.formatMessage(m.unknownBrowser)}</p>
      )}
      <BrowserPicker current={browser} />
    </main>
  );
}

export default withMessagesBundle('screens', AddDesktopScreen);

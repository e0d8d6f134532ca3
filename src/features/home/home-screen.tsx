import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { maskPhone } from '@contract/phone';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { selectAppType, selectProName, selectPublicData } from '@/lib/core/core-slice';
import { Brand } from '@/ui/brand';
import { CompanyFooter } from '@/ui/company-footer';
import { LoadProblem } from '@/ui/load-problem';
import { HomeScreenBonusNotice } from '@/lib/bonus/home-screen-bonus-notice';
import { purgeOtherCustomers } from '@/lib/drafts/purge-drafts';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { useAppSelector } from '@/app/hooks';
import { useGetProfileStatusQuery } from '@/lib/api/application-api';
import { SnapshotScope } from '@/lib/snapshot/snapshot-scope';
import { useSnapshotFallback } from '@/lib/snapshot/use-snapshot-fallback';
import { ApplicationCard } from './application-card';
import { homeMessages } from './home-messages';
import { LoanHome } from './loan-home';
import { InstallOffer } from '@/lib/install/install-offer';
import { useKeepHome } from '@/lib/first-paint/use-keep-home';
import { selectLanguage } from '@/lib/i18n/settings-slice';

/** How often home asks for the decision while an application is under review. */
const REVIEW_POLL_MS = 5000;

/** /homeIndex: the apply home, following the borrower's application state, then their loan. */
function HomeScreen() {
  const intl = useIntl();
  const { data: config } = useGetPublicConfigQuery();
  const { phone_number: phone, customerId } = useAppSelector(selectPublicData);
  const proName = useAppSelector(selectProName);
  const language = useAppSelector(selectLanguage);
  const mainRef = useRef<HTMLElement>(null);
  useKeepHome(mainRef, customerId, language);
  // Every sign-in lands here: data another borrower left on this phone goes now.
  useEffect(() => void purgeOtherCustomers(customerId, phone), [customerId, phone]);
  const status = useGetProfileStatusQuery();
  // Offline, what the phone kept of it (docs/offline.md#snapshot).
  const shown = useSnapshotFallback(status, customerId, 'getProfileStatus', undefined);
  const view = shown.data;
  const underReview = view?.status === 'underReview';
  // Poll only while a decision is pending; the query refetches on its own after a save.
  useGetProfileStatusQuery(undefined, {
    pollingInterval: underReview ? REVIEW_POLL_MS : 0,
    skip: !underReview,
    skipPollingIfUnfocused: true,
  });
  const incomplete = !view || view.status === 'incomplete';
  // The shell hears of an approval once per application (docs/bridge.md#flows); a browser never
  // loads the bridge.
  const approvedId = view?.status === 'approved' ? view.application?.id : undefined;
  const appType = useAppSelector(selectAppType);
  useEffect(() => {
    if (!approvedId || appType === null) return;
    void import('@/platform/shell-events').then(({ reportEventOnce }) =>
      reportEventOnce(appType, 'approved', approvedId),
    );
  }, [approvedId, appType]);
  return (
    <main className="page" ref={mainRef}>
      <header className="page__header">
        <Brand name={proName} />
      </header>
      <h1 className="page__title">
        {intl.formatMessage(homeMessages.greeting, { phone: maskPhone(phone) })}
      </h1>
      <HomeScreenBonusNotice customerId={customerId} />
      {/* An approved borrower's loan home says how old its own figures are. */}
      <SnapshotScope
        updatedAt={view?.status === 'approved' ? null : shown.updatedAt}
        onRetry={shown.retry}
      >
        <div aria-live="polite">{view ? <ApplicationCard view={view} /> : null}</div>
      </SnapshotScope>
      {view?.status === 'approved' ? <LoanHome /> : null}
      {view?.status === 'approved' ? <InstallOffer /> : null}
      {!view && (status.isLoading || shown.checking) ? (
        <div className="card card--placeholder" aria-hidden="true" />
      ) : null}
      {status.isError && !view && !shown.checking ? (
        <LoadProblem
          as="section"
          title={intl.formatMessage(homeMessages.statusFailed)}
          onRetry={() => void status.refetch()}
        />
      ) : null}
      {incomplete ? (
        <section className="card" aria-labelledby="steps-title">
          <h2 id="steps-title">{intl.formatMessage(homeMessages.stepsTitle)}</h2>
          <ol className="steps">
            <li>{intl.formatMessage(homeMessages.step1)}</li>
            <li>{intl.formatMessage(homeMessages.step2)}</li>
            <li>{intl.formatMessage(homeMessages.step3)}</li>
            <li>{intl.formatMessage(homeMessages.step4)}</li>
          </ol>
        </section>
      ) : null}
      <div className="spacer" />
      <CompanyFooter company={config} />
    </main>
  );
}

export default withMessagesBundle('screens', HomeScreen);

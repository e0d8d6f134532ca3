import { useIntl } from 'react-intl';
import { PATHS } from '@/config/paths';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { BackHeader } from '@/ui/back-header';
import { telHref } from '@/ui/customer-service';
import { uiMessages } from '@/ui/ui-messages';
import { LoadProblem } from '@/ui/load-problem';
import { aboutMessages as m } from './about-messages';

/**
 * /aboutUs: who lends, with the numbers SEC MC 19 s.2019 requires shown conspicuously and the
 * advice to read the disclosure statement (docs/care.md#about-us), then the versions.
 */
function AboutScreen() {
  const intl = useIntl();
  const config = useGetPublicConfigQuery();
  const company = config.data;

  return (
    <main className="page">
      <BackHeader fallback={PATHS.my} />
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      {company ? (
        <>
          <section className="card stack" aria-labelledby="about-company">
            <h2 id="about-company">{company.corporateName}</h2>
            <p>
              {intl.formatMessage(m.operatedBy, {
                proName: company.proName,
                corporateName: company.corporateName,
              })}
            </p>
            <dl className="facts">
              <dt>{intl.formatMessage(m.corporateName)}</dt>
              <dd>{company.corporateName}</dd>
              <dt>{intl.formatMessage(m.secRegistration)}</dt>
              <dd>{company.secRegistrationNo}</dd>
              <dt>{intl.formatMessage(m.certificateOfAuthority)}</dt>
              <dd>{company.certificateOfAuthorityNo}</dd>
              <dt>{intl.formatMessage(m.address)}</dt>
              <dd>{company.corporateAddress}</dd>
              <dt>{intl.formatMessage(m.landline)}</dt>
              <dd>
                <a href={telHref(company.landline)}>{company.landline}</a>
              </dd>
              <dt>{intl.formatMessage(m.website)}</dt>
              <dd>
                <a href={company.proWebsite} target="_blank" rel="noopener noreferrer">
                  {company.proWebsite}
                </a>
              </dd>
            </dl>
            <p>
              <strong>{intl.formatMessage(m.readDisclosure)}</strong>
            </p>
          </section>
          <section className="card" aria-labelledby="about-versions">
            <h2 id="about-versions">{intl.formatMessage(m.versions)}</h2>
            <dl className="facts">
              <dt>{intl.formatMessage(m.appVersion)}</dt>
              <dd>{__APP_VERSION__}</dd>
              <dt>{intl.formatMessage(m.serverVersion)}</dt>
              <dd>{company.serverVersion}</dd>
            </dl>
          </section>
        </>
      ) : config.isFetching ? (
        <p className="card" role="status">
          {intl.formatMessage(uiMessages.loading)}
        </p>
      ) : (
        <LoadProblem
          title={intl.formatMessage(m.loadFailed)}
          error={config.error}
          onRetry={() => void config.refetch()}
        />
      )}
    </main>
  );
}

export default withMessagesBundle('screens', AboutScreen);

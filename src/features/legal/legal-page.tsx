import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { PATHS } from '@/config/paths';
import { Button } from '@/ui/button';
import { uiMessages } from '@/ui/ui-messages';
import type { CompanyFacts } from './company-facts';
import { MessagesBundleProvider } from '@/lib/i18n/messages-bundle-provider';

type LegalPageProps = { document: ComponentType<{ company: CompanyFacts }> };

/**
 * A legal document, in the borrower's language, naming the lender from server config (the
 * public config carries every company fact), with a way back to where the borrower came from.
 */
export function LegalPage({ document: Document }: LegalPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data: config } = useGetPublicConfigQuery();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(PATHS.start));
  return (
    <main className="page">
      <div className="page__header">
        <Button variant="text" onClick={back}>
          {intl.formatMessage(uiMessages.back)}
        </Button>
      </div>
      <MessagesBundleProvider bundle="legal">
        {config ? <Document company={config} /> : null}
      </MessagesBundleProvider>
    </main>
  );
}

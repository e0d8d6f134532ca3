import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { Button } from '@/ui/button';
import { uiMessages } from '@/ui/ui-messages';

/** A legal document with a way back to where the borrower came from. */
export function LegalPage({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(PATHS.start));
  return (
    <main className="page">
      <div className="page__header">
        <Button variant="text" onClick={back}>
          {intl.formatMessage(uiMessages.back)}
        </Button>
      </div>
      {children}
    </main>
  );
}

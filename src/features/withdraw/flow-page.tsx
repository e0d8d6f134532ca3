import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { Button } from '@/ui/button';
import { uiMessages } from '@/ui/ui-messages';
import './withdraw.css';

/** The frame of each withdrawal screen: back, title, lead and the content. */
export function FlowPage({
  title,
  lead,
  backTo = PATHS.home,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  /** Where back goes when the screen was opened directly (no previous screen in the app). */
  backTo?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => (location.key === 'default' ? navigate(backTo) : navigate(-1));
  return (
    <main className="page withdraw">
      <header className="page__header">
        <Button variant="text" onClick={back}>
          {intl.formatMessage(uiMessages.back)}
        </Button>
      </header>
      <h1 className="page__title">{title}</h1>
      {lead ? <p className="page__lead">{lead}</p> : null}
      {children}
    </main>
  );
}

/** Something stops the flow here: what happened, and the one way on. */
export function FlowProblem({
  title,
  text,
  action,
}: {
  title?: ReactNode;
  text: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="withdraw-problem stack" role="alert">
      {title ? <h2 className="withdraw-problem__title">{title}</h2> : null}
      <p>{text}</p>
      {action}
    </section>
  );
}

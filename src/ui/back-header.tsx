import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from './button';
import { uiMessages } from './ui-messages';

/**
 * A page's Back button: to where the borrower came from, or to `fallback` when the page was the
 * first one opened (a link from the shell or a message).
 */
export function BackHeader({ fallback }: { fallback: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(fallback));
  return (
    <header className="page__header">
      <Button variant="text" onClick={back}>
        {intl.formatMessage(uiMessages.back)}
      </Button>
    </header>
  );
}

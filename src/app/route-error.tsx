import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { appMessages } from './app-messages';
import { PATHS } from './route-table';

/** A screen that failed to load (often a chunk fetched on a dropped connection) or crashed. */
export function RouteError() {
  return (
    <main className="page">
      <h1 className="page__title">
        <FormattedMessage {...appMessages.errorTitle} />
      </h1>
      <p className="page__lead">
        <FormattedMessage {...appMessages.errorBody} />
      </p>
      <Button block onClick={() => window.location.reload()}>
        <FormattedMessage {...appMessages.errorRetry} />
      </Button>
      <Link className="button button--secondary button--block" to={PATHS.start}>
        <FormattedMessage {...appMessages.errorHome} />
      </Link>
    </main>
  );
}

import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toApiError } from '@/lib/api/api-error';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { Button } from './button';
import { uiMessages } from './ui-messages';

type LoadProblemProps = {
  /** What could not load, in the screen's words ("Could not load your loans"). */
  title?: string;
  /** The failed query's error: its reason in words goes under the title (docs/errors.md#catalogue). */
  error?: FetchBaseQueryError | SerializedError;
  onRetry: () => void;
  /** The element: `li` inside a list, `section` or `div` elsewhere. */
  as?: 'div' | 'section' | 'li';
  /** Another way on, under "Try again" (e.g. back to the list). */
  children?: ReactNode;
};

/**
 * The card a screen shows when its data did not load: what failed, why, and "Try again" (which
 * asks again). Announced at once (role=alert); the screen decides when it shows, and shows its
 * own placeholder while the first answer is awaited.
 */
export function LoadProblem({
  title,
  error,
  onRetry,
  as: Element = 'div',
  children,
}: LoadProblemProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const reason = error ? errorText(toApiError(error)) : undefined;
  return (
    <Element className="card stack" role="alert" data-load-problem="">
      {title ? <p>{title}</p> : null}
      {reason ? <p>{reason}</p> : null}
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage(uiMessages.retry)}
      </Button>
      {children}
    </Element>
  );
}

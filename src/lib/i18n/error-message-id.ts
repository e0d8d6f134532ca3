import type { MessageDescriptor } from 'react-intl';
import type { ErrorCode } from '@contract/error-codes';

/**
 * The catalogue id of an API error's text: `error.` + the code in camel case (OUTSTANDING_REPAYMENT
 * → error.outstandingRepayment). Derived rather than looked up, so the first load carries no map
 * of every code; error-messages.ts holds the texts and a test keeps the two in step.
 */
export const errorMessageId = (code: ErrorCode): string =>
  `error.${code.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;

/** The descriptor to format (a variable, so message extraction does not expect a literal). */
export const errorDescriptor = (code: ErrorCode): MessageDescriptor => ({
  id: errorMessageId(code),
});

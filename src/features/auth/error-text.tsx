import { useIntl } from 'react-intl';
import type { ApiError } from '@contract/error-codes';
import { errorMessages } from '@/lib/i18n/error-messages';
import { validationMessage } from '@/lib/i18n/validation-messages';

/** A field error in the borrower's language: a contract message id or an API error by code. */
export function useErrorText() {
  const intl = useIntl();
  return (error: string | ApiError | null | undefined): string | undefined => {
    if (!error) return undefined;
    if (typeof error === 'string') return intl.formatMessage(validationMessage(error));
    if (error.code === 'VALIDATION_FAILED' && error.message.startsWith('validation.')) {
      return intl.formatMessage(validationMessage(error.message));
    }
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return intl.formatMessage(errorMessages[error.code], { minutes, date: '' });
  };
}

import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ApiError } from '@contract/error-codes';
import { errorDescriptor } from '@/lib/i18n/error-message-id';

type Values = Record<string, string | number>;

/**
 * A field error in the borrower's language: a contract message id or an API error by code.
 * `values` fills placeholders some validation texts carry (e.g. the postal code length).
 */
export function useErrorText(values?: Values) {
  const intl = useIntl();
  // Texts are looked up by id in the loaded catalogues (validation-messages.ts is their source):
  // importing every descriptor here would put all forms' ids into the first load.
  const validationMessage = (id: string): MessageDescriptor =>
    id in intl.messages ? { id } : errorDescriptor('VALIDATION_FAILED');
  return (error: string | ApiError | null | undefined): string | undefined => {
    if (!error) return undefined;
    if (typeof error === 'string') return intl.formatMessage(validationMessage(error), values);
    if (error.code === 'VALIDATION_FAILED' && error.message.startsWith('validation.')) {
      return intl.formatMessage(validationMessage(error.message), values);
    }
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return intl.formatMessage(errorDescriptor(error.code), { minutes, date: '', ...values });
  };
}

import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from './toast';
import { uiMessages } from './ui-messages';

/**
 * The copy directive (docs/navigation.md#copy): copy text, then say so in a toast ("Kinopya" in
 * Filipino).
 */
export function useCopy(): (text: string) => Promise<boolean> {
  const intl = useIntl();
  const toast = useToast();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast(intl.formatMessage(uiMessages.copied));
        return true;
      } catch {
        toast(intl.formatMessage(uiMessages.copyFailed));
        return false;
      }
    },
    [intl, toast],
  );
}

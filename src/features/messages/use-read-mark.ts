import { useCallback } from 'react';
import type { MessageItem } from '@contract/messages/api';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { selectPublicData } from '@/lib/core/core-slice';
import {
  markReadInCache,
  messageReadUrl,
  useMarkMessageReadMutation,
} from '@/lib/api/messages-api';
import { isNoAnswerOfOurs } from '@/lib/api/api-error';

/**
 * Marks a message read (docs/messages.md#read-marks): online at once; without a network, or when
 * the request gets no answer, the mark waits in the outbox and is sent when the network returns.
 * Marking is idempotent on the server, so a replay after a crash changes nothing. Resolves with
 * where the mark went.
 */
export function useReadMark() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { customerId, token } = useAppSelector(selectPublicData);
  const [mark] = useMarkMessageReadMutation();
  return useCallback(
    async (item: MessageItem): Promise<'none' | 'sent' | 'queued'> => {
      if (item.readAt) return 'none';
      markReadInCache(dispatch, store.getState(), item, new Date().toISOString());
      const queue = async () => {
        // Loaded when needed: the outbox lives in the application forms' chunk (zod and all),
        // which reading messages online never needs.
        const { queueRequest, retryOutbox } = await import('@/lib/outbox/outbox');
        await queueRequest(customerId, `read:${item.id}`, {
          url: messageReadUrl(item.id),
          method: 'PUT',
          body: {},
          invalidates: ['Unread', 'Messages'],
        });
        if (navigator.onLine) retryOutbox({ customerId, token }, dispatch);
        return 'queued' as const;
      };
      if (!navigator.onLine) return queue();
      const result = await mark(item.id);
      const error = 'error' in result ? result.error : undefined;
      if (isNoAnswerOfOurs(error)) return queue();
      return 'sent';
    },
    [customerId, token, dispatch, store, mark],
  );
}

import type {
  MessageItem,
  MessagePage,
  MessageTab,
  ReadAllRequest,
  UnreadCounts,
} from '@contract/messages/api';
import type { Language } from '@contract/language';
import { baseApi } from './base-api';

/** One page of a tab: the cursor of the page before (null: the first page). */
export type MessagePageArgs = {
  tab: MessageTab;
  cursor: string | null;
  language: Language;
};

/** The read mark's URL: the mutation and the offline queue send the same request. */
export const messageReadUrl = (id: string) => `/messages/${encodeURIComponent(id)}/read`;

/**
 * The message centre (docs/messages.md), declared once: the unread counts are read by the
 * message centre and the account page, the pages and read marks by the message screens.
 */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCounts: build.query<UnreadCounts, void>({
      query: () => '/messages/unread',
      providesTags: ['Unread'],
    }),
    getMessagePage: build.query<MessagePage, MessagePageArgs>({
      query: ({ tab, cursor, language }) => ({
        url: '/messages',
        params: { tab, language, ...(cursor ? { cursor } : {}) },
      }),
      providesTags: ['Messages'],
    }),
    /** One message or announcement, for the detail opened by its address. */
    getMessage: build.query<MessageItem, { id: string; language: Language }>({
      query: ({ id, language }) => ({
        url: `/messages/${encodeURIComponent(id)}`,
        params: { language },
      }),
      providesTags: ['Messages'],
    }),
    markMessageRead: build.mutation<void, string>({
      query: (id) => ({ url: messageReadUrl(id), method: 'PUT', body: {} }),
      invalidatesTags: ['Unread'],
    }),
    markAllRead: build.mutation<void, ReadAllRequest>({
      query: (body) => ({ url: '/messages/read-all', method: 'PUT', body }),
      invalidatesTags: ['Unread', 'Messages'],
    }),
  }),
});

export const {
  useGetUnreadCountsQuery,
  useGetMessagePageQuery,
  useGetMessageQuery,
  useMarkMessageReadMutation,
  useMarkAllReadMutation,
} = messagesApi;

/** The store as the API's helpers read it (the API joins the store lazily). */
type ApiState = Parameters<typeof messagesApi.util.selectCachedArgsForQuery>[0];
type Dispatch = (action: unknown) => unknown;

/** Finds a message in the pages already fetched (the detail screen opened from the list). */
export function cachedMessage(state: unknown, id: string): MessageItem | undefined {
  const api = state as ApiState;
  if (!api.api) return undefined;
  for (const args of messagesApi.util.selectCachedArgsForQuery(api, 'getMessagePage')) {
    const page = messagesApi.endpoints.getMessagePage.select(args)(api).data;
    const found = page?.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Shows a message read at once: in every cached page, its detail and its tab's count. */
export function markReadInCache(dispatch: Dispatch, state: unknown, item: MessageItem, at: string) {
  const api = state as ApiState;
  if (!api.api) return;
  for (const args of messagesApi.util.selectCachedArgsForQuery(api, 'getMessagePage')) {
    dispatch(
      messagesApi.util.updateQueryData('getMessagePage', args, (page) => {
        for (const entry of page.items) if (entry.id === item.id) entry.readAt ??= at;
      }),
    );
  }
  for (const args of messagesApi.util.selectCachedArgsForQuery(api, 'getMessage')) {
    if (args.id !== item.id) continue;
    dispatch(
      messagesApi.util.updateQueryData('getMessage', args, (message) => {
        message.readAt ??= at;
      }),
    );
  }
  dispatch(
    messagesApi.util.updateQueryData('getUnreadCounts', undefined, (counts) => {
      counts[item.tab] = Math.max(0, counts[item.tab] - 1);
    }),
  );
}

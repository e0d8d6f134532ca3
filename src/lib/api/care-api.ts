import type {
  FeedbackRequest,
  TicketDetail,
  TicketList,
  TicketView,
} from '@contract/care/feedback-api';
import type { AgreedDisclosure, ProtocolsView } from '@contract/care/protocols-api';
import { baseApi } from './base-api';

/**
 * A ticket's URL: by its number to read it, by the draft's client key to send it. The mutation
 * and the offline queue send the same request.
 */
export const feedbackUrl = (key: string) => `/feedback/tickets/${encodeURIComponent(key)}`;

/**
 * Feedback tickets (docs/care.md#feedback) and the documents the borrower agreed to
 * (docs/care.md#protocols).
 */
export const careApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTickets: build.query<TicketList, void>({
      query: () => '/feedback/tickets',
      providesTags: ['Tickets'],
    }),
    getTicket: build.query<TicketDetail, string>({
      query: (ticketNo) => feedbackUrl(ticketNo),
      providesTags: ['Tickets'],
    }),
    sendFeedback: build.mutation<TicketView, { clientKey: string; body: FeedbackRequest }>({
      query: ({ clientKey, body }) => ({ url: feedbackUrl(clientKey), method: 'PUT', body }),
      invalidatesTags: ['Tickets'],
    }),
    getProtocols: build.query<ProtocolsView, void>({
      query: () => '/account/protocols',
      providesTags: ['Protocols'],
    }),
    getAgreedDisclosure: build.query<AgreedDisclosure, string>({
      query: (intentId) => `/loan/repayment/intents/${encodeURIComponent(intentId)}/disclosure`,
      providesTags: ['Protocols'],
    }),
  }),
});

export const {
  useGetTicketsQuery,
  useGetTicketQuery,
  useSendFeedbackMutation,
  useGetProtocolsQuery,
  useGetAgreedDisclosureQuery,
} = careApi;

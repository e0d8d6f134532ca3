import type {
  RevealField,
  ReviewDecisionRequest,
  ReviewDetail,
  ReviewListItem,
} from '@contract/desk/review';
import { deskApi } from '../../api/desk-api';

export const reviewsApi = deskApi
  .enhanceEndpoints({ addTagTypes: ['ReviewQueue', 'Review'] })
  .injectEndpoints({
    endpoints: (build) => ({
      reviewQueue: build.query<{ applications: ReviewListItem[]; more: boolean }, void>({
        query: () => '/reviews',
        providesTags: ['ReviewQueue'],
      }),
      review: build.query<ReviewDetail, string>({
        query: (id) => `/reviews/${id}`,
        // Personal data: not kept once the page is left, and each opening is a look the server
        // logs (docs/desk.md#privacy).
        keepUnusedDataFor: 0,
        providesTags: (_result, _error, id) => [{ type: 'Review', id }],
      }),
      reveal: build.mutation<
        { field: RevealField; value: string },
        { id: string; field: RevealField; reason: string }
      >({
        query: ({ id, field, reason }) => ({
          url: `/reviews/${id}/reveal`,
          method: 'POST',
          body: { field, reason },
        }),
      }),
      decide: build.mutation<
        { applicationId: string; status: string },
        { id: string; decision: ReviewDecisionRequest }
      >({
        query: ({ id, decision }) => ({
          url: `/reviews/${id}/decision`,
          method: 'POST',
          body: decision,
        }),
        invalidatesTags: (_result, _error, { id }) => ['ReviewQueue', { type: 'Review', id }],
      }),
    }),
  });

export const { useReviewQueueQuery, useReviewQuery, useRevealMutation, useDecideMutation } =
  reviewsApi;

/**
 * A photo for a typed reason, as an object URL the page revokes: bytes stay out of the store
 * (docs/desk.md#privacy), and the server logs the look before it answers.
 */
export async function fetchPhoto(
  id: string,
  kind: 'idDocument' | 'face',
  reason: string,
): Promise<{ url: string } | { error: string | null }> {
  try {
    const response = await fetch(`/api/desk/reviews/${id}/photos/${kind}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason }),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      if (response.status === 401) location.hash = '#/sign-in';
      return { error: body?.message ?? null };
    }
    return { url: URL.createObjectURL(await response.blob()) };
  } catch {
    return { error: null };
  }
}

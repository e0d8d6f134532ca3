import type {
  CollectionBucket,
  CollectionDetail,
  CollectionItem,
  RecordContact,
} from '@contract/desk/collections';
import { deskApi } from '../../api/desk-api';

type ContactHours = { fromHour: number; toHour: number; open: boolean };

export const collectionsApi = deskApi
  .enhanceEndpoints({ addTagTypes: ['Collections', 'Collection'] })
  .injectEndpoints({
    endpoints: (build) => ({
      collections: build.query<
        {
          bucket: CollectionBucket;
          page: number;
          loans: CollectionItem[];
          more: boolean;
          contactHours: ContactHours;
        },
        { bucket: CollectionBucket; page: number }
      >({
        query: ({ bucket, page }) =>
          `/collections?bucket=${encodeURIComponent(bucket)}&page=${page}`,
        providesTags: ['Collections'],
      }),
      collection: build.query<CollectionDetail, string>({
        query: (orderNo) => `/collections/${encodeURIComponent(orderNo)}`,
        // Each opening is a look the server logs (docs/desk.md#privacy): not kept once left.
        keepUnusedDataFor: 0,
        providesTags: (_result, _error, orderNo) => [{ type: 'Collection', id: orderNo }],
      }),
      recordContact: build.mutation<
        { orderNo: string; promisedOn: string | null },
        { orderNo: string; contact: RecordContact }
      >({
        query: ({ orderNo, contact }) => ({
          url: `/collections/${encodeURIComponent(orderNo)}/contacts`,
          method: 'POST',
          body: contact,
        }),
        invalidatesTags: (_result, _error, { orderNo }) => [
          'Collections',
          { type: 'Collection', id: orderNo },
        ],
      }),
    }),
  });

export const { useCollectionsQuery, useCollectionQuery, useRecordContactMutation } = collectionsApi;

/**
 * The full list of a bucket as a CSV file, for a typed reason the server logs with it: saved by
 * the browser from an object URL, revoked at once (the names stay out of the store).
 */
export async function downloadFullExport(
  bucket: CollectionBucket,
  reason: string,
): Promise<{ ok: true } | { ok: false; message: string | null; field: string | null }> {
  try {
    const response = await fetch('/api/desk/collections/export/full', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bucket, reason }),
    });
    if (!response.ok) {
      if (response.status === 401) location.hash = '#/sign-in';
      const body = (await response.json().catch(() => null)) as {
        message?: string;
        field?: string;
      } | null;
      return { ok: false, message: body?.message ?? null, field: body?.field ?? null };
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `overdue-${bucket}-full.csv`;
    link.click();
    // Let go once the browser has taken the file (revoked at once, some browsers drop it).
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
    return { ok: true };
  } catch {
    return { ok: false, message: null, field: null };
  }
}

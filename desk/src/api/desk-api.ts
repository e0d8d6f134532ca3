import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The desk's one RTK Query API over /api/desk: the session is the HttpOnly cookie the server sets
 * on that path, which the browser sends by itself; the page never holds a token. Features inject
 * their endpoints. Nothing polls: a request keeps the 30-minute idle clock running
 * (docs/desk.md#sessions), so only what a person does should.
 */
export const deskApi = createApi({
  reducerPath: 'deskApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api/desk', credentials: 'same-origin' }),
  tagTypes: ['Me', 'Staff', 'ApiKeys'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

/** The server's refusal: its stable code, its (English) message and the field it is about. */
export interface DeskError {
  status: number | null;
  code: string;
  message: string;
  field: string | null;
}

export function deskError(error: unknown): DeskError | null {
  if (!error) return null;
  const e = error as FetchBaseQueryError;
  const data = (e as { data?: unknown }).data as
    { code?: unknown; message?: unknown; field?: unknown } | undefined;
  return {
    status: typeof e.status === 'number' ? e.status : null,
    code: typeof data?.code === 'string' ? data.code : 'NETWORK',
    message: typeof data?.message === 'string' ? data.message : '',
    field: typeof data?.field === 'string' ? data.field : null,
  };
}

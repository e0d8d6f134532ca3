import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

const fetchDesk = fetchBaseQuery({ baseUrl: '/api/desk', credentials: 'same-origin' });

/**
 * A session that ended (idle, 12 hours, signed out elsewhere) sends the person to sign-in from any
 * page, not only from the layout's first question. The sign-in steps' own 401s (a wrong password)
 * stay on their page.
 */
const deskBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const result = await fetchDesk(args, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status === 401 && !url.startsWith('/auth/')) location.hash = '#/sign-in';
  return result;
};

/**
 * The desk's one RTK Query API over /api/desk: the session is the HttpOnly cookie the server sets
 * on that path, which the browser sends by itself; the page never holds a token. Features inject
 * their endpoints. Nothing polls: a request keeps the 30-minute idle clock running
 * (docs/desk.md#sessions), so only what a person does should.
 */
export const deskApi = createApi({
  reducerPath: 'deskApi',
  baseQuery: deskBaseQuery,
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

/** What to tell the person about a failed request: the server's words, or that it was not reached. */
export const problemText = (error: unknown, offline: string): string | null =>
  error ? deskError(error)?.message || offline : null;

import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { DEVICE_ID_HEADER } from '@contract/device-id';
import { dynamicMiddleware, injectLazySlice } from '@/lib/store/root-reducer';
import { snapshotMiddleware } from '@/lib/snapshot/snapshot-middleware';
import { deviceId } from './device-id';
import { expireSession } from './expire-session';
import { QUERY_TIMEOUT_MS } from './query-timeout';
import type { CoreState } from '@/lib/core/core-slice';

type StateWithCore = { core: CoreState };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders(headers, { getState }) {
    const { token } = (getState() as StateWithCore).core.publicData;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // Sign-in risk is counted per device (docs/security.md#client-identity).
    headers.set(DEVICE_ID_HEADER, deviceId());
    return headers;
  },
});

export { QUERY_TIMEOUT_MS };

/**
 * A 401 on a signed-in request means the session ended on the server: end it here too.
 * Exported for its tests.
 */
// The meta (request and response) typed, so an endpoint can read the answer's status.
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const timed =
    api.type === 'query' ? { ...request, timeout: request.timeout ?? QUERY_TIMEOUT_MS } : request;
  const result = await rawBaseQuery(timed, api, extraOptions);
  const { publicData } = (api.getState() as StateWithCore).core;
  if (result.error?.status === 401 && publicData.token) expireSession(api.dispatch, publicData);
  return result;
};

/**
 * The one RTK Query API for /api; features add endpoints with injectEndpoints
 * (docs/architecture.md#server-data).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Me',
    'Config',
    'Profile',
    'ProfileStatus',
    'LoanHome',
    'Orders',
    'Order',
    'Repayment',
    'Repayments',
    'Intent',
    'Faq',
    'Coupons',
    'Messages',
    'Unread',
    'Tickets',
    'Protocols',
    'Settings',
    'Deletion',
    'HomeScreenBonus',
  ],
  // A weak signal comes and goes: what a screen shows is fetched again when the network returns
  // (setupListeners in app/start-services.ts turns the browser's online event into this).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

declare module '@/lib/store/root-reducer' {
  export interface LazyLoadedSlices {
    [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
  }
}

// Joins the store the first time any screen imports the API.
injectLazySlice(baseApi);
// Each kept answer refreshes the borrower's offline snapshot (docs/offline.md#snapshot).
dynamicMiddleware.addMiddleware(snapshotMiddleware(baseApi.reducerPath));

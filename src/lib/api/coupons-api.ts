import type { AvailableCoupons, InvalidCoupons } from '@contract/loan/api';
import type { Language } from '@contract/language';
import { baseApi } from './base-api';

/**
 * The borrower's coupon lists (docs/coupons.md#lists): what can be used now, and what has expired
 * or was used. Reading the list is also when the server grants due campaign coupons.
 */
export const couponsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAvailableCoupons: build.query<AvailableCoupons, Language>({
      query: (language) => `/coupons?list=available&language=${language}`,
      providesTags: ['Coupons'],
    }),
    getInvalidCoupons: build.query<InvalidCoupons, Language>({
      query: (language) => `/coupons?list=invalid&language=${language}`,
      providesTags: ['Coupons'],
    }),
  }),
});

export const { useGetAvailableCouponsQuery, useGetInvalidCouponsQuery } = couponsApi;

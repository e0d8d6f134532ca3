import type { AvailableCoupons, InvalidCoupons } from '@contract/loan/api';
import type { Language } from '@contract/language';
import { baseApi } from './base-api';

/** Which list, in which language (campaign titles). */
export type CouponListArgs = { list: 'available' | 'invalid'; language: Language };

/**
 * The borrower's coupon lists (docs/coupons.md#lists): what can be used now (`available`), and
 * what has expired or was used (`invalid`). Reading a list is also when the server grants due
 * campaign coupons.
 */
export const couponsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCoupons: build.query<AvailableCoupons | InvalidCoupons, CouponListArgs>({
      query: ({ list, language }) => `/coupons?list=${list}&language=${language}`,
      providesTags: ['Coupons'],
    }),
  }),
});

export const { useGetCouponsQuery } = couponsApi;

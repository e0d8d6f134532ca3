import type { HomeScreenBonusView, HomeScreenLaunchRequest } from '@contract/bonus/home-screen';
import { baseApi } from './base-api';

/**
 * The add-to-home-screen bonus (docs/coupons.md#home-screen-bonus): whether the borrower has it,
 * and the report of a launch from the home screen, which may grant it. A grant changes the
 * coupons, the messages and the loan home's ceiling.
 */
export const homeScreenBonusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeScreenBonus: build.query<HomeScreenBonusView, void>({
      query: () => '/bonus/home-screen',
      providesTags: ['HomeScreenBonus'],
    }),
    reportHomeScreenLaunch: build.mutation<HomeScreenBonusView, HomeScreenLaunchRequest>({
      query: (body) => ({ url: '/bonus/home-screen/launch', method: 'POST', body }),
      invalidatesTags: (result) =>
        result?.grantedNow
          ? ['HomeScreenBonus', 'Coupons', 'Messages', 'Unread', 'LoanHome']
          : ['HomeScreenBonus'],
    }),
  }),
});

export const { useGetHomeScreenBonusQuery, useReportHomeScreenLaunchMutation } = homeScreenBonusApi;

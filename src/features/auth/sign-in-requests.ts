import type { LoginRequest, OtpRequest } from '@contract/auth';
import { publicConfigApi } from '@/lib/api/public-config-api';
import type { useAppDispatch } from '@/app/hooks';
import { detectAppType } from '@/platform/bridge-detect';
import { authApi } from './api';

type Dispatch = ReturnType<typeof useAppDispatch>;

/**
 * The sign-in page's server calls, as RTK Query endpoint thunks. This module (and RTK Query with
 * it) loads right after the page has painted, so the form shows without waiting for it.
 */
export const signInRequests = {
  publicConfig: (dispatch: Dispatch) =>
    dispatch(publicConfigApi.endpoints.getPublicConfig.initiate()),
  requestOtp: (dispatch: Dispatch, body: OtpRequest) =>
    dispatch(authApi.endpoints.requestOtp.initiate(body)),
  fetchCaptcha: (dispatch: Dispatch) => dispatch(authApi.endpoints.fetchCaptcha.initiate()),
  // The session remembers the native shell it was opened in: no home-screen bonus there
  // (docs/coupons.md#home-screen-bonus).
  login: (dispatch: Dispatch, body: LoginRequest) => {
    const appType = detectAppType();
    return dispatch(authApi.endpoints.login.initiate(appType ? { ...body, appType } : body));
  },
};

export type SignInRequests = typeof signInRequests;

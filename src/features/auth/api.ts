import type {
  CaptchaResponse,
  LoginRequest,
  LoginResponse,
  OtpRequest,
  OtpResponse,
} from '@contract/auth';
import { baseApi } from '@/lib/api/base-api';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestOtp: build.mutation<OtpResponse, OtpRequest>({
      query: (body) => ({ url: '/auth/otp', method: 'POST', body }),
    }),
    // A mutation, not a query: every picture is new and single-use, never cached.
    fetchCaptcha: build.mutation<CaptchaResponse, void>({
      query: () => ({ url: '/auth/captcha', method: 'GET' }),
    }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useRequestOtpMutation, useFetchCaptchaMutation, useLoginMutation } = authApi;

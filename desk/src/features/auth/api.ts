import type { z } from 'zod';
import type {
  enrolmentStartResponseSchema,
  signInResponseSchema,
  StaffSelf,
} from '@contract/desk/auth';
import { deskApi } from '../../api/desk-api';

export type EnrolmentStart = z.infer<typeof enrolmentStartResponseSchema>;
export type SignInStep = z.infer<typeof signInResponseSchema>;
/** WebAuthn's JSON as @simplewebauthn/browser gives it; the server checks its shape. */
type WebauthnJson = Record<string, unknown>;

export const authApi = deskApi.injectEndpoints({
  endpoints: (build) => ({
    startEnrolment: build.mutation<EnrolmentStart, { token: string }>({
      query: (body) => ({ url: '/auth/enrolment/start', method: 'POST', body }),
    }),
    finishEnrolment: build.mutation<
      { ok: true },
      { token: string; password: string; totpCode?: string; passkey?: WebauthnJson }
    >({
      query: (body) => ({ url: '/auth/enrolment/finish', method: 'POST', body }),
    }),
    signIn: build.mutation<SignInStep, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/sign-in', method: 'POST', body }),
    }),
    signInWithCode: build.mutation<StaffSelf, { challengeToken: string; code: string }>({
      query: (body) => ({ url: '/auth/sign-in/totp', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    signInWithPasskey: build.mutation<
      StaffSelf,
      { challengeToken: string; response: WebauthnJson }
    >({
      query: (body) => ({ url: '/auth/sign-in/passkey', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    ownPasskeyOptions: build.mutation<{ passkeyOptions: WebauthnJson }, void>({
      query: () => ({ url: '/me/passkeys/options', method: 'POST' }),
    }),
    addOwnPasskey: build.mutation<{ ok: true }, { password: string; passkey: WebauthnJson }>({
      query: (body) => ({ url: '/me/passkeys', method: 'POST', body }),
    }),
    signOut: build.mutation<{ ok: true }, { everywhere: boolean }>({
      query: ({ everywhere }) => ({
        url: everywhere ? '/auth/sign-out-everywhere' : '/auth/sign-out',
        method: 'POST',
      }),
    }),
  }),
});

export const {
  useStartEnrolmentMutation,
  useFinishEnrolmentMutation,
  useSignInMutation,
  useSignInWithCodeMutation,
  useSignInWithPasskeyMutation,
  useSignOutMutation,
  useOwnPasskeyOptionsMutation,
  useAddOwnPasskeyMutation,
} = authApi;

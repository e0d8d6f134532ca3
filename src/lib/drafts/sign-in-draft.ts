import { set } from 'idb-keyval';

/**
 * The sign-in form's draft (docs/sign-in.md#codes): what survives a reload, never the code itself,
 * which is short-lived and secret.
 */
export type SignInDraft = {
  phone: string;
  agreed: boolean;
  resendAt: number | null;
  sentTo: string | null;
  /** The number is the last session's, kept when the server ended it (docs/sign-in.md#phone). */
  remembered?: boolean;
};

export const SIGN_IN_DRAFT_KEY = 'draft:sign-in';

/**
 * The server ended the session (not a sign-out): /start opens with the number filled in, and a
 * "Not your number?" button clears it (docs/sign-in.md#phone). Written before /start reads it.
 */
export function rememberSignInPhone(e164: string): void {
  const phone = e164.replace(/^\+63/, '');
  if (!phone) return;
  const draft: SignInDraft = {
    phone,
    agreed: false,
    resendAt: null,
    sentTo: null,
    remembered: true,
  };
  // Started inside a promise: where IndexedDB is missing, idb-keyval throws before it returns one.
  void Promise.resolve()
    .then(() => set(SIGN_IN_DRAFT_KEY, draft))
    .catch(() => undefined);
}

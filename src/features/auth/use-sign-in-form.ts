import { useRef, useState } from 'react';
import {
  DEFAULT_PHONE_FIRST_DIGITS,
  isValidNationalPhone,
  normaliseNationalPhone,
  toE164,
} from '@contract/phone';
import { isOtpCode } from '@contract/otp';
import type { LoginResponse } from '@contract/auth';
import type { ApiError } from '@contract/error-codes';
import type { Language } from '@contract/language';
import { toApiError } from '@/lib/api/api-error';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { SIGN_IN_DRAFT_KEY, type SignInDraft } from '@/lib/drafts/sign-in-draft';
import { useAppDispatch } from '@/app/hooks';
import type { SignInRequests } from './sign-in-requests';

/** How long a send waits for the server's first-digit rule before the default one decides. */
const CONFIG_WAIT_MS = 3000;

/** Field errors are contract message ids (strings) or API errors, translated by the form. */
export type FieldErrors = Partial<
  Record<'phone' | 'code' | 'captcha' | 'agreed', string | ApiError>
>;

/**
 * A graphic code and what it is asked for (docs/sign-in.md#graphic-code): `signIn` after a wrong
 * code, shown with the SMS code and needed to sign in (and for another code); `code` before
 * another code is sent.
 */
export type CaptchaFor = 'signIn' | 'code';
export type Captcha = { id: string; image: string; for: CaptchaFor };

type Result<T> = { data: T } | { error: unknown };

function fieldOf(error: ApiError): keyof FieldErrors | 'form' {
  switch (error.code) {
    case 'CAPTCHA_REQUIRED':
    case 'CAPTCHA_WRONG':
      return 'captcha';
    case 'WRONG_CODE':
    case 'CODE_EXPIRED':
      return 'code';
    case 'AGREEMENT_REQUIRED':
      return 'agreed';
    case 'VALIDATION_FAILED':
      if (error.field === 'phone') return 'phone';
      if (error.field === 'code') return 'code';
      if (error.field === 'captchaAnswer') return 'captcha';
      if (error.field === 'agreedToPrivacy') return 'agreed';
      return 'form';
    default:
      return 'form';
  }
}

const errorOf = (result: Result<unknown>): ApiError | null =>
  'error' in result ? toApiError(result.error as Parameters<typeof toApiError>[0]) : null;

/** The sign-in form: phone, SMS code, graphic code when asked, and the privacy agreement. */
export function useSignInForm(language: Language) {
  const dispatch = useAppDispatch();
  const { draft, updateDraft, clearDraft } = useFormDraft<SignInDraft>(SIGN_IN_DRAFT_KEY, {
    phone: '',
    agreed: false,
    resendAt: null,
    sentTo: null,
  });
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  // The server said the next code request needs a picture: shown once a new code may be asked.
  const [captchaBeforeResend, setCaptchaBeforeResend] = useState(false);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState<'otp' | 'login' | null>(null);
  const [firstDigits, setFirstDigits] = useState<readonly string[]>(DEFAULT_PHONE_FIRST_DIGITS);
  const requests = useRef<Promise<SignInRequests> | null>(null);

  const loadRequests = () =>
    (requests.current ??= import('./sign-in-requests').then((module) => module.signInRequests));

  const config = useRef<Promise<readonly string[] | null> | null>(null);
  /** The server's first digits once loaded (null until then). */
  const loadedDigits = useRef<readonly string[] | null>(null);
  /**
   * The server code and config (which first digits a number may have), fetched as the borrower
   * starts on the form (its first focus) rather than with the page: the first screen needs
   * neither (docs/first-paint.md#audit). Until the config is here, the default rule checks.
   */
  const prepare = () =>
    (config.current ??= loadRequests()
      .then((api) => api.publicConfig(dispatch))
      .then((result) => {
        if ('data' in result && result.data) {
          loadedDigits.current = result.data.phoneFirstDigits;
          setFirstDigits(result.data.phoneFirstDigits);
          return result.data.phoneFirstDigits;
        }
        config.current = null;
        return null;
      })
      .catch(() => {
        // Not loaded (offline): the next focus or send asks again.
        config.current = null;
        return null;
      }));

  const national = normaliseNationalPhone(draft.phone);

  async function loadCaptcha(purpose: CaptchaFor): Promise<void> {
    setCaptchaAnswer('');
    if (purpose === 'code') setCaptchaBeforeResend(false);
    const result = await (await loadRequests()).fetchCaptcha(dispatch);
    if ('data' in result && result.data)
      setCaptcha({ id: result.data.id, image: result.data.image, for: purpose });
    else setFormError(errorOf(result));
  }

  /**
   * Puts an API error at its field. A picture the request used is single-use, so another comes,
   * for the same purpose; after a wrong code, or a sign-in refused for want of one, it is asked
   * with the SMS code.
   */
  function showError(error: ApiError | null, action: 'otp' | 'login', usedCaptcha: boolean): void {
    if (!error) return;
    const field = fieldOf(error);
    if (field === 'form') setFormError(error);
    else setErrors((previous) => ({ ...previous, [field]: error }));
    if (error.code === 'WRONG_CODE' || (field === 'captcha' && action === 'login')) {
      void loadCaptcha('signIn');
    } else if (field === 'captcha' || (usedCaptcha && error.code !== 'NETWORK_ABNORMAL')) {
      void loadCaptcha(captcha?.for ?? 'code');
    }
  }

  function phoneError(digits: readonly string[] = firstDigits): string | null {
    if (!national) return 'validation.phone.required';
    if (!isValidNationalPhone(national, digits)) return 'validation.phone.format';
    return null;
  }

  /**
   * A number the default rule refuses may be one the server's rule allows, when the borrower sends
   * before the config is here (typed on the prerendered page): that rule decides, if it comes soon.
   */
  async function checkedPhoneError(waitingAs: 'otp' | 'login'): Promise<string | null> {
    const problem = phoneError(loadedDigits.current ?? firstDigits);
    if (problem !== 'validation.phone.format' || loadedDigits.current) return problem;
    // The button shows the wait as the send it is part of.
    setBusy(waitingAs);
    try {
      const digits = await Promise.race([
        prepare(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), CONFIG_WAIT_MS)),
      ]);
      return digits ? phoneError(digits) : problem;
    } finally {
      setBusy(null);
    }
  }

  const answered = () => Boolean(captcha && captchaAnswer.trim());
  const captchaFields = () =>
    captcha && answered() ? { captchaId: captcha.id, captchaAnswer: captchaAnswer.trim() } : {};

  async function sendCode(): Promise<void> {
    setFormError(null);
    const next: FieldErrors = {};
    const phoneProblem = await checkedPhoneError('otp');
    if (phoneProblem) next.phone = phoneProblem;
    // Any picture shown is needed for another code (after a wrong code, or as the server said).
    if (captcha && !answered()) next.captcha = 'validation.captcha.required';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const phone = toE164(national);
    const usedCaptcha = answered();
    setBusy('otp');
    try {
      const result = await (
        await loadRequests()
      ).requestOtp(dispatch, { phone, language, ...captchaFields() });
      if (!('data' in result) || !result.data) {
        const error = errorOf(result);
        if (error?.code === 'TOO_FREQUENT' && error.retryAfterSeconds) {
          // The button counts down to when a code may be asked again (docs/sign-in.md#codes).
          // Refused for this number's last code (field phone): that code was sent, and is the
          // one to type; no error. Refused by the address's ceiling: its error, and the wait.
          const thisNumber = error.field === 'phone';
          updateDraft({
            resendAt: Date.now() + error.retryAfterSeconds * 1000,
            ...(thisNumber ? { sentTo: phone } : {}),
          });
          if (thisNumber) return;
        }
        return showError(error, 'otp', usedCaptcha);
      }
      setCaptcha(null);
      setCaptchaAnswer('');
      setCaptchaBeforeResend(result.data.captchaRequiredNext);
      // Signing in with this code needs a picture too: asked now, with the code, not after it.
      if (result.data.captchaRequiredForSignIn) void loadCaptcha('signIn');
      updateDraft({ resendAt: Date.now() + result.data.resendInSeconds * 1000, sentTo: phone });
    } finally {
      setBusy(null);
    }
  }

  async function signIn(): Promise<LoginResponse | null> {
    setFormError(null);
    const next: FieldErrors = {};
    const phoneProblem = await checkedPhoneError('login');
    if (phoneProblem) next.phone = phoneProblem;
    if (!isOtpCode(code)) next.code = 'validation.code.format';
    if (!draft.agreed) next.agreed = 'validation.privacy.required';
    // Only a picture asked for the sign-in is needed (and spent) here.
    const forSignIn = captcha?.for === 'signIn';
    if (forSignIn && !answered()) next.captcha = 'validation.captcha.required';
    setErrors(next);
    if (Object.keys(next).length > 0) return null;
    setBusy('login');
    try {
      const result = await (
        await loadRequests()
      ).login(dispatch, {
        phone: toE164(national),
        code,
        agreedToPrivacy: true,
        ...(forSignIn ? captchaFields() : {}),
      });
      if (!('data' in result) || !result.data) {
        showError(errorOf(result), 'login', forSignIn);
        return null;
      }
      clearDraft();
      return result.data;
    } finally {
      setBusy(null);
    }
  }

  return {
    /** Called as the borrower starts on the form. */
    prepare: () => void prepare(),
    draft,
    updateDraft,
    code,
    setCode,
    captcha,
    captchaAnswer,
    setCaptchaAnswer,
    /** Another picture for the same purpose. */
    refreshCaptcha: () => void loadCaptcha(captcha?.for ?? 'code'),
    /** A new code may be asked now: the picture the server said it needs comes first. */
    offerCaptchaForResend: () => {
      if (captchaBeforeResend && !captcha) void loadCaptcha('code');
    },
    errors,
    formError,
    sendCode,
    signIn,
    sending: busy === 'otp',
    signingIn: busy === 'login',
  };
}

import { lazy, Suspense, useEffect, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { maskPhone, PH_COUNTRY_CODE } from '@contract/phone';
import { OTP_LENGTH } from '@contract/otp';
import { selectProName, signedIn } from '@/lib/core/core-slice';
import { languageChosen, selectLanguage } from '@/lib/i18n/settings-slice';
import { useCountdown } from '@/lib/use-countdown';
import { PATHS } from '@/config/paths';
import { Brand } from '@/ui/brand';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { TextField } from '@/ui/text-field';
import { useTapLock } from '@/ui/use-tap-lock';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authMessages } from './auth-messages';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { LanguageChoice } from '@/ui/language-choice';
import { useSignInForm } from './use-sign-in-form';
import { useHydrated } from '@/lib/use-hydrated';
import { StartFooter } from './start-footer';

const SessionEndedNotice = lazy(() => import('./session-ended-notice'));
/** The graphic code, with its texts, loads only when the server asks for one. */
const CaptchaField = lazy(() => import('./captcha-field'));

const PHONE_ID = 'sign-in-phone';

/**
 * "Your session ended" when the server ended it (`showLoginPopup`, docs/navigation.md#core-store),
 * loaded only then. The prerendered page has none: it appears once the page has hydrated.
 */
function SessionNotice() {
  const show = useAppSelector((state) => state.core.showLoginPopup);
  const hydrated = useHydrated();
  return show && hydrated ? (
    <Suspense fallback={null}>
      <SessionEndedNotice />
    </Suspense>
  ) : null;
}

/** /start (alias /oqVDsh): sign in or register with a phone number and an SMS code. */
export default function StartScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const proName = useAppSelector(selectProName);
  const errorText = useErrorText();
  const form = useSignInForm(language);
  const secondsLeft = useCountdown(form.draft.resendAt);
  const { offerCaptchaForResend } = form;
  const { resendAt } = form.draft;
  // Once another code may be asked, the picture the server said it needs is shown before the tap.
  useEffect(() => {
    if (secondsLeft === 0 && (!resendAt || resendAt <= Date.now())) offerCaptchaForResend();
  }, [secondsLeft, resendAt, offerCaptchaForResend]);

  const sendCode = useTapLock(form.sendCode);
  const submit = useTapLock(async () => {
    const login = await form.signIn();
    if (!login) return;
    dispatch(signedIn(login));
    navigate(PATHS.home, { replace: true });
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const signInLabel = intl.formatMessage(authMessages.signIn);
  const captchaFor = (purpose: 'signIn' | 'code') =>
    form.captcha?.for === purpose ? (
      <Suspense fallback={null}>
        <CaptchaField
          captcha={form.captcha}
          answer={form.captchaAnswer}
          onAnswerChange={form.setCaptchaAnswer}
          onRefresh={form.refreshCaptcha}
          error={errorText(form.errors.captcha)}
          signInLabel={signInLabel}
        />
      </Suspense>
    ) : null;

  const codeButtonLabel =
    secondsLeft > 0
      ? intl.formatMessage(authMessages.resendIn, { seconds: secondsLeft })
      : intl.formatMessage(form.draft.sentTo ? authMessages.resend : authMessages.getCode);

  return (
    <main className="page">
      <header className="page__header">
        <Brand name={proName} />
      </header>
      <LanguageChoice value={language} onChange={(next) => dispatch(languageChosen(next))} />
      <h1 className="page__title">{intl.formatMessage(authMessages.title)}</h1>
      <p className="page__lead">{intl.formatMessage(authMessages.lead)}</p>
      <SessionNotice />

      <form className="card stack" noValidate onSubmit={onSubmit} onFocus={form.prepare}>
        <TextField
          id={PHONE_ID}
          label={intl.formatMessage(authMessages.phoneLabel)}
          hint={intl.formatMessage(authMessages.phoneHint)}
          prefix={PH_COUNTRY_CODE}
          value={form.draft.phone}
          onValueChange={(phone) => form.updateDraft({ phone, remembered: false })}
          error={errorText(form.errors.phone)}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={16}
          required
        />
        {/* The last session's number, kept when the server ended it (docs/sign-in.md#phone). */}
        {form.draft.remembered && form.draft.phone ? (
          <Button
            variant="text"
            onClick={() => {
              form.updateDraft({ phone: '', remembered: false });
              document.getElementById(PHONE_ID)?.focus();
            }}
          >
            {intl.formatMessage(authMessages.notYou)}
          </Button>
        ) : null}

        {captchaFor('code')}

        <Button
          variant="secondary"
          block
          disabled={secondsLeft > 0 || form.sending}
          busy={form.sending}
          onClick={sendCode}
        >
          {codeButtonLabel}
        </Button>
        {form.draft.sentTo && secondsLeft > 0 ? (
          <p className="alert alert--info" role="status">
            {intl.formatMessage(authMessages.codeSent, { phone: maskPhone(form.draft.sentTo) })}
          </p>
        ) : null}

        <TextField
          label={intl.formatMessage(authMessages.codeLabel)}
          value={form.code}
          onValueChange={(code) => form.setCode(code.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          error={errorText(form.errors.code)}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          required
        />
        {captchaFor('signIn')}

        <CheckboxField
          checked={form.draft.agreed}
          onCheckedChange={(agreed) => form.updateDraft({ agreed })}
          error={errorText(form.errors.agreed)}
        >
          <FormattedMessage
            {...authMessages.agree}
            values={{
              privacy: (chunks) => <Link to={PATHS.privacy}>{chunks}</Link>,
              terms: (chunks) => <Link to={PATHS.terms}>{chunks}</Link>,
            }}
          />
        </CheckboxField>

        {form.formError ? (
          <p className="alert" role="alert">
            {errorText(form.formError)}
          </p>
        ) : null}

        <Button type="submit" block busy={form.signingIn} disabled={form.signingIn}>
          {signInLabel}
        </Button>
        <p className="page__lead">{intl.formatMessage(authMessages.secure)}</p>
      </form>
      <StartFooter />
    </main>
  );
}

import { startAuthentication } from '@simplewebauthn/browser';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { deskApi, deskError, problemText } from '../../api/desk-api';
import { useDeskDispatch } from '../../app/hooks';
import { Field, Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { useSignInMutation, useSignInWithCodeMutation, useSignInWithPasskeyMutation } from './api';
import type { SignInStep } from './api';
import { signInText as t } from './messages';

/**
 * Two steps (docs/desk.md#sign-in): e-mail and password, then the second factor the account has
 * — the passkey first when it has one, the authenticator's code otherwise or instead.
 */
export function SignInPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [step, setStep] = useState<SignInStep | null>(null);
  const [signIn, first] = useSignInMutation();
  const [withCode, coded] = useSignInWithCodeMutation();
  const [withPasskey, keyed] = useSignInWithPasskeyMutation();
  const [passkeyProblem, setPasskeyProblem] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const dispatch = useDeskDispatch();

  const heading = useRef<HTMLHeadingElement>(null);

  // Whoever was signed in before leaves nothing behind: the signed-in pages are gone by now, so
  // nothing asks for the ended session again.
  useEffect(() => {
    dispatch(deskApi.util.resetApiState());
  }, [dispatch]);
  // Each step's heading takes the focus: the form the person was in has just been replaced.
  const stepShown = step !== null;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [stepShown]);

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await signIn({ email, password });
    if ('data' in answer && answer.data) {
      setPassword('');
      setStep(answer.data);
    }
  };
  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!step) return;
    const answer = await withCode({ challengeToken: step.challengeToken, code: code.trim() });
    if ('data' in answer) void navigate('/', { replace: true });
  };
  const usePasskey = async () => {
    if (!step?.passkeyOptions) return;
    setPasskeyProblem(false);
    let response;
    try {
      response = await startAuthentication({
        optionsJSON: step.passkeyOptions as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
    } catch {
      setPasskeyProblem(true);
      return;
    }
    const answer = await withPasskey({
      challengeToken: step.challengeToken,
      response: response as unknown as Record<string, unknown>,
    });
    if ('data' in answer) void navigate('/', { replace: true });
  };

  const firstError = deskError(first.error);
  if (!step) {
    return (
      <main className="page narrow">
        <h1 ref={heading} tabIndex={-1}>
          {intl.formatMessage(t.title)}
        </h1>
        <form onSubmit={(e) => void submitPassword(e)} noValidate>
          <Field
            label={intl.formatMessage(t.email)}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={firstError?.field === 'email' ? firstError.message : null}
            required
          />
          <Field
            label={intl.formatMessage(t.password)}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={firstError?.field === 'password' ? firstError.message : null}
            required
          />
          <Problem>
            {firstError && !firstError.field
              ? firstError.message || intl.formatMessage(common.offline)
              : null}
          </Problem>
          <button type="submit" disabled={first.isLoading}>
            {intl.formatMessage(t.next)}
          </button>
        </form>
        <p className="hint">{intl.formatMessage(t.noAccount)}</p>
      </main>
    );
  }

  return (
    <main className="page narrow">
      <h1 ref={heading} tabIndex={-1}>
        {intl.formatMessage(t.secondTitle)}
      </h1>
      {step.factors.includes('passkey') ? (
        <div className="block">
          <button type="button" onClick={() => void usePasskey()} disabled={keyed.isLoading}>
            {intl.formatMessage(t.usePasskey)}
          </button>
          <Problem>
            {passkeyProblem
              ? intl.formatMessage(t.passkeyFailed)
              : problemText(keyed.error, intl.formatMessage(common.offline))}
          </Problem>
        </div>
      ) : null}
      {step.factors.includes('totp') ? (
        <form onSubmit={(e) => void submitCode(e)} noValidate>
          <Field
            label={intl.formatMessage(t.code)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={problemText(coded.error, intl.formatMessage(common.offline))}
            required
          />
          <button type="submit" disabled={coded.isLoading}>
            {intl.formatMessage(t.signIn)}
          </button>
        </form>
      ) : null}
      <button type="button" className="link" onClick={() => setStep(null)}>
        {intl.formatMessage(t.startAgain)}
      </button>
    </main>
  );
}

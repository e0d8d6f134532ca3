import { startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { deskError } from '../../api/desk-api';
import { Field, Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { QrCode } from '../../ui/qr-code';
import { useFinishEnrolmentMutation, useStartEnrolmentMutation } from './api';
import { enrolText as t } from './messages';

const MIN_PASSWORD = 12;

/** The key in groups of four, as authenticator apps print it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The one-time link's page (docs/desk.md#enrolment): a password, and a passkey or an authenticator
 * app (the key as a QR code and as text) or both. The link is opened once on arrival; the server
 * keeps the key sealed on the link until the first code proves the app has it.
 */
export function EnrolRoute() {
  const { token = '' } = useParams();
  // A new link pasted into the same tab is a new page, not the old one's key with a new token.
  return <EnrolPage key={token} token={token} />;
}

function EnrolPage({ token }: { token: string }) {
  const intl = useIntl();
  const [start, started] = useStartEnrolmentMutation();
  const [finish, finished] = useFinishEnrolmentMutation();
  const opened = useRef(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [passkey, setPasskey] = useState<Record<string, unknown> | null>(null);
  const [passkeyProblem, setPasskeyProblem] = useState(false);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    // Once per page: each opening draws a new passkey challenge, and the one shown must stay
    // the one the finish is checked against.
    if (opened.current) return;
    opened.current = true;
    void start({ token });
  }, [start, token]);

  const startProblem = deskError(started.error);
  if (startProblem) {
    return (
      <main className="page narrow">
        <h1>{intl.formatMessage(t.title)}</h1>
        <p role="alert">{startProblem.message || intl.formatMessage(common.offline)}</p>
      </main>
    );
  }
  if (!started.data) return <p className="page">{intl.formatMessage(t.opening)}</p>;
  const enrolment = started.data;

  if (finished.isSuccess) {
    return (
      <main className="page narrow">
        <h1>{intl.formatMessage(t.title)}</h1>
        <p role="status">{intl.formatMessage(t.done)}</p>
        <Link className="button" to="/sign-in">
          {intl.formatMessage(t.goSignIn)}
        </Link>
      </main>
    );
  }

  const passwordError =
    checked && password.length < MIN_PASSWORD ? intl.formatMessage(t.passwordShort) : null;
  const confirmError =
    checked && !passwordError && confirm !== password ? intl.formatMessage(t.mismatch) : null;
  const trimmedCode = code.trim();
  const factorError = checked && !passkey && !trimmedCode ? intl.formatMessage(t.needFactor) : null;
  const serverError = deskError(finished.error);

  const createPasskey = async () => {
    setPasskeyProblem(false);
    try {
      const response = await startRegistration({
        optionsJSON: enrolment.passkeyOptions as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      setPasskey(response as unknown as Record<string, unknown>);
    } catch {
      setPasskeyProblem(true);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (password.length < MIN_PASSWORD || confirm !== password || (!passkey && !trimmedCode)) {
      return;
    }
    await finish({
      token,
      password,
      ...(trimmedCode ? { totpCode: trimmedCode } : {}),
      ...(passkey ? { passkey } : {}),
    });
  };

  return (
    <main className="page narrow">
      <h1>{intl.formatMessage(t.title)}</h1>
      <p>
        {intl.formatMessage(t.forWhom, {
          name: enrolment.displayName,
          email: enrolment.email,
        })}
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <h2>{intl.formatMessage(t.passwordTitle)}</h2>
        {/* The account's name for password managers, which file the new password under it. */}
        <input type="hidden" autoComplete="username" value={enrolment.email} readOnly />
        <Field
          label={intl.formatMessage(t.password)}
          hint={intl.formatMessage(t.passwordHint)}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordError ?? (serverError?.field === 'password' ? serverError.message : null)}
          required
        />
        <Field
          label={intl.formatMessage(t.confirm)}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={confirmError}
          required
        />

        <h2>{intl.formatMessage(t.factorTitle)}</h2>
        <p>{intl.formatMessage(t.factorIntro)}</p>
        <section className="block" aria-labelledby="passkey-title">
          <h3 id="passkey-title">{intl.formatMessage(t.passkeyTitle)}</h3>
          {passkey ? (
            <p role="status">{intl.formatMessage(t.passkeyReady)}</p>
          ) : (
            <button type="button" className="secondary" onClick={() => void createPasskey()}>
              {intl.formatMessage(t.addPasskey)}
            </button>
          )}
          <Problem>{passkeyProblem ? intl.formatMessage(t.passkeyFailed) : null}</Problem>
        </section>
        <section className="block" aria-labelledby="totp-title">
          <h3 id="totp-title">{intl.formatMessage(t.totpTitle)}</h3>
          <p>{intl.formatMessage(t.totpIntro)}</p>
          <QrCode value={enrolment.otpauthUri} label={intl.formatMessage(t.qrLabel)} />
          <p>
            {intl.formatMessage(t.keyLabel)}:{' '}
            <code className="secret" data-testid="totp-secret">
              {grouped(enrolment.totpSecret)}
            </code>
          </p>
          <Field
            label={intl.formatMessage(t.code)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={serverError?.field === 'totpCode' ? serverError.message : null}
          />
        </section>
        <Problem>
          {factorError ??
            (serverError && serverError.field !== 'password' && serverError.field !== 'totpCode'
              ? serverError.message || intl.formatMessage(common.offline)
              : null)}
        </Problem>
        <button type="submit" disabled={finished.isLoading}>
          {intl.formatMessage(t.finish)}
        </button>
      </form>
    </main>
  );
}

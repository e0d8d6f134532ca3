import { startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { deskError, problemText } from '../../api/desk-api';
import { Field, Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { useAddOwnPasskeyMutation, useOwnPasskeyOptionsMutation } from './api';
import { accountText as t } from './messages';

/**
 * A passkey added to one's own account (docs/desk.md#passkeys): the password again, then the
 * device makes the passkey, and the server checks both.
 */
export function AddPasskey() {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [askOptions, options] = useOwnPasskeyOptionsMutation();
  const [add, added] = useAddOwnPasskeyMutation();
  const server = deskError(added.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCancelled(false);
    if (!password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const answer = await askOptions();
    if (!('data' in answer) || !answer.data) return;
    let passkey: Record<string, unknown>;
    try {
      passkey = (await startRegistration({
        optionsJSON: answer.data
          .passkeyOptions as unknown as PublicKeyCredentialCreationOptionsJSON,
      })) as unknown as Record<string, unknown>;
    } catch {
      setCancelled(true);
      return;
    }
    const result = await add({ password, passkey });
    if ('data' in result) setPassword('');
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <h2>{intl.formatMessage(t.passkeyTitle)}</h2>
      <p>{intl.formatMessage(t.passkeyIntro)}</p>
      <Field
        label={intl.formatMessage(t.passkeyPassword)}
        type="password"
        autoComplete="current-password"
        value={password}
        error={
          missing
            ? intl.formatMessage(t.passkeyNeedsPassword)
            : server?.field === 'password'
              ? server.message
              : null
        }
        onChange={(event) => setPassword(event.target.value)}
      />
      <Problem>
        {cancelled
          ? intl.formatMessage(t.passkeyCancelled)
          : (problemText(options.error, intl.formatMessage(common.offline)) ??
            (server?.field === 'password'
              ? null
              : problemText(added.error, intl.formatMessage(common.offline))))}
      </Problem>
      <p role="status">{added.isSuccess ? intl.formatMessage(t.passkeyAdded) : null}</p>
      <button type="submit" disabled={options.isLoading || added.isLoading}>
        {intl.formatMessage(t.passkeyAdd)}
      </button>
    </form>
  );
}

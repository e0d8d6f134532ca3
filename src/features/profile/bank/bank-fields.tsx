import { useId } from 'react';
import { useIntl } from 'react-intl';
import { findPayee, PAYOUT_CHANNELS, type PayoutChannel } from '@contract/profile/payout-channels';
import { normaliseMobile } from '@contract/profile/rules';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { TextField } from '@/ui/text-field';
import { bankMessages } from './bank-messages';
import { CODE_FIELD, type BankValues } from './bank-values';
import { useChannelLabel } from './bank-option-messages';
import { fieldId } from '../shared/use-field-checks';
import { useProfileContext } from '../shared/use-profile-context';

type Props = {
  values: BankValues;
  setField: <K extends keyof BankValues>(name: K, value: BankValues[K]) => void;
  /** Checks one contract path (`account`, `confirmAccount`, …) when its field is left. */
  validateField: (path: string) => void;
  /** The error text at a contract path, if any. */
  errorAt: (path: string) => string | undefined;
  /** Opens /bankName for the chosen channel. */
  onChoosePayee: () => void;
};

const PAYEE_LABEL = {
  bank: bankMessages.payeeBank,
  ewallet: bankMessages.payeeEwallet,
  remittance: bankMessages.payeeRemittance,
};
const CHOOSE = {
  bank: bankMessages.chooseBank,
  ewallet: bankMessages.chooseEwallet,
  remittance: bankMessages.chooseRemittance,
};

/** Digits, spaces and dashes only: how account numbers are typed or pasted. */
const accountChars = (value: string) => value.replace(/[^\d\s-]/g, '');

/** The payout account's fields, shared by /bankInfo and /changeBank. */
export function BankFields({ values, setField, validateField, errorAt, onChoosePayee }: Props) {
  const intl = useIntl();
  const channelLabel = useChannelLabel();
  const payeeLabelId = useId();
  const holderHintId = useId();
  const { channel } = values;
  const payee = findPayee(channel, values[CODE_FIELD[channel]]);
  const payeeError = errorAt('payeeCode');
  // The sign-in mobile put in as the e-wallet account (bank-values.ts): say so while it is there.
  const { registeredPhone, rules } = useProfileContext();
  const suggestedWallet =
    values.walletAccount.replace(/[\s-]/g, '') ===
    normaliseMobile(registeredPhone, rules.phoneFirstDigits);

  const name = (field: 'firstName' | 'middleName' | 'lastName', autoComplete: string) => (
    <TextField
      id={fieldId(field)}
      label={intl.formatMessage(bankMessages[field])}
      value={values[field]}
      onValueChange={(value) => setField(field, value)}
      onBlur={() => validateField(field)}
      error={errorAt(field)}
      autoComplete={autoComplete}
      autoCapitalize="words"
      maxLength={50}
      stripChineseInput
    />
  );

  return (
    <>
      <div id={fieldId('channel')} tabIndex={-1} className="payout-channel">
        <SegmentedChoice<PayoutChannel>
          legend={intl.formatMessage(bankMessages.channel)}
          options={PAYOUT_CHANNELS.map((value) => ({ value, label: channelLabel(value) }))}
          value={channel}
          onChange={(value) => setField('channel', value)}
        />
      </div>
      <div className={`field${payeeError ? ' field--invalid' : ''}`}>
        <span className="field__label" id={payeeLabelId}>
          {intl.formatMessage(PAYEE_LABEL[channel])}
        </span>
        <button
          type="button"
          id={fieldId('payeeCode')}
          className="field__control payee-button"
          aria-labelledby={`${payeeLabelId} ${fieldId('payeeCode')}`}
          aria-describedby={payeeError ? `${fieldId('payeeCode')}-error` : undefined}
          onClick={onChoosePayee}
        >
          <span className="payee-button__name">
            {payee ? payee.name : intl.formatMessage(CHOOSE[channel])}
          </span>
          {payee ? (
            <span className="payee-button__action">{intl.formatMessage(bankMessages.change)}</span>
          ) : null}
        </button>
        {payeeError ? (
          <span id={`${fieldId('payeeCode')}-error`} className="field__error" role="alert">
            {payeeError}
          </span>
        ) : null}
      </div>
      {channel === 'bank' ? (
        <>
          <TextField
            id={fieldId('account')}
            label={intl.formatMessage(bankMessages.account)}
            hint={intl.formatMessage(bankMessages.accountHint)}
            value={values.bankAccount}
            onValueChange={(value) => setField('bankAccount', accountChars(value))}
            onBlur={() => validateField('account')}
            error={errorAt('account')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
          />
          <TextField
            id={fieldId('confirmAccount')}
            label={intl.formatMessage(bankMessages.confirmAccount)}
            hint={intl.formatMessage(bankMessages.confirmAccountHint)}
            value={values.confirmAccount}
            onValueChange={(value) => setField('confirmAccount', accountChars(value))}
            onBlur={() => validateField('confirmAccount')}
            error={errorAt('confirmAccount')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
          />
        </>
      ) : null}
      {channel === 'ewallet' ? (
        <TextField
          id={fieldId('account')}
          type="tel"
          label={intl.formatMessage(bankMessages.walletAccount)}
          hint={
            <>
              {intl.formatMessage(bankMessages.walletAccountHint)}
              {suggestedWallet ? <> {intl.formatMessage(bankMessages.walletSuggested)}</> : null}
            </>
          }
          value={values.walletAccount}
          onValueChange={(value) => setField('walletAccount', accountChars(value))}
          onBlur={() => validateField('account')}
          error={errorAt('account')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
        />
      ) : null}
      {channel === 'remittance' ? (
        <p className="notice">{intl.formatMessage(bankMessages.remittanceNote)}</p>
      ) : null}
      <fieldset className="field-group stack" aria-describedby={holderHintId}>
        <legend>{intl.formatMessage(bankMessages.holder)}</legend>
        <p id={holderHintId} className="field__hint">
          {intl.formatMessage(bankMessages.holderHint)}
        </p>
        {name('firstName', 'given-name')}
        {name('middleName', 'additional-name')}
        {name('lastName', 'family-name')}
      </fieldset>
      <TextField
        id={fieldId('withdrawalPhone')}
        type="tel"
        inputMode="tel"
        label={intl.formatMessage(bankMessages.withdrawalPhone)}
        hint={intl.formatMessage(bankMessages.withdrawalPhoneHint)}
        value={values.withdrawalPhone}
        onValueChange={(value) => setField('withdrawalPhone', value)}
        onBlur={() => validateField('withdrawalPhone')}
        error={errorAt('withdrawalPhone')}
        autoComplete="tel-national"
        maxLength={20}
      />
    </>
  );
}

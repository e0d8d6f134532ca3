import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { findPayee } from '@contract/profile/payout-channels';
import type { BankDetails } from '@contract/profile/schemas';
import { PATHS } from '@/config/paths';
import { selectPublicData } from '@/lib/core/core-slice';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { Button } from '@/ui/button';
import { useToast } from '@/ui/toast';
import { useAppSelector } from '@/app/hooks';
import { BankFields } from './bank-fields';
import { bankNameRoute } from './bank-name-route';
import { bankDraftKey, flushBankDraft, lastFour } from './bank-values';
import { changeBankMessages } from './change-bank-messages';
import { SectionForm } from '../shared/profile-page';
import { profileMessages } from '../shared/profile-messages';
import { useChangeBankForm } from './use-change-bank-form';
import { useRecheckErrors } from '../shared/use-recheck-errors';
import { withProfileMessages } from '../shared/with-profile-messages';
import '../shared/profile.css';

/** The account on file, masked to its last 4 digits; after a failed payout, the one that failed. */
function CurrentAccount({ bank, failed }: { bank: BankDetails; failed: boolean }) {
  const intl = useIntl();
  const payee = findPayee(bank.channel, bank.payeeCode)?.name ?? bank.payeeCode;
  return (
    <section className="card" aria-labelledby="current-account">
      <h2 id="current-account">
        {intl.formatMessage(failed ? changeBankMessages.payoutCurrent : changeBankMessages.current)}
      </h2>
      <p className="current-account">
        {bank.channel === 'remittance'
          ? intl.formatMessage(changeBankMessages.currentCash, { payee })
          : intl.formatMessage(changeBankMessages.currentAccount, {
              payee,
              last4: lastFour(bank.account),
            })}
      </p>
    </section>
  );
}

/**
 * /changeBank: a repeat borrower names a new payout account (docs/profile.md#bank-change). Whether
 * they may is the server's to say; a refusal (403 CHANGE_BANK_NOT_ALLOWED) is explained, with a way
 * back.
 */
function ChangeBankScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { customerId } = useAppSelector(selectPublicData);
  const errorText = useErrorText();
  // Read when the save succeeds: the profile as it was before (its payout had failed or not).
  const payoutFailedRef = useRef(false);
  const onChanged = useCallback(() => {
    // A failed payout is sent again at once: home follows it.
    const retried = payoutFailedRef.current;
    toast(intl.formatMessage(retried ? changeBankMessages.payoutSaved : changeBankMessages.saved));
    navigate(retried ? PATHS.home : PATHS.my, { replace: true });
  }, [toast, intl, navigate]);
  const form = useChangeBankForm(onChanged);
  useEffect(() => {
    payoutFailedRef.current = form.profile?.payoutFailed ?? false;
  }, [form.profile?.payoutFailed]);
  useRecheckErrors(form.values, form.errors, form.validateField);
  const { original, profile } = form;

  // Opened from a link in the app: back to it; opened directly: to the account page.
  const goBack = () => (location.key === 'default' ? navigate(PATHS.my) : navigate(-1));

  const choosePayee = async () => {
    await flushBankDraft(bankDraftKey(customerId, 'changeBank'), form.values);
    navigate(bankNameRoute(form.values.channel, 'changeBank'), { state: { returnBack: true } });
  };

  return (
    <main className="page profile">
      <header className="page__header">
        <Button variant="text" onClick={goBack}>
          {intl.formatMessage(profileMessages.back)}
        </Button>
      </header>
      <h1 className="page__title">{intl.formatMessage(changeBankMessages.title)}</h1>
      <p className="page__lead">
        {intl.formatMessage(
          profile?.payoutFailed ? changeBankMessages.payoutLead : changeBankMessages.lead,
        )}
      </p>
      {form.loading ? <p role="status">{intl.formatMessage(profileMessages.loading)}</p> : null}
      {form.loadError && !profile ? (
        <div className="notice notice--error" role="alert">
          <p>{intl.formatMessage(profileMessages.loadFailed)}</p>
          <p>{errorText(form.loadError)}</p>
          <Button variant="secondary" onClick={form.retryLoad}>
            {intl.formatMessage(profileMessages.retry)}
          </Button>
        </div>
      ) : null}
      {original ? <CurrentAccount bank={original} failed={Boolean(profile?.payoutFailed)} /> : null}
      {profile && !original ? (
        <div className="notice stack">
          <p>{intl.formatMessage(changeBankMessages.noAccount)}</p>
          <Button onClick={() => navigate(PATHS.bankInfo)}>
            {intl.formatMessage(changeBankMessages.addAccount)}
          </Button>
        </div>
      ) : null}
      {original && profile?.status === 'incomplete' ? (
        <div className="notice stack">
          <p>{intl.formatMessage(changeBankMessages.inApplication)}</p>
          <Button onClick={() => navigate(PATHS.bankInfo)}>
            {intl.formatMessage(changeBankMessages.editAccount)}
          </Button>
        </div>
      ) : null}
      {original && profile?.status !== 'incomplete' && form.notAllowed ? (
        <section
          className="notice notice--warning stack"
          role="alert"
          aria-labelledby="change-bank-refused"
        >
          <h2 id="change-bank-refused" className="notice__title">
            {intl.formatMessage(changeBankMessages.notAllowedTitle)}
          </h2>
          <p>{intl.formatMessage(changeBankMessages.notAllowedBody)}</p>
          <Button variant="secondary" onClick={goBack}>
            {intl.formatMessage(changeBankMessages.goBack)}
          </Button>
        </section>
      ) : null}
      {original && profile?.status !== 'incomplete' && !form.notAllowed ? (
        <SectionForm
          onSubmit={form.submit}
          saving={form.saving}
          readOnly={false}
          formError={form.formError}
          submitLabel={intl.formatMessage(
            profile?.payoutFailed ? changeBankMessages.payoutSubmit : changeBankMessages.submit,
          )}
        >
          <BankFields
            values={form.values}
            setField={form.setField}
            validateField={form.validateField}
            errorAt={(path) => errorText(form.errorOf(path))}
            onChoosePayee={() => void choosePayee()}
          />
        </SectionForm>
      ) : null}
    </main>
  );
}

export default withProfileMessages(ChangeBankScreen);

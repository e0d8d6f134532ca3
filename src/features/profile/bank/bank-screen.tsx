import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ProfileView } from '@contract/profile/api';
import type { BankDetails } from '@contract/profile/schemas';
import { selectPublicData } from '@/lib/core/core-slice';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { useAppSelector } from '@/app/hooks';
import { BankFields } from './bank-fields';
import { bankMessages } from './bank-messages';
import { bankNameRoute } from './bank-name-route';
import {
  bankDraftKey,
  bankFromSaved,
  emptyBank,
  flushBankDraft,
  suggestedHolder,
  toBankBody,
  type BankValues,
} from './bank-values';
import { SectionScreen } from '../shared/profile-page';
import { useProfileContext } from '../shared/use-profile-context';
import { useRecheckErrors } from '../shared/use-recheck-errors';
import { useSectionForm } from '../shared/use-section-form';
import { withProfileMessages } from '../shared/with-profile-messages';

const suggest = (values: BankValues, profile: ProfileView) =>
  suggestedHolder(values, profile.sections.basic);

/**
 * /bankInfo: where the loan is paid out — a bank account, an e-wallet or cash pick-up — and the
 * payee's name. The payee is chosen on /bankName, which writes it into this form's draft.
 */
function BankScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { customerId } = useAppSelector(selectPublicData);
  const { rules, registeredPhone } = useProfileContext();
  const empty = useMemo(
    () => emptyBank(registeredPhone, rules.phoneFirstDigits),
    [registeredPhone, rules.phoneFirstDigits],
  );
  const fromSaved = useCallback((saved: BankDetails) => bankFromSaved(saved, empty), [empty]);
  const form = useSectionForm('bank', { empty, fromSaved, toBody: toBankBody, suggest });
  const errorText = useErrorText();
  const { values, setField, validateField, errorOf } = form;
  useRecheckErrors(values, form.errors, validateField);

  const choosePayee = async (current: BankValues) => {
    await flushBankDraft(bankDraftKey(customerId, 'bank'), current);
    navigate(bankNameRoute(current.channel, 'bank'), { state: { returnBack: true } });
  };

  return (
    <SectionScreen
      section="bank"
      title={intl.formatMessage(bankMessages.title)}
      lead={intl.formatMessage(bankMessages.lead)}
      form={form}
    >
      <BankFields
        values={values}
        setField={setField}
        validateField={validateField}
        errorAt={(path) => errorText(errorOf(path))}
        onChoosePayee={() => void choosePayee(values)}
      />
    </SectionScreen>
  );
}

export default withProfileMessages(BankScreen);

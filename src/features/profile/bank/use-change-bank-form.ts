import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from '@contract/error-codes';
import { makeChangeBankSchema } from '@contract/profile/schemas';
import { toApiError } from '@/lib/api/api-error';
import { selectPublicData } from '@/lib/core/core-slice';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { useAppSelector } from '@/app/hooks';
import { useChangeBankMutation, useGetProfileQuery } from '../shared/api';
import {
  bankDraftKey,
  bankFromSaved,
  emptyBank,
  suggestedHolder,
  toBankBody,
  type BankValues,
} from './bank-values';
import { useProfileContext } from '../shared/use-profile-context';
import { focusField, problemsOf, useFieldChecks } from '../shared/use-field-checks';

/**
 * The /changeBank form: like /bankInfo, kept on the phone as typed (draft
 * `profile:<customerId>:changeBank`), filled from the account on file, checked with
 * makeChangeBankSchema (it must differ from that account) and sent to PUT /profile/bank-change.
 * Only repeat borrowers may change it (docs/profile.md#bank-change); the profile says so
 * (`canChangeBank`), and a 403 from the server (the rule changed meanwhile) says so too.
 * Not queued offline: a payout account change waits for the borrower, not for the network.
 */
export function useChangeBankForm(onChanged: () => void) {
  const { customerId } = useAppSelector(selectPublicData);
  const context = useProfileContext();
  const profile = useGetProfileQuery();
  const original = profile.data?.sections.bank ?? null;
  const empty = useMemo(
    () => emptyBank(context.registeredPhone, context.rules.phoneFirstDigits),
    [context.registeredPhone, context.rules.phoneFirstDigits],
  );
  const { draft, updateDraft, clearDraft, restored } = useFormDraft<BankValues>(
    bankDraftKey(customerId, 'changeBank'),
    empty,
  );
  const [change, changing] = useChangeBankMutation();
  const [formError, setFormError] = useState<ApiError | null>(null);
  const [refused, setNotAllowed] = useState(false);
  const notAllowed = refused || profile.data?.canChangeBank === false;

  // Nothing typed on this phone yet: start from the account on file. A draft without a holder's
  // name gets the one from basic information (docs/profile.md#payout-account).
  const filled = useRef(false);
  const basic = profile.data?.sections.basic;
  useEffect(() => {
    if (filled.current || !restored || !original) return;
    filled.current = true;
    const fill =
      JSON.stringify(draft) === JSON.stringify(empty) ? bankFromSaved(original, empty) : null;
    const known = suggestedHolder(fill ?? draft, basic);
    if (fill || known) updateDraft({ ...fill, ...known }, { persist: false });
  }, [restored, original, basic, draft, empty, updateDraft]);

  const schema = useMemo(
    () => (original ? makeChangeBankSchema(context, original) : null),
    [context, original],
  );
  const check = useCallback(
    (values: BankValues) => problemsOf(schema, toBankBody(values)),
    [schema],
  );
  const { errors, setErrors, setField, validateField, checkAll, errorOf } = useFieldChecks(
    draft,
    updateDraft,
    check,
  );

  const submit = useCallback(async () => {
    setFormError(null);
    if (!checkAll()) return;
    const result = await change(toBankBody(draft));
    if ('data' in result && result.data) {
      clearDraft();
      onChanged();
      return;
    }
    const error = toApiError('error' in result ? result.error : undefined);
    if (error?.code === 'CHANGE_BANK_NOT_ALLOWED') setNotAllowed(true);
    else if (error?.code === 'VALIDATION_FAILED' && error.field) {
      setErrors({ [error.field]: error });
      focusField(error.field);
    } else setFormError(error);
  }, [checkAll, draft, setErrors, change, clearDraft, onChanged]);

  return {
    values: draft,
    setField,
    validateField,
    errors,
    errorOf,
    formError,
    submit,
    saving: changing.isLoading,
    notAllowed,
    original,
    profile: profile.data,
    loading: profile.isLoading,
    loadError: toApiError(profile.error),
    retryLoad: profile.refetch,
  };
}

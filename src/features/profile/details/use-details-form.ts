import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from '@contract/error-codes';
import type { ProfileView } from '@contract/profile/api';
import { makeDetailsSchema } from '@contract/profile/details';
import { toApiError } from '@/lib/api/api-error';
import { selectPublicData } from '@/lib/core/core-slice';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { useAppSelector } from '@/app/hooks';
import { EMPTY_ADDRESS, type AddressValues } from '../address/address-fields';
import { useChangeDetailsMutation, useGetProfileQuery } from '../shared/api';
import { focusField, problemsOf, useFieldChecks } from '../shared/use-field-checks';
import { useProfileContext } from '../shared/use-profile-context';

export type DetailsValues = { email: string } & AddressValues;

const EMPTY: DetailsValues = { email: '', ...EMPTY_ADDRESS };

/** Kept under the borrower's profile drafts, so sign-out purges it (src/lib/drafts). */
export const detailsDraftKey = (customerId: string) => `profile:${customerId}:details`;

/** The e-mail and address on file; null until both sections were saved once. */
export function detailsOnFile(profile: ProfileView | undefined): DetailsValues | null {
  const contact = profile?.sections.basic2;
  const address = profile?.sections.address;
  if (!contact || !address) return null;
  return {
    email: contact.email,
    provinceCode: address.provinceCode,
    cityCode: address.cityCode,
    barangayCode: address.barangayCode,
    postalCode: address.postalCode,
    address: address.address,
  };
}

const same = (a: DetailsValues, b: DetailsValues) =>
  (Object.keys(EMPTY) as (keyof DetailsValues)[]).every((key) => a[key] === b[key]);

/**
 * My profile's form (docs/profile.md#my-profile): kept on the phone as typed (draft
 * `profile:<customerId>:details`, so a half-filled change survives a reload), filled from the
 * details on file while nothing is typed, checked with the application's own field schemas
 * (contract/profile/details.ts) and sent to PUT /profile/details. Not queued offline: like a bank
 * change, the borrower waits to see it saved.
 */
export function useDetailsForm(onSaved: () => void) {
  const { customerId } = useAppSelector(selectPublicData);
  const context = useProfileContext();
  const profile = useGetProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const onFile = useMemo(() => detailsOnFile(profile.data), [profile.data]);
  const { draft, updateDraft, clearDraft, restored } = useFormDraft<DetailsValues>(
    detailsDraftKey(customerId),
    EMPTY,
  );

  // Nothing typed on this phone: show what is on file, and follow it when it changes (a refetch).
  const shown = useRef<DetailsValues>(EMPTY);
  useEffect(() => {
    if (!restored || !onFile) return;
    if (same(draft, EMPTY) || same(draft, shown.current)) {
      shown.current = onFile;
      if (!same(draft, onFile)) updateDraft(onFile, { persist: false });
    }
  }, [restored, onFile, draft, updateDraft]);

  const schema = useMemo(() => makeDetailsSchema(context), [context]);
  const check = useCallback((values: DetailsValues) => problemsOf(schema, values), [schema]);
  const { errors, setErrors, setField, validateField, checkAll, errorOf } = useFieldChecks(
    draft,
    updateDraft,
    check,
  );
  const [change, changing] = useChangeDetailsMutation();
  const [formError, setFormError] = useState<ApiError | null>(null);

  const putBack = useCallback(
    (values: DetailsValues) => {
      clearDraft();
      shown.current = values;
      updateDraft(values, { persist: false });
    },
    [clearDraft, updateDraft],
  );

  const submit = useCallback(async () => {
    setFormError(null);
    if (!checkAll()) return;
    const result = await change(draft);
    if ('data' in result && result.data) {
      const saved = detailsOnFile(result.data);
      if (saved) putBack(saved);
      onSaved();
      return;
    }
    const error = toApiError('error' in result ? result.error : undefined);
    if (error?.code === 'VALIDATION_FAILED' && error.field) {
      setErrors({ [error.field]: error });
      focusField(error.field);
    } else setFormError(error);
  }, [checkAll, change, draft, putBack, onSaved, setErrors]);

  const discard = useCallback(() => {
    if (!onFile) return;
    putBack(onFile);
    setErrors({});
    setFormError(null);
  }, [onFile, putBack, setErrors]);

  return {
    values: draft,
    setField,
    validateField,
    errors,
    errorOf,
    formError,
    submit,
    saving: changing.isLoading,
    discard,
    /** The form differs from what is on file: the change is not saved yet. */
    changed: onFile !== null && restored && !same(draft, onFile),
    onFile,
    rules: context.rules,
    profile: profile.data,
    loading: profile.isLoading,
    /** The profile's query failed (its error as the query has it, for LoadProblem). */
    loadFailure: profile.error,
    retryLoad: profile.refetch,
  };
}

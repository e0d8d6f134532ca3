import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { ApiError } from '@contract/error-codes';
import type { ProfileView } from '@contract/profile/api';
import type { SectionOutputs } from '@contract/profile/schemas';
import { nextSection, SECTIONS, type FormSection } from '@contract/profile/sections';
import { isNoAnswerOfOurs, toApiError } from '@/lib/api/api-error';
import { selectPublicData } from '@/lib/core/core-slice';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PATHS } from '@/config/paths';
import {
  sectionUrl,
  useGetProfileQuery,
  useSaveSectionMutation,
  type SaveSectionArgs,
} from './api';
import { dropRequest, queueRequest, retryOutbox } from '@/lib/outbox/outbox';
import { SECTION_ROUTES } from '@/config/section-routes';
import { focusField, problemsOf, useFieldChecks } from './use-field-checks';
import { useSectionSchemas } from './use-profile-context';

type Options<S extends FormSection, V extends object> = {
  /** The blank form. */
  empty: V;
  /** Fills the form from what the server has saved. */
  fromSaved: (saved: SectionOutputs[S]) => V;
  /** What the form sends (the schema checks it, here and on the server). */
  toBody: (values: V) => unknown;
  /**
   * Fields the app already knows from other sections, put in as suggestions once the draft and
   * the server's copy are in (e.g. the account holder's name from basic information); null when
   * there is nothing to add. The borrower may change them, and typing wins.
   */
  suggest?: (values: V, profile: ProfileView) => Partial<V> | null;
};

/**
 * One profile section's form: kept on the phone as it is typed, filled from the server when no
 * draft exists, checked with the contract's schema, saved (or queued while offline), then on to
 * the next missing section.
 */
export function useSectionForm<S extends FormSection, V extends object>(
  section: S,
  { empty, fromSaved, toBody, suggest }: Options<S, V>,
) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { customerId, token } = useAppSelector(selectPublicData);
  const dispatch = useAppDispatch();
  const draftKey = `profile:${customerId}:${section}`;
  const { schemas } = useSectionSchemas();
  const profile = useGetProfileQuery();
  const [save, saving] = useSaveSectionMutation();
  const { draft, updateDraft, clearDraft, restored } = useFormDraft<V>(draftKey, empty);
  const [formError, setFormError] = useState<ApiError | null>(null);
  const filled = useRef(false);
  // A save may answer after the borrower has left the screen: it must not pull them back.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const saved = profile.data?.sections[section] as SectionOutputs[S] | null | undefined;
  // Suggested once: a suggestion the borrower then clears does not come back.
  const suggested = useRef(false);
  // No draft on the phone: start from what the server has; then add what the app knows, once the
  // server has it (a profile read before step 1 was saved has no name to suggest yet).
  useEffect(() => {
    if (!restored || !profile.data) return;
    let fill: V | null = null;
    if (!filled.current && saved) {
      filled.current = true;
      if (!draftTouched(draft, empty)) fill = fromSaved(saved);
    }
    const known = suggested.current
      ? null
      : (suggest?.({ ...draft, ...fill }, profile.data) ?? null);
    if (known) suggested.current = true;
    if (fill || known) updateDraft({ ...fill, ...known }, { persist: false });
  }, [restored, saved, profile.data, draft, empty, fromSaved, suggest, updateDraft]);

  // A correction link names the field at fault: take the borrower straight to it.
  // Once per link and after the draft is back: a save replaces profile.data, and that must not
  // pull the focus back to this field.
  const target = new URLSearchParams(search).get('field');
  const focusedTarget = useRef<string | null>(null);
  useEffect(() => {
    if (!target || !restored || !profile.data || focusedTarget.current === target) return;
    focusedTarget.current = target;
    focusField(target);
  }, [target, restored, profile.data]);

  const schema = schemas[section] as unknown as z.ZodType;
  const check = useCallback((values: V) => problemsOf(schema, toBody(values)), [schema, toBody]);
  const { errors, setErrors, setField, validateField, checkAll, errorOf } = useFieldChecks(
    draft,
    updateDraft,
    check,
  );

  const goOn = useCallback(
    (view: Pick<ProfileView, 'nextSection'> | null) => {
      if (!mounted.current) return;
      const completed = profile.data?.completed ?? [];
      // Offline the server cannot say what is missing, and sections saved offline are queued, not
      // completed: go forward to the first step after this one that is not done.
      const next = view
        ? view.nextSection
        : (SECTIONS.slice(SECTIONS.indexOf(section) + 1).find((s) => !completed.includes(s)) ??
          nextSection([...completed, section]));
      navigate(next ? SECTION_ROUTES[next] : PATHS.home);
    },
    [navigate, profile.data, section],
  );

  const submit = useCallback(async () => {
    setFormError(null);
    if (!checkAll()) return;
    const args = { section, body: toBody(draft) } as unknown as SaveSectionArgs;
    const outboxKey = `profile:${section}`;
    const queue = async () => {
      await queueRequest(customerId, outboxKey, {
        url: sectionUrl(section),
        method: 'PUT',
        body: args.body,
        clearOnSent: [draftKey],
      });
      if (navigator.onLine) retryOutbox({ customerId, token }, dispatch);
      goOn(null);
    };
    if (!navigator.onLine) return queue();
    const result = await save(args);
    if ('data' in result && result.data) {
      clearDraft();
      await dropRequest(customerId, outboxKey);
      goOn(result.data);
      return;
    }
    const raw = 'error' in result ? result.error : undefined;
    // No answer of ours (a dropped connection, a gateway's or captive portal's page): keep it for
    // when the network works. Our server answering with trouble is shown instead; the draft keeps
    // what was typed.
    if (isNoAnswerOfOurs(raw)) return queue();
    const error = toApiError(raw);
    // A refusal that names a field is shown there (a check, or a photo that must be replaced).
    if (error?.field) {
      setErrors({ [error.field]: error });
      focusField(error.field);
    } else setFormError(error);
  }, [
    checkAll,
    draft,
    setErrors,
    section,
    toBody,
    customerId,
    token,
    dispatch,
    draftKey,
    save,
    clearDraft,
    goOn,
  ]);

  return useMemo(
    () => ({
      // Submitted: show what the lender has, not a draft that was never sent.
      values: profile.data && !profile.data.editable && saved ? fromSaved(saved) : draft,
      setField,
      validateField,
      errorOf,
      /** Drops a field's error that no typing clears (a photo's, once a new one is sent). */
      clearError: (path: string) =>
        setErrors((current) => {
          const { [path]: _cleared, ...rest } = current;
          return rest;
        }),
      errors,
      formError,
      submit,
      saving: saving.isLoading,
      profile: profile.data,
      loading: profile.isLoading,
      loadError: toApiError(profile.error),
      retryLoad: profile.refetch,
      /** Submitted and under review or approved: show, don't edit. */
      readOnly: profile.data ? !profile.data.editable : false,
    }),
    [
      draft,
      saved,
      fromSaved,
      setField,
      validateField,
      errorOf,
      setErrors,
      errors,
      formError,
      submit,
      saving.isLoading,
      profile,
    ],
  );
}

/** True when the borrower has typed anything on this phone. */
function draftTouched(draft: object, empty: object): boolean {
  return JSON.stringify(draft) !== JSON.stringify(empty);
}

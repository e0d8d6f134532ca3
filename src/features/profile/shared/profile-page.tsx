import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ApiError } from '@contract/error-codes';
import type { CorrectionReason, ProfileView } from '@contract/profile/api';
import type { Section } from '@contract/profile/sections';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { PATHS } from '@/config/paths';
import { Button } from '@/ui/button';
import { ApplicationProgress } from './application-progress';
import { profileMessages } from './profile-messages';
import './profile.css';

type Props = {
  section: Section;
  title: ReactNode;
  lead?: ReactNode;
  profile: ProfileView | undefined;
  loading: boolean;
  loadError: ApiError | null;
  retryLoad: () => void;
  children: ReactNode;
};

/** The frame of every profile step: back, progress, title, correction note and the form. */
/** What each correction asks, on the step it reopens. */
const CORRECTION_TEXTS: Record<CorrectionReason, MessageDescriptor> = {
  identityPhoto: profileMessages.correctionIdentityPhoto,
  authInfo: profileMessages.correctionAuthInfo,
  facePhoto: profileMessages.correctionFacePhoto,
  bankInfo: profileMessages.correctionBankInfo,
};

export function ProfilePage({
  section,
  title,
  lead,
  profile,
  loading,
  loadError,
  retryLoad,
  children,
}: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const errorText = useErrorText();
  // Opened from an SMS or a bookmark there is no previous screen in the app: back goes home.
  const back = () => (location.key === 'default' ? navigate(PATHS.home) : navigate(-1));
  const correction =
    profile?.status === 'needsCorrection' ? (profile.application?.correction ?? null) : null;
  return (
    <main className="page profile">
      <header className="page__header">
        <Button variant="text" onClick={back}>
          {intl.formatMessage(profileMessages.back)}
        </Button>
      </header>
      <ApplicationProgress
        section={section}
        completed={profile?.completed ?? []}
        correcting={Boolean(correction)}
      />
      <h1 className="page__title">{title}</h1>
      {lead ? <p className="page__lead">{lead}</p> : null}
      {correction?.section === section ? (
        <p className="notice notice--warning" role="status">
          {intl.formatMessage(CORRECTION_TEXTS[correction.reason])}
        </p>
      ) : null}
      {profile && !profile.editable ? (
        <p className="notice" role="status">
          {intl.formatMessage(profileMessages.readOnly)}
        </p>
      ) : null}
      {loading ? <p role="status">{intl.formatMessage(profileMessages.loading)}</p> : null}
      {loadError && !profile ? (
        <div className="notice notice--error" role="alert">
          <p>{intl.formatMessage(profileMessages.loadFailed)}</p>
          <p>{errorText(loadError)}</p>
          <Button variant="secondary" onClick={retryLoad}>
            {intl.formatMessage(profileMessages.retry)}
          </Button>
        </div>
      ) : null}
      {children}
    </main>
  );
}

type FormProps = {
  onSubmit: () => void;
  saving: boolean;
  readOnly: boolean;
  formError: ApiError | null;
  children: ReactNode;
  submitLabel?: ReactNode;
};

/** A step's form: fields, the form-level error, and "Save and continue". */
export function SectionForm({
  onSubmit,
  saving,
  readOnly,
  formError,
  children,
  submitLabel,
}: FormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving && !readOnly) onSubmit();
      }}
    >
      <fieldset className="stack profile__fields" disabled={readOnly}>
        {children}
      </fieldset>
      {formError ? (
        <p className="field__error" role="alert">
          {errorText(formError)}
        </p>
      ) : null}
      {readOnly ? null : (
        <>
          <Button type="submit" block busy={saving} disabled={saving}>
            {saving
              ? intl.formatMessage(profileMessages.saving)
              : (submitLabel ?? intl.formatMessage(profileMessages.saveContinue))}
          </Button>
          <p className="field__hint">{intl.formatMessage(profileMessages.keptOnPhone)}</p>
        </>
      )}
    </form>
  );
}

type SectionScreenProps = {
  section: Section;
  title: ReactNode;
  lead?: ReactNode;
  /** The step's useSectionForm. */
  form: {
    profile: ProfileView | undefined;
    loading: boolean;
    loadError: ApiError | null;
    retryLoad: () => void;
    submit: () => void | Promise<void>;
    saving: boolean;
    readOnly: boolean;
    formError: ApiError | null;
  };
  /** Instead of the form's own submit (e.g. a step that checks a photo first). */
  onSubmit?: () => void;
  children: ReactNode;
};

/** A profile step's screen: the page frame around its form, both driven by useSectionForm. */
export function SectionScreen({
  section,
  title,
  lead,
  form,
  onSubmit,
  children,
}: SectionScreenProps) {
  return (
    <ProfilePage
      section={section}
      title={title}
      lead={lead}
      profile={form.profile}
      loading={form.loading}
      loadError={form.loadError}
      retryLoad={form.retryLoad}
    >
      <SectionForm
        onSubmit={onSubmit ?? (() => void form.submit())}
        saving={form.saving}
        readOnly={form.readOnly}
        formError={form.formError}
      >
        {children}
      </SectionForm>
    </ProfilePage>
  );
}

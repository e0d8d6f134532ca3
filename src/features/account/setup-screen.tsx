import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DeletionBlock, ExportFormat } from '@contract/account/api';
import { exportFileName } from '@contract/account/export-file';
import { manilaDate } from '@contract/calendar';
import type { Language } from '@contract/language';
import { PATHS } from '@/config/paths';
import {
  useDeleteAccountMutation,
  useExportDataMutation,
  useGetDeletionStatusQuery,
  useGetSettingsQuery,
  useSaveLanguageMutation,
  useSavePreferencesMutation,
} from '@/lib/api/account-api';
import { toApiError } from '@/lib/api/api-error';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { languageChosen, selectLanguage } from '@/lib/i18n/settings-slice';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { saveTextFile } from '@/lib/save-file';
import { useOnline } from '@/lib/use-online';
import { BackHeader } from '@/ui/back-header';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { LanguageChoice } from '@/ui/language-choice';
import { useToast } from '@/ui/toast';
import { useTapLock } from '@/ui/use-tap-lock';
import { uiMessages } from '@/ui/ui-messages';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useLogoutMutation } from './api';
import { useDialogFocus } from './use-dialog-focus';
import { setupMessages as m } from './setup-messages';
import { useSignOut } from './use-sign-out';
import './account.css';

/**
 * /setup: versions, language, the notifications a borrower may switch off, sign-out, the data
 * download and the account deletion (docs/account.md#settings). Offline, only the language
 * changes (it is the phone's); the rest needs the server and says so.
 */
function SetupScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const online = useOnline();
  const language = useAppSelector(selectLanguage);
  const config = useGetPublicConfigQuery();
  const [saveLanguage] = useSaveLanguageMutation();
  const [logout, loggingOut] = useLogoutMutation();
  const signOut = useSignOut();
  const onSignOut = useTapLock(() => signOut(() => logout()));

  const chooseLanguage = (next: Language) => {
    dispatch(languageChosen(next));
    // The server sends reminders in it; offline the phone's choice stands and Settings tells the
    // server the next time it is changed online.
    if (online) void saveLanguage(next);
  };

  return (
    <main className="page">
      <BackHeader fallback={PATHS.my} />
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      <section className="card" aria-labelledby="setup-versions">
        <h2 id="setup-versions">{intl.formatMessage(m.versions)}</h2>
        <dl className="facts">
          <dt>{intl.formatMessage(m.appVersion)}</dt>
          <dd>{__APP_VERSION__}</dd>
          <dt>{intl.formatMessage(m.serverVersion)}</dt>
          <dd>{config.data?.serverVersion}</dd>
        </dl>
      </section>
      <section className="card">
        <LanguageChoice value={language} onChange={chooseLanguage} />
      </section>
      <Preferences online={online} />
      <DataDownload online={online} />
      <Button block onClick={onSignOut} busy={loggingOut.isLoading} disabled={loggingOut.isLoading}>
        {intl.formatMessage(m.signOut)}
      </Button>
      <Deletion online={online} />
    </main>
  );
}

function OfflineNote({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <p id={id} className="setup__note">
      {intl.formatMessage(m.offline)}
    </p>
  );
}

/** The two switchable notices (docs/account.md#notification-preferences). */
function Preferences({ online }: { online: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const settings = useGetSettingsQuery();
  const [save, saving] = useSavePreferencesMutation();
  const offlineId = useId();
  const preferences = settings.data?.preferences;
  return (
    <section className="card stack" aria-labelledby="setup-notifications">
      <h2 id="setup-notifications">{intl.formatMessage(m.notifications)}</h2>
      {preferences ? (
        // One row per switch, with what it does, a line between them (docs/account.md#settings).
        <fieldset
          className="setup__fieldset setup__switches"
          disabled={!online || saving.isLoading}
        >
          <CheckboxField
            checked={preferences.promotions}
            onCheckedChange={(promotions) => void save({ promotions })}
            hint={intl.formatMessage(m.promotionsHint)}
          >
            {intl.formatMessage(m.promotions)}
          </CheckboxField>
          <CheckboxField
            checked={preferences.reminderSms}
            onCheckedChange={(reminderSms) => void save({ reminderSms })}
            hint={intl.formatMessage(m.reminderSmsHint)}
          >
            {intl.formatMessage(m.reminderSms)}
          </CheckboxField>
        </fieldset>
      ) : settings.isFetching ? (
        <p role="status">{intl.formatMessage(uiMessages.loading)}</p>
      ) : (
        <div role="alert" className="stack">
          <p>{intl.formatMessage(m.loadFailed)}</p>
          <p>{errorText(toApiError(settings.error))}</p>
          <Button variant="secondary" disabled={!online} onClick={() => void settings.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      )}
      {saving.isError ? <p role="alert">{errorText(toApiError(saving.error))}</p> : null}
      <p className="setup__note">{intl.formatMessage(m.alwaysSent)}</p>
      {online ? null : <OfflineNote id={offlineId} />}
    </section>
  );
}

/** Download my data: JSON and a readable copy (docs/account.md#data-download). */
function DataDownload({ online }: { online: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [download, downloading] = useExportDataMutation();
  // The readable copy is written in the language the borrower reads the app in.
  const language = useAppSelector(selectLanguage);
  const offlineId = useId();
  const save = useTapLock(async (format: ExportFormat) => {
    const result = await download({ format, language });
    if (!('data' in result) || result.data === undefined) return;
    const type = format === 'json' ? 'application/json' : 'text/html;charset=utf-8';
    saveTextFile(result.data, exportFileName(manilaDate(new Date()), format), type);
  });
  const disabled = !online || downloading.isLoading;
  const describedBy = online ? undefined : offlineId;
  return (
    <section className="card stack" aria-labelledby="setup-data">
      <h2 id="setup-data">{intl.formatMessage(m.yourData)}</h2>
      <p>{intl.formatMessage(m.dataIntro)}</p>
      <Button
        variant="secondary"
        block
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => save('html')}
      >
        {intl.formatMessage(m.downloadHtml)}
      </Button>
      <Button
        variant="secondary"
        block
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => save('json')}
      >
        {intl.formatMessage(m.downloadJson)}
      </Button>
      {downloading.isError ? <p role="alert">{errorText(toApiError(downloading.error))}</p> : null}
      {online ? null : <OfflineNote id={offlineId} />}
    </section>
  );
}

const BLOCK_TEXT = {
  OUTSTANDING_REPAYMENT: m.blockedOutstanding,
  ORDER_IN_PROGRESS: m.blockedInProgress,
  PAYMENT_IN_PROGRESS: m.blockedPayment,
  APPLICATION_UNDER_REVIEW: m.blockedReview,
} satisfies Record<DeletionBlock, unknown>;

/** Delete account: refused with the reason while a loan is open (docs/account.md#account-deletion). */
function Deletion({ online }: { online: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const status = useGetDeletionStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const [confirming, setConfirming] = useState(false);
  const offlineId = useId();
  const openerId = useId();
  const data = status.data;
  return (
    <section className="card stack" aria-labelledby="setup-delete">
      <h2 id="setup-delete">{intl.formatMessage(m.deleteHeading)}</h2>
      {data?.blockedBy ? (
        <div role="note" className="stack">
          <p>{intl.formatMessage(BLOCK_TEXT[data.blockedBy])}</p>
          {data.orderId ? (
            <Link
              className="button button--secondary button--block"
              to={`${PATHS.order}?order=${encodeURIComponent(data.orderId)}`}
            >
              {intl.formatMessage(m.seeLoan)}
            </Link>
          ) : null}
        </div>
      ) : data ? (
        <Button
          variant="secondary"
          block
          id={openerId}
          className="button--danger"
          disabled={!online}
          aria-describedby={online ? undefined : offlineId}
          onClick={() => setConfirming(true)}
        >
          {intl.formatMessage(m.deleteButton)}
        </Button>
      ) : status.isFetching ? (
        <p role="status">{intl.formatMessage(uiMessages.loading)}</p>
      ) : (
        <div role="alert" className="stack">
          <p>{errorText(toApiError(status.error))}</p>
          <Button variant="secondary" disabled={!online} onClick={() => void status.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      )}
      {online ? null : <OfflineNote id={offlineId} />}
      {confirming && data ? (
        <DeletionDialog
          keepYears={data.keepYears}
          openerId={openerId}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}

/** The confirmation: what goes, what stays and how long, and a required "I understand". */
function DeletionDialog({
  keepYears,
  openerId,
  onClose,
}: {
  keepYears: number;
  openerId: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const toast = useToast();
  const online = useOnline();
  const signOut = useSignOut();
  const [understood, setUnderstood] = useState(false);
  const [missing, setMissing] = useState(false);
  const [remove, removing] = useDeleteAccountMutation();
  const titleId = useId();
  const first = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useDialogFocus(box, first, openerId, onClose);

  const confirm = useTapLock(async () => {
    if (!understood) {
      setMissing(true);
      return;
    }
    const result = await remove({ understood: true });
    if ('error' in result) return;
    // The server ended every session: only the phone's side of the sign-out is left.
    await signOut();
    toast(intl.formatMessage(m.deleted));
  });

  return (
    <div className="setup__backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="card stack setup__dialog"
        ref={box}
      >
        <h2 id={titleId} tabIndex={-1} ref={first}>
          {intl.formatMessage(m.confirmTitle)}
        </h2>
        <p>{intl.formatMessage(m.erased)}</p>
        <p>{intl.formatMessage(m.kept, { years: keepYears })}</p>
        <p>
          <strong>{intl.formatMessage(m.downloadFirst)}</strong>
        </p>
        <CheckboxField
          checked={understood}
          onCheckedChange={(checked) => {
            setUnderstood(checked);
            if (checked) setMissing(false);
          }}
          error={missing ? intl.formatMessage(m.understoodRequired) : undefined}
        >
          {intl.formatMessage(m.understood)}
        </CheckboxField>
        {removing.isError ? <p role="alert">{errorText(toApiError(removing.error))}</p> : null}
        <Button
          block
          className="button--danger"
          busy={removing.isLoading}
          disabled={!online || removing.isLoading}
          onClick={confirm}
        >
          {intl.formatMessage(m.confirmDelete)}
        </Button>
        <Button variant="secondary" block onClick={onClose}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    </div>
  );
}

export default withMessagesBundle('screens', SetupScreen);

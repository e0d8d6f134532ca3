import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CompressedPhoto, PhotoKind } from '@/lib/images/photo-types';
import { Button } from '@/ui/button';
import { BlobImage } from './blob-image';
import { photoMessages } from './photo-messages';
import type { PhotoStep } from './photo-steps';
import { usePhotoThumbnail } from './use-photo-thumbnail';

type SavedPhotoProps = {
  kind: PhotoKind;
  uploadedAt: string;
  /** The photo just uploaded, shown without downloading it again. */
  local: Blob | null;
  headingId: string;
  onRetake: (() => void) | null;
};

/** The photo on the server: a thumbnail, when it was uploaded, and a way to replace it. */
export function SavedPhoto({ kind, uploadedAt, local, headingId, onRetake }: SavedPhotoProps) {
  const intl = useIntl();
  const thumbnail = usePhotoThumbnail(kind, uploadedAt, local);
  const date = intl.formatDate(uploadedAt, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Manila',
  });
  return (
    <div className="stack">
      <h3 id={headingId} className="photo-capture__subtitle photo-capture__done" tabIndex={-1}>
        {intl.formatMessage(photoMessages.uploaded)}
      </h3>
      {thumbnail ? (
        <BlobImage
          blob={thumbnail}
          className="photo-capture__image photo-capture__image--thumb"
          alt={intl.formatMessage(
            kind === 'face' ? photoMessages.faceSavedAlt : photoMessages.idSavedAlt,
          )}
        />
      ) : null}
      <p className="photo-capture__text">
        {intl.formatMessage(photoMessages.uploadedOn, { date })}
      </p>
      {onRetake ? (
        <Button variant="secondary" onClick={onRetake}>
          {intl.formatMessage(photoMessages.retake)}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The saved photo a correction decision could not use (docs/profile.md#saving-and-review): shown
 * so the borrower sees what went wrong, marked as not accepted; the tips and the camera follow.
 */
export function RejectedPhoto({ kind, uploadedAt }: { kind: PhotoKind; uploadedAt: string }) {
  const intl = useIntl();
  const headingId = useId();
  const thumbnail = usePhotoThumbnail(kind, uploadedAt, null);
  const texts =
    kind === 'face'
      ? {
          title: photoMessages.rejectedFaceTitle,
          alt: photoMessages.rejectedFaceAlt,
          text: photoMessages.rejectedFaceText,
        }
      : {
          title: photoMessages.rejectedTitle,
          alt: photoMessages.rejectedAlt,
          text: photoMessages.rejectedText,
        };
  return (
    <div className="alert stack" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="photo-capture__subtitle">
        {intl.formatMessage(texts.title)}
      </h3>
      {thumbnail ? (
        <BlobImage
          blob={thumbnail}
          className="photo-capture__image photo-capture__image--thumb"
          alt={intl.formatMessage(texts.alt)}
        />
      ) : null}
      <p className="photo-capture__text">{intl.formatMessage(texts.text)}</p>
    </div>
  );
}

type PhotoPreviewProps = {
  kind: PhotoKind;
  shot: CompressedPhoto;
  headingId: string;
  resumed: boolean;
  busy: boolean;
  useLabel: string;
  onRetake: () => void;
  onUse: () => void;
  children?: ReactNode;
};

/** The photo just taken, to check before it is sent. */
export function PhotoPreview(props: PhotoPreviewProps) {
  const { kind, shot, headingId, resumed, busy, useLabel, onRetake, onUse, children } = props;
  const intl = useIntl();
  const face = kind === 'face';
  return (
    <div className="stack">
      <h3 id={headingId} className="photo-capture__subtitle" tabIndex={-1}>
        {intl.formatMessage(photoMessages.previewTitle)}
      </h3>
      {resumed ? (
        <p className="alert alert--info">{intl.formatMessage(photoMessages.resumed)}</p>
      ) : null}
      <BlobImage
        blob={shot.blob}
        width={shot.width}
        height={shot.height}
        className="photo-capture__image"
        alt={intl.formatMessage(face ? photoMessages.facePreviewAlt : photoMessages.idPreviewAlt)}
      />
      <p className="photo-capture__text">
        {intl.formatMessage(face ? photoMessages.facePreviewHint : photoMessages.idPreviewHint)}
      </p>
      {children}
      <div className="photo-capture__actions">
        <Button variant="secondary" onClick={onRetake}>
          {intl.formatMessage(photoMessages.retake)}
        </Button>
        {/* aria-disabled, not disabled: the button keeps focus while the photo uploads. */}
        <Button busy={busy} aria-disabled={busy || undefined} onClick={busy ? undefined : onUse}>
          {useLabel}
        </Button>
      </div>
    </div>
  );
}

/**
 * The status line, always in the DOM so each change is announced. The percentage is shown beside
 * the bar but not announced: a screen reader reading every percent would drown the rest.
 */
export function UploadStatus({ step, showSaved }: { step: PhotoStep; showSaved: boolean }) {
  const intl = useIntl();
  let status: string | null = null;
  if (step.name === 'processing') status = intl.formatMessage(photoMessages.processing);
  if (step.name === 'uploading') {
    status = intl.formatMessage(
      step.waiting === 'offline'
        ? photoMessages.offline
        : step.waiting === 'retry'
          ? photoMessages.retrying
          : photoMessages.uploading,
    );
  }
  if (showSaved) status = intl.formatMessage(photoMessages.uploaded);
  const progress = step.name === 'uploading' ? step.progress : null;
  return (
    <>
      {step.name === 'uploading' ? (
        <div className="photo-capture__progress">
          {/* Without a value the bar is indeterminate: the upload has started but not reported. */}
          <progress
            max={1}
            value={progress ?? undefined}
            aria-label={intl.formatMessage(photoMessages.progressLabel)}
          />
          {progress === null ? null : (
            <span aria-hidden="true">
              {intl.formatNumber(progress, { style: 'percent', maximumFractionDigits: 0 })}
            </span>
          )}
        </div>
      ) : null}
      {/* Out of sight when empty, or when the heading already says "Photo uploaded". */}
      <p
        className={status && !showSaved ? 'photo-capture__status' : 'visually-hidden'}
        role="status"
        aria-live="polite"
      >
        {status}
      </p>
    </>
  );
}

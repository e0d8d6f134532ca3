import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { PhotoKind, PhotoView } from '@/lib/images/photo-types';
import { Button } from '@/ui/button';
import { CameraView } from './camera-view';
import { CameraNotice, PhotoGuidance } from './photo-guidance';
import { photoMessages } from './photo-messages';
import { PhotoPreview, RejectedPhoto, SavedPhoto, UploadStatus } from './photo-panels';
import type { PhotoStep } from './photo-steps';
import { useProblemText } from './problem-text';
import { usePhotoCapture } from './use-photo-capture';
import './photo-capture.css';

export type PhotoCaptureProps = {
  /** Which photo: the ID document (identity screen) or the face/handheld photo (face step). */
  kind: PhotoKind;
  /** The saved photo (ProfileView.photos[kind]), or null when there is none yet. */
  uploaded: Pick<PhotoView, 'uploadedAt'> | null;
  /** Called once per successful upload with the server's answer; update the profile with it. */
  onUploaded: (photo: PhotoView) => void;
  /** Heading of the block, e.g. "Photo of your ID". */
  label: string;
  /** Id of the block, for links and corrections that take the borrower to it. */
  id?: string;
  /** No retaking (the application is under review). */
  readOnly?: boolean;
  /**
   * The saved photo is the one a correction decision could not read: shown as such, with the
   * tips and the camera at once, never as uploaded (docs/profile.md#saving-and-review).
   */
  rejected?: boolean;
  /** Told each step, so the screen can say why it cannot save yet (photo-field-problem.tsx). */
  onStepChange?: (step: PhotoStep['name']) => void;
};

/**
 * The photo step of identity verification (docs/profile.md#photos): tips, a just-in-time camera
 * notice, the shell's camera or live check, the browser camera, or a photo file; a preview to
 * retake; then a compressed upload that retries on a weak network and survives an app kill.
 */
export function PhotoCapture({
  kind,
  uploaded,
  onUploaded,
  label,
  id,
  readOnly,
  rejected,
  onStepChange,
}: PhotoCaptureProps) {
  const intl = useIntl();
  const problemText = useProblemText();
  const headingId = useId();
  const stepHeadingId = useId();
  const root = useRef<HTMLElement>(null);
  const { fileInputRef, ...capture } = usePhotoCapture({
    kind,
    uploadedAt: uploaded?.uploadedAt ?? null,
    onUploaded,
  });
  const { step } = capture;
  const saved = capture.justUploaded?.view ?? uploaded;
  // A photo sent here since replaces the rejected one.
  const showRejected =
    Boolean(rejected) && !capture.justUploaded && saved !== null && step.name === 'start';
  const showSaved = step.name === 'start' && !step.retaking && saved !== null && !showRejected;

  useEffect(() => onStepChange?.(step.name), [onStepChange, step.name]);

  // When the control the borrower used disappears, focus moves to the new step's heading; the
  // camera focuses its shutter itself, and "Use this photo" keeps focus while it uploads.
  const stepKey = showSaved ? 'saved' : step.name;
  // The step focus was last placed for: StrictMode's second effect run and re-renders are no-ops.
  const focusedStep = useRef(stepKey);
  useEffect(() => {
    if (focusedStep.current === stepKey) return;
    focusedStep.current = stepKey;
    if (stepKey === 'camera') return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    const inside = Boolean(active && root.current?.contains(active));
    if (lost || (inside && stepKey !== 'uploading')) {
      document.getElementById(stepHeadingId)?.focus();
    }
  }, [stepKey, stepHeadingId]);

  const startActions = (
    <>
      {step.name === 'start' && step.problem ? (
        <div className="alert" role="alert">
          {problemText(step.problem, kind).map((sentence) => (
            <p key={sentence} className="photo-capture__text">
              {sentence}
            </p>
          ))}
        </div>
      ) : null}
      <div className="photo-capture__actions photo-capture__actions--stacked">
        <Button onClick={() => capture.request('camera')}>
          {intl.formatMessage(photoMessages.takePhoto)}
        </Button>
        <Button variant="secondary" onClick={() => capture.request('file')}>
          {intl.formatMessage(photoMessages.useCameraApp)}
        </Button>
        {saved && !showRejected ? (
          <Button variant="text" onClick={capture.keepSaved}>
            {intl.formatMessage(photoMessages.cancel)}
          </Button>
        ) : null}
      </div>
    </>
  );

  return (
    <section ref={root} id={id} className="card stack photo-capture" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      {showSaved ? (
        <SavedPhoto
          kind={kind}
          uploadedAt={saved.uploadedAt}
          local={capture.justUploaded?.blob ?? null}
          headingId={stepHeadingId}
          onRetake={readOnly ? null : capture.retake}
        />
      ) : null}
      {showRejected ? <RejectedPhoto kind={kind} uploadedAt={saved.uploadedAt} /> : null}
      {step.name === 'start' && !showSaved ? (
        <>
          <PhotoGuidance kind={kind} headingId={stepHeadingId} />
          {startActions}
        </>
      ) : null}
      {step.name === 'notice' ? (
        <CameraNotice
          headingId={stepHeadingId}
          onContinue={capture.confirmNotice}
          onCancel={capture.dismissNotice}
        />
      ) : null}
      {step.name === 'camera' ? (
        <CameraView
          kind={kind}
          onShot={capture.onCameraShot}
          onFailure={capture.onCameraFailure}
          onCancel={capture.closeCamera}
        />
      ) : null}
      {step.name === 'preview' || step.name === 'uploading' || step.name === 'failed' ? (
        <PhotoPreview
          kind={kind}
          shot={step.shot}
          headingId={stepHeadingId}
          resumed={step.name === 'preview' && step.resumed}
          busy={step.name === 'uploading'}
          onRetake={capture.retake}
          onUse={capture.sendPhoto}
          useLabel={intl.formatMessage(
            step.name === 'failed' ? photoMessages.tryAgain : photoMessages.usePhoto,
          )}
        >
          {step.name === 'failed' ? (
            <div className="alert" role="alert">
              <p className="photo-capture__text">
                {intl.formatMessage(photoMessages.uploadFailed)}
              </p>
              <p className="photo-capture__text">
                {problemText({ type: 'api', error: step.error }, kind).join(' ')}
              </p>
            </div>
          ) : null}
        </PhotoPreview>
      ) : null}
      <UploadStatus step={step} showSaved={showSaved} />
      <input
        ref={fileInputRef}
        type="file"
        name={`photo-${kind}`}
        accept="image/*"
        capture={kind === 'face' ? 'user' : 'environment'}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={capture.onFileChosen}
      />
    </section>
  );
}

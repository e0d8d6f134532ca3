import { useRef, useState, type ChangeEvent } from 'react';
import { selectAppType } from '@/lib/core/core-slice';
import { compressImage } from '@/lib/images/compress-image';
import type { PhotoKind, PhotoView } from '@/lib/images/photo-types';
import { captureInShell, hasLiveCamera, shellAppType, type CameraFailure } from '@/platform/camera';
import { useAppSelector } from '@/app/hooks';
import { purposeOf, START, type CaptureMethod, type PhotoStep } from './photo-steps';
import { usePhotoUpload } from './use-photo-upload';

type Options = {
  kind: PhotoKind;
  uploadedAt: string | null;
  onUploaded: (photo: PhotoView) => void;
};

/**
 * The photo step's flow: notice → shell, live camera or file input → compress → preview →
 * upload → done. Each borrower action bumps `runRef`, so a late result of an older one is dropped.
 */
export function usePhotoCapture({ kind, uploadedAt, onUploaded }: Options) {
  const appType = useAppSelector(selectAppType);
  const [step, setStep] = useState<PhotoStep>(START);
  const [noticeSeen, setNoticeSeen] = useState(false);
  const lastMethod = useRef<CaptureMethod | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const runRef = useRef(0);
  const shellOpenRef = useRef(false);
  const sending = usePhotoUpload({ kind, uploadedAt, setStep, runRef, onUploaded });
  const retaking = step.name === 'start' || step.name === 'notice' ? step.retaking : true;

  async function accept(source: Blob | string): Promise<void> {
    const current = ++runRef.current;
    setStep({ name: 'processing' });
    try {
      const shot = await compressImage(source);
      if (current !== runRef.current) return;
      sending.keepUnconfirmed(shot);
      setStep({ name: 'preview', shot, resumed: false });
    } catch {
      if (current === runRef.current) {
        setStep({ name: 'start', problem: { type: 'photo' }, retaking: true });
      }
    }
  }

  async function openCamera(): Promise<void> {
    const shell = shellAppType(appType);
    // A second tap while the shell's camera opens (slow phones) must not open another one.
    if (shell && shellOpenRef.current) return;
    const current = ++runRef.current;
    if (shell) {
      shellOpenRef.current = true;
      const result = await captureInShell(shell, purposeOf(kind)).finally(() => {
        shellOpenRef.current = false;
      });
      if (current !== runRef.current) return;
      if (result?.outcome === 'photo') return accept(result.image);
      if (result?.outcome === 'faceCheckFailed') {
        return setStep({ name: 'start', problem: { type: 'face' }, retaking: true });
      }
      if (result?.outcome === 'cancelled') return;
      // No answer from the shell: the browser's own camera takes over.
    }
    if (hasLiveCamera()) setStep({ name: 'camera' });
    // Without getUserMedia the camera app behind the file input is the camera.
    else fileInputRef.current?.click();
  }

  function perform(method: CaptureMethod): void {
    lastMethod.current = method;
    setStep({ name: 'start', problem: null, retaking });
    // Clicked inside the borrower's tap: browsers open a file chooser only then.
    if (method === 'file') fileInputRef.current?.click();
    else void openCamera();
  }

  return {
    step,
    fileInputRef,
    justUploaded: sending.justUploaded,
    /** "Take photo" or "Use the camera app": the notice first, once per photo step. */
    request(method: CaptureMethod) {
      if (noticeSeen) perform(method);
      else setStep({ name: 'notice', method, retaking });
    },
    confirmNotice() {
      if (step.name !== 'notice') return;
      setNoticeSeen(true);
      perform(step.method);
    },
    dismissNotice: () => setStep({ name: 'start', problem: null, retaking }),
    onFileChosen(event: ChangeEvent<HTMLInputElement>) {
      const file = event.target.files?.[0];
      // Cleared, so choosing the same file again is still a change.
      event.target.value = '';
      if (file) void accept(file);
    },
    onCameraShot: (frame: Blob) => void accept(frame),
    onCameraFailure(failure: CameraFailure) {
      runRef.current += 1;
      setStep({ name: 'start', problem: { type: 'camera', failure }, retaking: true });
    },
    closeCamera() {
      runRef.current += 1;
      setStep({ name: 'start', problem: null, retaking: true });
    },
    sendPhoto() {
      if (step.name === 'preview' || step.name === 'failed') void sending.upload(step.shot);
    },
    /** Another shot with the same means, or the tips again when coming from a saved photo. */
    retake() {
      runRef.current += 1;
      sending.discard();
      const method = step.name === 'start' ? null : lastMethod.current;
      if (method) perform(method);
      else setStep({ name: 'start', problem: null, retaking: true });
    },
    /** Back to the saved photo without replacing it. */
    keepSaved() {
      runRef.current += 1;
      setStep(START);
    },
  };
}

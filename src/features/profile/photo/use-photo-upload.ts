import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ApiError } from '@contract/error-codes';
import { expireSession } from '@/lib/api/expire-session';
import { selectPublicData } from '@/lib/core/core-slice';
import {
  clearPendingPhoto,
  readPendingPhoto,
  savePendingPhoto,
  type PendingPhoto,
} from '@/lib/images/pending-photos';
import { isAbortError } from '@/lib/images/photo-transport';
import type { CompressedPhoto, PhotoKind, PhotoView } from '@/lib/images/photo-types';
import { isPhotoRefused, PhotoUploadError, uploadPhoto } from '@/lib/images/upload-photo';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { START, type PhotoStep } from './photo-steps';

type Options = {
  kind: PhotoKind;
  uploadedAt: string | null;
  setStep: (next: PhotoStep | ((previous: PhotoStep) => PhotoStep)) => void;
  /** Bumped by every borrower action, so a late result of an older one is dropped. */
  runRef: { current: number };
  onUploaded: (photo: PhotoView) => void;
};

const errorOf = (error: unknown): ApiError =>
  error instanceof PhotoUploadError
    ? error.error
    : { code: 'NETWORK_ABNORMAL', message: error instanceof Error ? error.message : 'unknown' };

/**
 * Sending a photo: kept in IndexedDB first (per customer and kind) so an app kill loses nothing,
 * uploaded with progress and retries, and resumed when the screen opens again.
 */
export function usePhotoUpload({ kind, uploadedAt, setStep, runRef, onUploaded }: Options) {
  const dispatch = useAppDispatch();
  const publicData = useAppSelector(selectPublicData);
  const { customerId, token } = publicData;
  const [justUploaded, setJustUploaded] = useState<{ view: PhotoView; blob: Blob } | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const keep = (shot: CompressedPhoto, confirmed: boolean) =>
    savePendingPhoto(customerId, { ...shot, kind, savedAt: Date.now(), confirmed });

  const onUploading = (patch: { progress: number | null; waiting: 'retry' | 'offline' | null }) =>
    setStep((step) => (step.name === 'uploading' ? { ...step, ...patch } : step));

  async function upload(shot: CompressedPhoto): Promise<void> {
    const current = ++runRef.current;
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setStep({ name: 'uploading', shot, progress: null, waiting: null });
    // Not awaited: a WebView whose IndexedDB hangs must not hold the upload back.
    const kept = keep(shot, true);
    try {
      const view = await uploadPhoto({
        kind,
        blob: shot.blob,
        token,
        signal: controller.signal,
        onProgress: (progress) => onUploading({ progress, waiting: null }),
        onRetry: ({ reason }) =>
          onUploading({ progress: null, waiting: reason === 'offline' ? 'offline' : 'retry' }),
      });
      if (current !== runRef.current) return;
      void kept.then(() => clearPendingPhoto(customerId, kind));
      setJustUploaded({ view, blob: shot.blob });
      setStep(START);
      onUploaded(view);
    } catch (caught) {
      if (isAbortError(caught) || current !== runRef.current) return;
      const error = errorOf(caught);
      // Kept on the phone: after signing in again the same borrower finds it waiting.
      if (error.code === 'UNAUTHORIZED') expireSession(dispatch, publicData);
      if (isPhotoRefused(error) || error.code === 'PROFILE_LOCKED') {
        void clearPendingPhoto(customerId, kind);
        setStep({ name: 'start', problem: { type: 'api', error }, retaking: true });
        return;
      }
      setStep({ name: 'failed', shot, error });
    }
  }

  /** A photo taken before the app was closed or the network dropped. */
  const resume = useEffectEvent((pending: PendingPhoto) => {
    if (uploadedAt && Date.parse(uploadedAt) >= pending.savedAt) {
      void clearPendingPhoto(customerId, kind);
      return;
    }
    // The borrower has already started something else.
    if (runRef.current !== 0) return;
    const shot = { blob: pending.blob, width: pending.width, height: pending.height };
    if (pending.confirmed) void upload(shot);
    else setStep({ name: 'preview', shot, resumed: true });
  });

  useEffect(() => {
    let active = true;
    void readPendingPhoto(customerId, kind).then((pending) => {
      if (active && pending) resume(pending);
    });
    return () => {
      active = false;
    };
  }, [customerId, kind]);

  useEffect(() => () => abortRef.current?.abort(), []);

  return {
    upload,
    /** Keeps a fresh, not yet confirmed photo, so the preview survives an app kill too. */
    keepUnconfirmed: (shot: CompressedPhoto) => void keep(shot, false),
    discard: () => {
      abortRef.current?.abort();
      void clearPendingPhoto(customerId, kind);
    },
    justUploaded,
    clearJustUploaded: () => setJustUploaded(null),
  };
}

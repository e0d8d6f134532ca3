import type { AppType } from '@/lib/core/core-slice';
import { detectAppType, nativeBridge } from './bridge';

/**
 * Taking a photo for identity verification: through the native shell when there is one, else
 * with the browser's camera (getUserMedia). The file input, the last resort, is the screen's.
 *
 * Replies this module accepts from the shells (docs/bridge.md#replies: the replies are not
 * standardised, so each is read defensively; the bridge has already JSON-parsed a JSON string):
 *
 * - `cameraAccess(appType, {purpose: 'id' | 'face'})` →
 *   `{image: 'data:image/jpeg;base64,…'}` (also under `data`, `base64` or `imageBase64`), or the
 *   data URL / bare base64 string itself; `{cancelled: true}` when the borrower closed the camera.
 * - `liveFaceCheck(appType)` → `{passed: boolean, image?: dataURL}` (`success` or
 *   `result: 'pass' | 'fail'` accepted for `passed`), a bare boolean, or a photo without a
 *   verdict (a data URL or `{image}`: passed). A passed check without a photo is followed by
 *   `cameraAccess(appType, {purpose: 'face'})` for the handheld photo.
 *
 * null, undefined or anything unreadable means "no shell answer": the browser path takes over.
 */
export type CameraPurpose = 'id' | 'face';

export type LiveFaceReply = { passed: boolean; image: string | null; cancelled: boolean };

export type ShellCapture =
  { outcome: 'photo'; image: string } | { outcome: 'faceCheckFailed' } | { outcome: 'cancelled' };

const IMAGE_FIELDS = ['image', 'data', 'base64', 'imageBase64'] as const;

/** A data URL or bare base64 of a picture (at least a few hundred bytes of text). */
function imageText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^data:image\/[\w.+-]+;base64,/i.test(text)) return text;
  if (text.length >= 100 && /^[A-Za-z0-9+/=_\-\s]+$/.test(text)) {
    return `data:image/jpeg;base64,${text.replace(/\s+/g, '')}`;
  }
  return null;
}

const isCancel = (reply: Record<string, unknown>) =>
  reply.cancelled === true || reply.cancel === true || reply.canceled === true;

/** The picture of a cameraAccess reply as a data URL, 'cancelled', or null (no answer). */
export function parseCameraReply(reply: unknown): string | 'cancelled' | null {
  const direct = imageText(reply);
  if (direct) return direct;
  if (!reply || typeof reply !== 'object') return null;
  const record = reply as Record<string, unknown>;
  if (isCancel(record)) return 'cancelled';
  for (const field of IMAGE_FIELDS) {
    const image = imageText(record[field]);
    if (image) return image;
  }
  return null;
}

/** The verdict of a liveFaceCheck reply, or null (no answer). */
export function parseLiveFaceReply(reply: unknown): LiveFaceReply | null {
  if (typeof reply === 'boolean') return { passed: reply, image: null, cancelled: false };
  const direct = imageText(reply);
  if (direct) return { passed: true, image: direct, cancelled: false };
  if (!reply || typeof reply !== 'object') return null;
  const record = reply as Record<string, unknown>;
  if (isCancel(record)) return { passed: false, image: null, cancelled: true };
  const verdict =
    typeof record.passed === 'boolean'
      ? record.passed
      : typeof record.success === 'boolean'
        ? record.success
        : typeof record.result === 'string'
          ? /^(pass|passed|success|ok)$/i.test(record.result)
          : null;
  const found = parseCameraReply(record);
  const image = found === 'cancelled' ? null : found;
  // A photo without a verdict is a passed check, as a bare data URL is.
  if (verdict === null) return image ? { passed: true, image, cancelled: false } : null;
  return { passed: verdict, image, cancelled: false };
}

/** The shell hosting the page: the store's app_type, else what the bridge objects say. */
export const shellAppType = (stored: AppType | null | undefined): AppType | null =>
  stored ?? detectAppType();

/**
 * A photo through the shell. For the face, the live check runs first: a failed check is final,
 * a passed one gives the photo or lets the camera take it. null: no shell, or it did not answer.
 */
export async function captureInShell(
  appType: AppType | null,
  purpose: CameraPurpose,
): Promise<ShellCapture | null> {
  if (appType !== 1 && appType !== 2) return null;
  if (purpose === 'face') {
    const check = parseLiveFaceReply(await nativeBridge.liveFaceCheck(appType));
    if (check?.cancelled) return { outcome: 'cancelled' };
    if (check && !check.passed) return { outcome: 'faceCheckFailed' };
    if (check?.image) return { outcome: 'photo', image: check.image };
  }
  const photo = parseCameraReply(await nativeBridge.cameraAccess(appType, { purpose }));
  if (photo === 'cancelled') return { outcome: 'cancelled' };
  return photo ? { outcome: 'photo', image: photo } : null;
}

/** Rear camera for the ID document, front camera for the face. */
export const FACING_MODE: Record<CameraPurpose, 'environment' | 'user'> = {
  id: 'environment',
  face: 'user',
};

/** Why the browser camera did not open: the screen says so and offers the file input. */
export type CameraFailure = 'denied' | 'unavailable' | 'failed';

export const hasLiveCamera = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

export function cameraFailureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'denied';
  }
  if (name === 'NotFoundError' || name === 'NotReadableError' || name === 'OverconstrainedError') {
    return 'unavailable';
  }
  return 'failed';
}

/**
 * The live camera. `ideal` constraints only: a cheap phone without a rear camera, or one that
 * cannot do 1080p, still opens whatever it has rather than failing.
 */
export function openLiveCamera(purpose: CameraPurpose): Promise<MediaStream> {
  if (!hasLiveCamera()) return Promise.reject(new DOMException('No camera API', 'NotFoundError'));
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: {
      facingMode: { ideal: FACING_MODE[purpose] },
      width: { ideal: 1920 },
      height: { ideal: 1080 },
    },
  });
}

export function stopCamera(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The current video frame, unmirrored, as a high-quality JPEG for the compressor to size. */
export function grabFrame(video: HTMLVideoElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context || !canvas.width || !canvas.height) {
      return reject(new DOMException('No video frame yet', 'InvalidStateError'));
    }
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        canvas.width = 0;
        canvas.height = 0;
        if (blob) resolve(blob);
        else reject(new DOMException('The frame could not be encoded', 'EncodingError'));
      },
      'image/jpeg',
      0.92,
    );
  });
}

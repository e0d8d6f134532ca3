import type { PhotoKind, PhotoView } from './photo-types';
import { photoUrl } from './photo-types';
import { abortError, isAbortError, sendWithXhr, type SendPhoto } from './photo-transport';
import { isRetryableStatus, PhotoUploadError, uploadErrorOf } from './upload-errors';

export { PhotoUploadError, isPhotoRefused } from './upload-errors';

export type RetryPolicy = {
  /** Attempts while online before giving up; time spent offline does not count. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** One attempt's limit: 400 KB at 2G speeds takes about a minute. */
  timeoutMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 6,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  timeoutMs: 120_000,
};

/** Why the upload waits before its next attempt. */
export type RetryNotice = {
  /** The attempt about to be made, from 2 (or 1 when the phone starts offline). */
  attempt: number;
  delayMs: number;
  reason: 'network' | 'server' | 'offline';
};

export type UploadPhotoOptions = {
  kind: PhotoKind;
  blob: Blob;
  /** The session's bearer token (core store publicData.token). */
  token: string;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  onRetry?: (notice: RetryNotice) => void;
  retry?: Partial<RetryPolicy>;
  /** Seams for tests; the defaults use XMLHttpRequest, timers and the `online` event. */
  send?: SendPhoto;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  waitOnline?: (signal?: AbortSignal) => Promise<void>;
  isOffline?: () => boolean;
  random?: () => number;
};

/** Exponential backoff with jitter (half fixed, half random), so phones don't retry in step. */
export function backoffDelay(failures: number, policy: RetryPolicy, random = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Resolves at the browser's next `online` event. */
export const waitForOnline = (signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const done = () => {
      window.removeEventListener('online', done);
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      window.removeEventListener('online', done);
      reject(abortError());
    };
    window.addEventListener('online', done);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function isPhotoView(value: unknown, kind: PhotoKind): value is PhotoView {
  if (!value || typeof value !== 'object') return false;
  const view = value as Partial<PhotoView>;
  return view.kind === kind && typeof view.uploadedAt === 'string';
}

/**
 * PUT /api/profile/photos/:kind with the JPEG. Retries with backoff on no answer and on 5xx (the
 * server answers the same bytes the same way, so a retry is safe), never on 4xx; while the
 * browser is offline it waits for the `online` event. Rejects with PhotoUploadError (a contract
 * code) or an AbortError when `signal` aborts.
 */
export async function uploadPhoto(options: UploadPhotoOptions): Promise<PhotoView> {
  const { kind, blob, token, signal, onProgress, onRetry } = options;
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const send = options.send ?? sendWithXhr;
  const wait = options.sleep ?? sleep;
  const waitOnline = options.waitOnline ?? waitForOnline;
  const offline = options.isOffline ?? browserOffline;
  let failures = 0;

  const retryLater = async (reason: 'network' | 'server', retryAfterSeconds = 0) => {
    const delayMs = Math.min(
      policy.maxDelayMs,
      Math.max(backoffDelay(failures, policy, options.random), retryAfterSeconds * 1000),
    );
    onRetry?.({ attempt: failures + 1, delayMs, reason });
    await wait(delayMs, signal);
  };

  for (;;) {
    if (signal?.aborted) throw abortError();
    if (offline()) {
      onRetry?.({ attempt: failures + 1, delayMs: 0, reason: 'offline' });
      await waitOnline(signal);
    }
    let status: number;
    let body: unknown;
    try {
      ({ status, body } = await send({
        url: photoUrl(kind),
        blob,
        token,
        timeoutMs: policy.timeoutMs,
        signal,
        onProgress,
      }));
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) throw abortError();
      // Any other transport failure (fetch's TypeError included) means no answer came.
      // Lost while offline: wait for the network instead of spending an attempt.
      if (offline()) continue;
      failures += 1;
      if (failures >= policy.attempts) {
        const message = error instanceof Error ? error.message : String(error);
        throw new PhotoUploadError({ code: 'NETWORK_ABNORMAL', message }, null);
      }
      await retryLater('network');
      continue;
    }
    if (status >= 200 && status < 300) {
      if (isPhotoView(body, kind)) return body;
      throw new PhotoUploadError({ code: 'INTERNAL', message: 'Unexpected answer' }, status);
    }
    const error = uploadErrorOf(status, body);
    failures += 1;
    if (!isRetryableStatus(status) || failures >= policy.attempts) {
      throw new PhotoUploadError(error, status);
    }
    await retryLater('server', error.retryAfterSeconds);
  }
}

import { photoUrl, type PhotoKind } from './photo-types';

/** One upload attempt. Resolves with any HTTP answer; rejects only when none came. */
export type SendRequest = {
  url: string;
  blob: Blob;
  token: string;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Fraction (0–1) of the body sent so far. */
  onProgress?: (fraction: number) => void;
};
export type SendResponse = { status: number; body: unknown };
export type SendPhoto = (request: SendRequest) => Promise<SendResponse>;

/** No HTTP answer at all: offline, DNS, a dropped connection or a timeout. */
export class NetworkFailure extends Error {
  constructor(message = 'No answer from the server') {
    super(message);
    this.name = 'NetworkFailure';
  }
}

export const abortError = (): DOMException =>
  new DOMException('The photo upload was cancelled', 'AbortError');

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * PUT with XMLHttpRequest rather than fetch: only XHR reports upload progress in every browser
 * our borrowers use, and a 400 KB upload on a weak network takes long enough to need a bar.
 */
export const sendWithXhr: SendPhoto = ({ url, blob, token, timeoutMs, signal, onProgress }) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', 'image/jpeg');
    xhr.timeout = timeoutMs;
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (done: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      done();
    };
    xhr.onload = () =>
      settle(() => resolve({ status: xhr.status, body: parseBody(xhr.responseText) }));
    xhr.onerror = () => settle(() => reject(new NetworkFailure()));
    xhr.ontimeout = () => settle(() => reject(new NetworkFailure('The upload timed out')));
    xhr.onabort = () => settle(() => reject(abortError()));
    xhr.send(blob);
  });

/** The owner's stored photo (GET /api/profile/photos/:kind), or null when there is none. */
export async function fetchPhoto(
  kind: PhotoKind,
  token: string,
  signal?: AbortSignal,
): Promise<Blob | null> {
  const response = await fetch(photoUrl(kind), {
    headers: { Authorization: `Bearer ${token}` },
    // The server says no-store too: an ID photo must never sit in an HTTP cache.
    cache: 'no-store',
    signal,
  });
  return response.ok ? response.blob() : null;
}

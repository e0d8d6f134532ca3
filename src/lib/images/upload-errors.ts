import { isApiError, type ApiError, type ErrorCode } from '@contract/error-codes';

/** Codes for answers without a contract body (a proxy's page, an empty 413 from a gateway). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'PHOTO_PROBLEM',
  429: 'TOO_FREQUENT',
};

/** An HTTP answer as the contract's `{code, message}`; 5xx other than 500 is out of reach. */
export function uploadErrorOf(status: number, body: unknown): ApiError {
  if (isApiError(body)) return body;
  const message = `HTTP ${status}`;
  const known = CODE_BY_STATUS[status];
  if (known) return { code: known, message };
  if (status === 500) return { code: 'INTERNAL', message };
  if (status > 500) return { code: 'NETWORK_ABNORMAL', message };
  return { code: 'VALIDATION_FAILED', message };
}

/** Worth another try: no answer, a server or gateway failure, a proxy's request timeout. */
export const isRetryableStatus = (status: number): boolean => status >= 500 || status === 408;

/** An upload that failed for good; `error.code` is one of the contract's codes. */
export class PhotoUploadError extends Error {
  readonly error: ApiError;
  /** HTTP status, or null when no answer came. */
  readonly status: number | null;

  constructor(error: ApiError, status: number | null) {
    super(`Photo upload failed: ${error.code}`);
    this.name = 'PhotoUploadError';
    this.error = error;
    this.status = status;
  }
}

/** The picture itself is at fault: sending it again cannot help, only a new photo can. */
export const isPhotoRefused = (error: ApiError): boolean =>
  error.code === 'PHOTO_PROBLEM' ||
  error.code === 'PAYLOAD_TOO_LARGE' ||
  error.code === 'UNSUPPORTED_MEDIA_TYPE';

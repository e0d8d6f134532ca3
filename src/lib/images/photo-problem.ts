/**
 * Why a picture cannot be used; every reason is shown as "Photo problem: retake"
 * (docs/errors.md#catalogue).
 */
export type PhotoProblemReason =
  /** Not an image the browser can read (a PDF, a broken file, an empty camera reply). */
  | 'undecodable'
  /** The short side is under the minimum: the ID text or the face cannot be read. */
  | 'tooSmall'
  /** No quality or size brings it under the byte limit, or the phone ran out of memory. */
  | 'tooLarge';

/** A typed refusal of a picture, mapped to the contract's PHOTO_PROBLEM code. */
export class PhotoProblemError extends Error {
  readonly code = 'PHOTO_PROBLEM' as const;
  readonly reason: PhotoProblemReason;

  constructor(reason: PhotoProblemReason, options?: { cause?: unknown }) {
    super(`Photo problem: ${reason}`, options);
    this.name = 'PhotoProblemError';
    this.reason = reason;
  }
}

export const isPhotoProblem = (error: unknown): error is PhotoProblemError =>
  error instanceof PhotoProblemError;

/**
 * The photo shapes of the profile API (PUT/GET /api/profile/photos/:kind). Type-only imports of
 * the contract, so its zod schemas stay out of the screen's chunk.
 */
import type { PhotoKind } from '@contract/profile/api';

export type { PhotoKind, PhotoView } from '@contract/profile/api';

/** A photo ready to send: a JPEG within the limits, with its pixel size. */
export type CompressedPhoto = { blob: Blob; width: number; height: number };

/** Where a photo kind lives on the API; the same path answers the owner's GET. */
export const photoUrl = (kind: PhotoKind): string => `/api/profile/photos/${kind}`;

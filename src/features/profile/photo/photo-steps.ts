import type { ApiError } from '@contract/error-codes';
import type { CompressedPhoto, PhotoKind } from '@/lib/images/photo-types';
import type { CameraFailure, CameraPurpose } from '@/platform/camera';

/** How the borrower asked for the photo: the shell or live camera, or the file input. */
export type CaptureMethod = 'camera' | 'file';

/** What went wrong, shown at the component in the borrower's language. */
export type Problem =
  | { type: 'photo' }
  | { type: 'face' }
  | { type: 'camera'; failure: CameraFailure }
  | { type: 'api'; error: ApiError };

/** The component's steps; "done" is the start step while a saved photo exists. */
export type PhotoStep =
  | { name: 'start'; problem: Problem | null; retaking: boolean }
  | { name: 'notice'; method: CaptureMethod; retaking: boolean }
  | { name: 'camera' }
  | { name: 'processing' }
  | { name: 'preview'; shot: CompressedPhoto; resumed: boolean }
  | {
      name: 'uploading';
      shot: CompressedPhoto;
      progress: number | null;
      waiting: 'retry' | 'offline' | null;
    }
  | { name: 'failed'; shot: CompressedPhoto; error: ApiError };

export const START: PhotoStep = { name: 'start', problem: null, retaking: false };

export const purposeOf = (kind: PhotoKind): CameraPurpose => (kind === 'face' ? 'face' : 'id');

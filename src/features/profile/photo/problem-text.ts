import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorDescriptor } from '@/lib/i18n/error-message-id';
import type { PhotoKind } from '@/lib/images/photo-types';
import { photoMessages } from './photo-messages';
import type { Problem } from './photo-steps';

/**
 * The sentences explaining a problem, first its error (docs/errors.md#catalogue), then what to do
 * about it.
 */
export function useProblemText() {
  const intl = useIntl();
  return (problem: Problem, kind: PhotoKind): string[] => {
    const text = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
    switch (problem.type) {
      case 'photo':
        return [text(photoMessages.photoProblem)];
      case 'face':
        return [text(photoMessages.faceFailed)];
      case 'camera': {
        const hint = text(
          problem.failure === 'denied'
            ? photoMessages.cameraDenied
            : photoMessages.cameraUnavailable,
        );
        return kind === 'face' ? [text(photoMessages.faceFailed), hint] : [hint];
      }
      case 'api': {
        const { error } = problem;
        if (error.code === 'PHOTO_PROBLEM') return [text(photoMessages.photoProblem)];
        if (error.code === 'FACE_CHECK_FAILED') return [text(photoMessages.faceFailed)];
        const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
        return [intl.formatMessage(errorDescriptor(error.code), { minutes, date: '' })];
      }
    }
  };
}

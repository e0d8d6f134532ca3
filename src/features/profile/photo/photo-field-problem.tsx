import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { photoMessages } from './photo-messages';
import type { PhotoStep } from './photo-steps';

/**
 * Why a step cannot be saved yet because of its photo (docs/profile.md#photos): a photo on screen
 * that was not confirmed or not sent is named as such, never as a missing photo; an ID photo a
 * decision could not read is not a photo to save with.
 */
export type PhotoFieldProblem =
  'missing' | 'notConfirmed' | 'stillSending' | 'notSent' | 'rejected';

export function photoFieldProblem({
  step,
  hasPhoto,
  rejected,
}: {
  /** The photo block's step (PhotoCapture's onStepChange). */
  step: PhotoStep['name'];
  /** A photo is on the server (or was just uploaded). */
  hasPhoto: boolean;
  /** That photo is the one a correction decision could not read. */
  rejected: boolean;
}): PhotoFieldProblem | null {
  if (step === 'preview') return 'notConfirmed';
  if (step === 'processing' || step === 'uploading') return 'stillSending';
  if (step === 'failed') return 'notSent';
  if (!hasPhoto) return 'missing';
  return rejected ? 'rejected' : null;
}

/** The problem in the borrower's words, at the photo; `missing` says what the step needs. */
export function PhotoFieldError({
  problem,
  missing,
  rejected = photoMessages.rejectedNotReplaced,
}: {
  problem: PhotoFieldProblem;
  missing: MessageDescriptor;
  /** What to say of a photo a decision did not accept (the ID photo's text unless given). */
  rejected?: MessageDescriptor;
}) {
  const intl = useIntl();
  const text = (() => {
    switch (problem) {
      case 'missing':
        return intl.formatMessage(missing);
      case 'notConfirmed':
        return intl.formatMessage(photoMessages.notConfirmed, {
          button: intl.formatMessage(photoMessages.usePhoto),
        });
      case 'stillSending':
        return intl.formatMessage(photoMessages.stillSending, {
          done: intl.formatMessage(photoMessages.uploaded),
        });
      case 'notSent':
        return intl.formatMessage(photoMessages.notSent, {
          button: intl.formatMessage(photoMessages.tryAgain),
        });
      case 'rejected':
        return intl.formatMessage(rejected);
    }
  })();
  return (
    <p className="field__error" role="alert">
      {text}
    </p>
  );
}

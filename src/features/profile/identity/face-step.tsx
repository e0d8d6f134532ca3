import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PhotoView } from '@contract/profile/api';
import { PATHS } from '@/config/paths';
import { SECTION_ROUTES } from '@/config/section-routes';
import type { ApiError } from '@contract/error-codes';
import { toApiError } from '@/lib/api/api-error';
import { selectPublicData } from '@/lib/core/core-slice';
import { nativeBridge } from '@/platform/bridge';
import { sendWaiting } from '@/lib/outbox/outbox';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { Button } from '@/ui/button';
import { useSubmitApplicationMutation } from '@/lib/api/application-api';
import { useGetProfileQuery } from '../shared/api';
import { identityMessages } from './identity-messages';
import { PhotoCapture } from '../photo/photo-capture';
import { photoMessages } from '../photo/photo-messages';
import { photoStillRejected } from '@contract/profile/photo-correction';
import { decisionOf } from '../photo/decision-of';
import { PhotoFieldError, photoFieldProblem } from '../photo/photo-field-problem';
import type { PhotoStep } from '../photo/photo-steps';
import { ProfilePage } from '../shared/profile-page';
import { fieldId, focusField } from '../shared/use-field-checks';

const FACE_FIELD = 'facePhoto';

/**
 * The final step, face recognition (docs/profile.md#face-recognition): the face photo — the shell's
 * live check where there is one — then the application goes for a decision.
 */
export function FaceStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const profile = useGetProfileQuery();
  const [submitProfile, submitting] = useSubmitApplicationMutation();
  // Once a submit was tried, the photo's problem follows the photo as it changes.
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [photoStep, setPhotoStep] = useState<PhotoStep['name']>('start');
  const onStepChange = useCallback((step: PhotoStep['name']) => setPhotoStep(step), []);
  // The upload's own answer counts at once: the profile's refetch may still be on its way.
  const [justUploaded, setJustUploaded] = useState<PhotoView | null>(null);
  const view = profile.data;
  const photo = justUploaded ?? view?.photos.face ?? null;
  const editable = view?.editable ?? true;
  const missing = view?.nextSection && view.nextSection !== 'face' ? view.nextSection : null;
  const { customerId, token, app_type: appType } = useAppSelector(selectPublicData);
  const dispatch = useAppDispatch();
  const [waiting, setWaiting] = useState(false);
  const submitError: ApiError | null = waiting
    ? { code: 'NETWORK_ABNORMAL', message: 'saved steps still waiting to be sent' }
    : toApiError(submitting.error);

  // The face photo a reviewer asked to re-take is still the one on file
  // (docs/profile.md#saving-and-review).
  const rejected =
    Boolean(photo) && photoStillRejected(decisionOf(view), 'face', photo?.uploadedAt);
  const problemNow = photoFieldProblem({ step: photoStep, hasPhoto: photo !== null, rejected });

  const finish = async () => {
    setTriedSubmit(true);
    if (problemNow) {
      focusField(FACE_FIELD);
      return;
    }
    if (missing) {
      navigate(SECTION_ROUTES[missing]);
      return;
    }
    // Steps saved without a network go first: the decision must see what the borrower typed.
    if (await sendWaiting({ customerId, token }, dispatch)) {
      setWaiting(true);
      return;
    }
    setWaiting(false);
    const result = await submitProfile();
    if ('data' in result) {
      // The shell may show its own home while the decision runs (docs/bridge.md#flows).
      void nativeBridge.authBackHome(appType);
      navigate(PATHS.home);
    }
  };

  return (
    <ProfilePage
      section="face"
      title={intl.formatMessage(identityMessages.faceTitle)}
      lead={intl.formatMessage(identityMessages.faceLead)}
      profile={view}
      loading={profile.isLoading}
      loadError={toApiError(profile.error)}
      retryLoad={() => void profile.refetch()}
    >
      <div id={fieldId(FACE_FIELD)} tabIndex={-1} className="stack">
        <PhotoCapture
          kind="face"
          label={intl.formatMessage(identityMessages.facePhoto)}
          uploaded={photo}
          readOnly={!editable}
          rejected={rejected}
          onStepChange={onStepChange}
          onUploaded={(uploaded) => {
            setJustUploaded(uploaded);
            void profile.refetch();
          }}
        />
        {triedSubmit && problemNow ? (
          <PhotoFieldError
            problem={problemNow}
            missing={identityMessages.faceRequired}
            rejected={photoMessages.rejectedFaceNotReplaced}
          />
        ) : null}
      </div>
      {editable && view ? (
        <div className="stack">
          {submitError ? (
            <p className="field__error" role="alert">
              {errorText(submitError)}
            </p>
          ) : null}
          <Button
            block
            busy={submitting.isLoading}
            disabled={submitting.isLoading}
            onClick={() => void finish()}
          >
            {intl.formatMessage(
              missing ? identityMessages.continueMissing : identityMessages.submit,
            )}
          </Button>
          {missing ? null : (
            <p className="field__hint">{intl.formatMessage(identityMessages.submitNote)}</p>
          )}
        </div>
      ) : null}
    </ProfilePage>
  );
}

import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ID_TYPES, ID_TYPE_RULES, formatIdNumber, isIdType } from '@contract/profile/id-types';
import type { PhotoView } from '@contract/profile/api';
import type { IdentityInfo } from '@contract/profile/schemas';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { FaceStep } from './face-step';
import { idTypeLabels, identityMessages } from './identity-messages';
import { photoStillRejected } from '@contract/profile/photo-correction';
import { decisionOf } from '../photo/decision-of';
import { PhotoCapture } from '../photo/photo-capture';
import { PhotoFieldError, photoFieldProblem } from '../photo/photo-field-problem';
import type { PhotoStep } from '../photo/photo-steps';
import { SectionScreen } from '../shared/profile-page';
import { profileMessages } from '../shared/profile-messages';
import { fieldId, focusField } from '../shared/use-field-checks';
import { useSectionForm } from '../shared/use-section-form';
import { withProfileMessages } from '../shared/with-profile-messages';

type Values = { idType: string; idNumber: string };

const EMPTY: Values = { idType: '', idNumber: '' };
const fromSaved = (saved: IdentityInfo): Values => ({
  idType: saved.idType,
  idNumber: formatIdNumber(saved.idType, saved.idNumber),
});
const toBody = (values: Values) => values;

/** The field a correction of the ID photo points at. */
const PHOTO_FIELD = 'idDocumentPhoto';

/** /identityInfo: ID type and number with the ID's photo; `?step=face` is the face step. */
function IdentityScreen() {
  const { search } = useLocation();
  return new URLSearchParams(search).get('step') === 'face' ? <FaceStep /> : <IdentityStep />;
}

function IdentityStep() {
  const intl = useIntl();
  const errorText = useErrorText();
  const form = useSectionForm('identity', { empty: EMPTY, fromSaved, toBody });
  // Once a save was tried, the photo's problem follows the photo as it changes.
  const [triedSave, setTriedSave] = useState(false);
  const [photoStep, setPhotoStep] = useState<PhotoStep['name']>('start');
  // The upload's own answer counts at once: the profile's refetch may still be on its way.
  const [justUploaded, setJustUploaded] = useState<PhotoView | null>(null);
  const { values, setField, validateField, errorOf, clearError, profile } = form;
  const idType = isIdType(values.idType) ? values.idType : null;
  const photo = justUploaded ?? profile?.photos.idDocument ?? null;
  const correction =
    profile?.status === 'needsCorrection' ? (profile.application?.correction ?? null) : null;
  // The photo the decision could not read is still the one on file (docs/profile.md#saving-and-review).
  const rejected =
    Boolean(photo) && photoStillRejected(decisionOf(profile), 'idDocument', photo?.uploadedAt);
  // The ID number to check, until the section is saved again after the decision.
  const checkIdNumber =
    correction?.reason === 'authInfo' && !profile?.completed.includes('identity');
  const onStepChange = useCallback((step: PhotoStep['name']) => setPhotoStep(step), []);
  const problemNow = photoFieldProblem({ step: photoStep, hasPhoto: photo !== null, rejected });
  const photoProblem = triedSave ? problemNow : null;

  const submit = () => {
    setTriedSave(true);
    if (problemNow) {
      focusField(PHOTO_FIELD);
      return;
    }
    void form.submit();
  };
  // The server's refusal at the photo, when this phone had not known the photo was rejected.
  const serverPhotoError = errorOf(PHOTO_FIELD);

  return (
    <SectionScreen
      section="identity"
      title={intl.formatMessage(identityMessages.title)}
      lead={intl.formatMessage(identityMessages.lead)}
      form={form}
      onSubmit={submit}
    >
      <SelectField
        id={fieldId('idType')}
        label={intl.formatMessage(identityMessages.idType)}
        placeholder={intl.formatMessage(profileMessages.choose)}
        value={values.idType}
        options={ID_TYPES.map((value) => ({
          value,
          label: intl.formatMessage(idTypeLabels[value]),
        }))}
        onValueChange={(value) => {
          setField('idType', value);
          // Re-mask what was typed for the new type's shape.
          if (isIdType(value) && values.idNumber)
            setField('idNumber', formatIdNumber(value, values.idNumber));
        }}
        onBlur={() => validateField('idType')}
        error={errorText(errorOf('idType'))}
      />
      <TextField
        id={fieldId('idNumber')}
        label={intl.formatMessage(identityMessages.idNumber)}
        hint={
          [
            checkIdNumber ? intl.formatMessage(identityMessages.idNumberCorrection) : null,
            idType
              ? intl.formatMessage(identityMessages.idNumberHint, {
                  example: ID_TYPE_RULES[idType].example,
                })
              : null,
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
        value={values.idNumber}
        onValueChange={(value) =>
          setField('idNumber', idType ? formatIdNumber(idType, value) : value.toUpperCase())
        }
        onBlur={() => validateField('idNumber')}
        error={errorText(errorOf('idNumber'))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        stripChineseInput
      />
      <div id={fieldId(PHOTO_FIELD)} tabIndex={-1} className="stack">
        <PhotoCapture
          kind="idDocument"
          label={intl.formatMessage(identityMessages.documentPhoto)}
          uploaded={photo}
          readOnly={form.readOnly}
          rejected={rejected}
          onStepChange={onStepChange}
          onUploaded={(uploaded) => {
            setJustUploaded(uploaded);
            clearError(PHOTO_FIELD);
            void form.retryLoad();
          }}
        />
        {photoProblem ? (
          <PhotoFieldError problem={photoProblem} missing={identityMessages.photoRequired} />
        ) : serverPhotoError ? (
          <p className="field__error" role="alert">
            {errorText(serverPhotoError)}
          </p>
        ) : null}
      </div>
    </SectionScreen>
  );
}

export default withProfileMessages(IdentityScreen);

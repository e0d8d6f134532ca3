import { defineMessages } from '@/lib/i18n/define-messages';

export const identityMessages = defineMessages({
  title: {
    id: 'profile.identity.title',
    defaultMessage: 'Your ID',
    description: 'Title of /identityInfo',
  },
  lead: {
    id: 'profile.identity.lead',
    defaultMessage:
      'Use a valid government ID with your photo. We use it only to verify who you are.',
    description: 'Guidance under the identity title',
  },
  idType: {
    id: 'profile.identity.idType',
    defaultMessage: 'Type of ID',
    description: 'Field label',
  },
  idNumber: {
    id: 'profile.identity.idNumber',
    defaultMessage: 'ID number',
    description: 'Field label',
  },
  idNumberHint: {
    id: 'profile.identity.idNumberHint',
    defaultMessage: 'Example: {example}',
    description: 'Hint under the ID number showing the shape of a number of the chosen type',
  },
  idNumberCorrection: {
    id: 'profile.identity.idNumberCorrection',
    defaultMessage:
      'We could not verify this number. Check it against your ID: type it exactly as printed, and check that the type of ID is the card you have.',
    description:
      'Hint at the ID number while a correction of the identity details is open (docs/profile.md#saving-and-review)',
  },
  documentPhoto: {
    id: 'profile.identity.documentPhoto',
    defaultMessage: 'Photo of your ID',
    description: 'Heading of the ID photo block',
  },
  photoRequired: {
    id: 'profile.identity.photoRequired',
    defaultMessage: 'Please take a photo of your ID before you continue.',
    description: 'Continue pressed before the ID photo was uploaded',
  },
  faceTitle: {
    id: 'profile.face.title',
    defaultMessage: 'Face recognition',
    description: 'Title of the face step',
  },
  faceLead: {
    id: 'profile.face.lead',
    defaultMessage:
      'Take a clear photo of your face, holding your ID beside it. We compare it with your ID to keep your account safe.',
    description: 'Guidance under the face step title',
  },
  facePhoto: {
    id: 'profile.face.photo',
    defaultMessage: 'Photo of your face',
    description: 'Heading of the face photo block',
  },
  faceRequired: {
    id: 'profile.face.required',
    defaultMessage: 'Please take the photo of your face first.',
    description: 'Submit pressed before the face photo was uploaded',
  },
  submit: {
    id: 'profile.face.submit',
    defaultMessage: 'Submit application',
    description: 'Button: submit the finished application for a decision',
  },
  continueMissing: {
    id: 'profile.face.continueMissing',
    defaultMessage: 'Continue to the next missing step',
    description: 'Button on the face step when another step is still incomplete',
  },
  submitNote: {
    id: 'profile.face.submitNote',
    defaultMessage:
      'After you submit, we review your application, usually within a few minutes, and send you an SMS.',
    description: 'What happens after submitting',
  },
});

export const idTypeLabels = defineMessages({
  philsys: {
    id: 'profile.option.idType.philsys',
    defaultMessage: 'PhilSys National ID (PhilID or ePhilID card number)',
    description: 'ID type option',
  },
  umid: { id: 'profile.option.idType.umid', defaultMessage: 'UMID', description: 'ID type option' },
  sss: { id: 'profile.option.idType.sss', defaultMessage: 'SSS ID', description: 'ID type option' },
  driversLicense: {
    id: 'profile.option.idType.driversLicense',
    defaultMessage: 'Driver’s license (LTO)',
    description: 'ID type option',
  },
  passport: {
    id: 'profile.option.idType.passport',
    defaultMessage: 'Philippine passport',
    description: 'ID type option',
  },
  prc: { id: 'profile.option.idType.prc', defaultMessage: 'PRC ID', description: 'ID type option' },
  tin: { id: 'profile.option.idType.tin', defaultMessage: 'TIN ID', description: 'ID type option' },
  postal: {
    id: 'profile.option.idType.postal',
    defaultMessage: 'Postal ID',
    description: 'ID type option',
  },
  voters: {
    id: 'profile.option.idType.voters',
    defaultMessage: 'Voter’s ID or certification',
    description: 'ID type option',
  },
});

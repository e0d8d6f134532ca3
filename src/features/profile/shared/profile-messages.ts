import { defineMessages } from '@/lib/i18n/define-messages';

/** Texts every profile screen shares: progress, actions, states. */
export const profileMessages = defineMessages({
  progressLabel: {
    id: 'profile.progress.label',
    defaultMessage: 'Application progress',
    description: 'Accessible name of the list of application steps',
  },
  stage1: {
    id: 'profile.progress.stage1',
    defaultMessage: 'Start',
    description: 'Application step 1 (docs/profile.md#stages): personal, address and work details',
  },
  stage2: {
    id: 'profile.progress.stage2',
    defaultMessage: 'Verify contact',
    description: 'Application step 2 (docs/profile.md#stages): emergency contacts',
  },
  stage3: {
    id: 'profile.progress.stage3',
    defaultMessage: 'Verify identity',
    description: 'Application step 3 (docs/profile.md#stages): ID and payout account',
  },
  stage4: {
    id: 'profile.progress.stage4',
    defaultMessage: 'Face recognition',
    description: 'Final application step (docs/profile.md#stages): face photo',
  },
  stepOf: {
    id: 'profile.progress.stepOf',
    defaultMessage: 'Step {stage} of 4',
    description: 'Which of the four application steps this screen belongs to',
  },
  timeNew: {
    id: 'profile.progress.timeNew',
    defaultMessage: 'The whole application takes about 5 minutes.',
    description: 'The application takes about 5 minutes (docs/profile.md#stages)',
  },
  timeCorrection: {
    id: 'profile.progress.timeCorrection',
    defaultMessage: 'Correcting it takes about 2 minutes.',
    description: 'A modification takes about 2 minutes (docs/profile.md#stages)',
  },
  back: {
    id: 'profile.page.back',
    defaultMessage: 'Back',
    description: 'Link back to the previous screen',
  },
  saveContinue: {
    id: 'profile.page.saveContinue',
    defaultMessage: 'Save and continue',
    description: 'Button that saves a step and opens the next one',
  },
  saving: {
    id: 'profile.page.saving',
    defaultMessage: 'Saving…',
    description: 'Button text while a step is being saved',
  },
  choose: {
    id: 'profile.page.choose',
    defaultMessage: 'Choose…',
    description: 'Placeholder of a drop-down list before anything is chosen',
  },
  loading: {
    id: 'profile.page.loading',
    defaultMessage: 'Loading your application…',
    description: 'Shown while the saved application loads',
  },
  loadFailed: {
    id: 'profile.page.loadFailed',
    defaultMessage: 'We could not load your application.',
    description: 'The saved application could not be loaded',
  },
  retry: {
    id: 'profile.page.retry',
    defaultMessage: 'Try again',
    description: 'Button to load the application again',
  },
  readOnly: {
    id: 'profile.page.readOnly',
    defaultMessage:
      'Your application has been submitted. You can review these details, but not change them now.',
    description: 'Shown on a step while the application is under review or approved',
  },
  keptOnPhone: {
    id: 'profile.page.keptOnPhone',
    defaultMessage: 'What you type is kept on this phone until it is sent.',
    description: 'Reassurance that typed input is not lost',
  },
  correctionIdentityPhoto: {
    id: 'profile.correction.identityPhoto',
    defaultMessage:
      'We could not read the photo of your ID: it was not clear enough (for example blurry, too dark or cut off). Take a new photo below. Your other details stay as they are.',
    description: 'Identity verification failed: re-upload the photo (docs/errors.md#catalogue)',
  },
  correctionAuthInfo: {
    id: 'profile.correction.authInfo',
    defaultMessage:
      'We could not verify your ID number. Check the type of ID and the number below, correct what is wrong, then save.',
    description:
      'Authentication info issue: correct it in the application (docs/errors.md#catalogue)',
  },
  correctionFacePhoto: {
    id: 'profile.correction.facePhoto',
    defaultMessage:
      'Your face photo did not pass our check: your face must be clearly visible and match the photo on your ID. Take a new photo below, then send your application again.',
    description: 'Needs correction: re-take the face photo (docs/loans.md#application)',
  },
  correctionBankInfo: {
    id: 'profile.correction.bankInfo',
    defaultMessage:
      'Your account details below are not correct. Check the bank or e-wallet, the account number and the name on the account, correct what is wrong, then save.',
    description:
      'Bank card info incorrect: correct it before reapplying (docs/errors.md#catalogue)',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

export const homeMessages = defineMessages({
  greeting: {
    id: 'home.index.greeting',
    defaultMessage: 'Mabuhay! You are signed in as {phone}.',
    description: 'Greeting on the apply home with the masked phone number',
  },
  applyTitle: {
    id: 'home.index.applyTitle',
    defaultMessage: 'Get your credit limit',
    description: 'Card title inviting the borrower to apply',
  },
  applyBody: {
    id: 'home.index.applyBody',
    defaultMessage:
      'Complete your application in about 5 minutes. We show every fee in pesos before you sign, and the money goes to your bank or e-wallet.',
    description: 'What applying involves',
  },
  stepsTitle: {
    id: 'home.index.stepsTitle',
    defaultMessage: 'How it works',
    description: 'Title of the steps list',
  },
  step1: {
    id: 'home.index.step1',
    defaultMessage: 'Start your application',
    description: 'Application step 1',
  },
  step2: {
    id: 'home.index.step2',
    defaultMessage: 'Verify your contact details',
    description: 'Application step 2',
  },
  step3: {
    id: 'home.index.step3',
    defaultMessage: 'Verify your identity',
    description: 'Application step 3',
  },
  step4: {
    id: 'home.index.step4',
    defaultMessage: 'Face recognition',
    description: 'Application final step',
  },
  apply: {
    id: 'home.index.apply',
    defaultMessage: 'Start application',
    description: 'Button: begin the application',
  },
  continueTitle: {
    id: 'home.application.continueTitle',
    defaultMessage: 'Continue your application',
    description: 'Card title when some steps are done',
  },
  continueStep: {
    id: 'home.application.continueStep',
    defaultMessage: 'Step {stage} of {total}: {name}. We kept everything you entered.',
    description:
      'Progress of a started application, counted in the four steps the application screens show (docs/profile.md#stages); {name} is one of the "How it works" steps',
  },
  continue: {
    id: 'home.application.continue',
    defaultMessage: 'Continue',
    description: 'Button: open the next missing step',
  },
  submitTitle: {
    id: 'home.application.submitTitle',
    defaultMessage: 'Ready to submit',
    description: 'Card title when every step is complete',
  },
  submitBody: {
    id: 'home.application.submitBody',
    defaultMessage:
      'All steps are complete. Check your details, then submit your application for a decision.',
    description: 'Invitation to submit',
  },
  submit: {
    id: 'home.application.submit',
    defaultMessage: 'Submit application',
    description: 'Button: submit the application',
  },
  reviewDetails: {
    id: 'home.application.reviewDetails',
    defaultMessage: 'Review my details',
    description: 'Link to the first step to review entries',
  },
  reviewTitle: {
    id: 'home.application.reviewTitle',
    defaultMessage: 'Under review',
    description: 'Card title while the application is being decided',
  },
  reviewBody: {
    id: 'home.application.reviewBody',
    defaultMessage:
      'We are checking your application. This usually takes a few minutes; when a person from our team checks it, it can take up to one working day. We will send you an SMS when it is decided.',
    description: 'Under review explanation',
  },
  approvedTitle: {
    id: 'home.application.approvedTitle',
    defaultMessage: 'You are approved!',
    description: 'Card title when a credit quota is granted',
  },
  quotaLabel: {
    id: 'home.application.quotaLabel',
    defaultMessage: 'Your credit limit',
    description: 'Label before the approved quota amount',
  },
  approvedBody: {
    id: 'home.application.approvedBody',
    defaultMessage: 'Choose an amount and a term, and see every fee in pesos before you sign.',
    description: 'What happens next after approval',
  },
  withdraw: {
    id: 'home.application.withdraw',
    defaultMessage: 'Withdraw',
    description: 'Button: go to the withdrawal screen',
  },
  rejectedTitle: {
    id: 'home.application.rejectedTitle',
    defaultMessage: 'We can’t offer you a loan right now',
    description: 'Card title when the application was refused (docs/loans.md#refusal)',
  },
  rejectedBody: {
    id: 'home.application.rejectedBody',
    defaultMessage:
      'Based on our assessment of your application, we cannot offer you a loan at this time. This is not a judgement of you as a person.',
    description:
      'Error catalogue (docs/errors.md#catalogue): application refused, in kind words; never a reason or the score',
  },
  correctionTitle: {
    id: 'home.application.correctionTitle',
    defaultMessage: 'Please correct your application',
    description: 'Card title when the application needs a correction',
  },
  correctionIdentityPhoto: {
    id: 'home.application.correctionIdentityPhoto',
    defaultMessage:
      'We could not read the photo of your ID. Take a new photo, then send your application again.',
    description:
      'Error catalogue (docs/errors.md#catalogue): identity verification fails, re-upload',
  },
  correctionAuthInfo: {
    id: 'home.application.correctionAuthInfo',
    defaultMessage:
      'We could not verify your ID number. Check it and correct it, then send your application again.',
    description: 'Error catalogue (docs/errors.md#catalogue): authentication info issue',
  },
  correctionFacePhoto: {
    id: 'home.application.correctionFacePhoto',
    defaultMessage:
      'Your face photo did not pass our check: we could not see your face clearly or match it to your ID. Take a new face photo, then send your application again.',
    description: 'Needs correction: re-take the face photo (docs/loans.md#application)',
  },
  correctionBankInfo: {
    id: 'home.application.correctionBankInfo',
    defaultMessage:
      'Your bank or e-wallet account details are not correct. Correct them, then send your application again.',
    description:
      'Error catalogue (docs/errors.md#catalogue): bank card info incorrect, correct it before reapplying',
  },
  refusalIdentity: {
    id: 'home.application.refusalIdentity',
    defaultMessage: 'We could not verify your identity from the ID and photos you sent.',
    description:
      'Refused, the reason a reviewer recorded (docs/loans.md#refusal): identity not verified',
  },
  refusalInformation: {
    id: 'home.application.refusalInformation',
    defaultMessage: 'We could not confirm some of the details in your application.',
    description:
      'Refused, the reason a reviewer recorded (docs/loans.md#refusal): details not confirmed',
  },
  fixNow: {
    id: 'home.application.fixNow',
    defaultMessage: 'Fix it now',
    description: 'Button: open the field to correct',
  },
  statusFailed: {
    id: 'home.application.statusFailed',
    defaultMessage: 'We could not load your application status.',
    description: 'Status failed to load',
  },
});

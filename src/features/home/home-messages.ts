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
});

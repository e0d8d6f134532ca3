import { defineMessages } from '@/lib/i18n/define-messages';

/**
 * Texts of /changeBank: a repeat borrower names a new payout account (docs/profile.md#bank-change).
 */
export const changeBankMessages = defineMessages({
  title: {
    id: 'profile.changeBank.title',
    defaultMessage: 'Change payout account',
    description: 'Title of /changeBank',
  },
  lead: {
    id: 'profile.changeBank.lead',
    defaultMessage: 'Your next loan will be sent to the new account.',
    description: 'Guidance under the /changeBank title',
  },
  current: {
    id: 'profile.changeBank.current',
    defaultMessage: 'Current account',
    description: 'Heading of the payout account on file',
  },
  currentAccount: {
    id: 'profile.changeBank.currentAccount',
    defaultMessage: '{payee}, account ending in {last4}',
    description: 'The account on file, masked to its last 4 digits',
  },
  currentCash: {
    id: 'profile.changeBank.currentCash',
    defaultMessage: '{payee}, cash pick-up',
    description: 'The payout on file is cash pick-up at a remittance shop',
  },
  noAccount: {
    id: 'profile.changeBank.noAccount',
    defaultMessage: 'You have not added a payout account yet.',
    description: 'Shown on /changeBank when no payout account is on file',
  },
  addAccount: {
    id: 'profile.changeBank.addAccount',
    defaultMessage: 'Add a payout account',
    description: 'Button to /bankInfo when no payout account is on file',
  },
  inApplication: {
    id: 'profile.changeBank.inApplication',
    defaultMessage:
      'Your application is not sent yet, so you can still change the account in the application itself.',
    description: 'Shown on /changeBank while the profile is still being filled',
  },
  editAccount: {
    id: 'profile.changeBank.editAccount',
    defaultMessage: 'Edit payout account',
    description: 'Button to /bankInfo from /changeBank while the application is not sent',
  },
  notAllowedTitle: {
    id: 'profile.changeBank.notAllowedTitle',
    defaultMessage: 'You can change your payout account after you repay a loan',
    description:
      'Heading when a bank change is refused: first-time borrower (docs/profile.md#bank-change)',
  },
  notAllowedBody: {
    id: 'profile.changeBank.notAllowedBody',
    defaultMessage:
      'To protect your money, only borrowers who have fully repaid a loan can change the account we pay out to. Your current account stays as it is.',
    description: 'Why a first-time borrower cannot change the payout account yet',
  },
  goBack: {
    id: 'profile.changeBank.goBack',
    defaultMessage: 'Go back',
    description: 'Button that leaves /changeBank after a refusal',
  },
  submit: {
    id: 'profile.changeBank.submit',
    defaultMessage: 'Save new account',
    description: 'Button that sends the new payout account',
  },
  payoutLead: {
    id: 'profile.changeBank.payoutLead',
    defaultMessage:
      'The transfer to this account did not go through, so nothing was sent to you. Check the account number and the account holder’s name, or choose another account. We send the money again as soon as you save.',
    description:
      'Guidance under the /changeBank title after a failed payout (docs/loans.md#disbursement): nothing was received',
  },
  payoutCurrent: {
    id: 'profile.changeBank.payoutCurrent',
    defaultMessage: 'Account we could not send to',
    description: 'Heading of the payout account on file after its payout failed',
  },
  payoutSubmit: {
    id: 'profile.changeBank.payoutSubmit',
    defaultMessage: 'Save and send my loan',
    description:
      'Button that saves the corrected account after a failed payout and sends the loan again',
  },
  payoutSaved: {
    id: 'profile.changeBank.payoutSaved',
    defaultMessage: 'Thank you. We are sending your loan to the new account.',
    description: 'Toast after the account is re-entered following a failed payout',
  },
  saved: {
    id: 'profile.changeBank.saved',
    defaultMessage: 'Your payout account has been changed.',
    description: 'Toast after the new payout account is saved',
  },
});

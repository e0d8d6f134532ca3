import { defineMessages } from '@/lib/i18n/define-messages';

/** Texts of /bankInfo (and the same fields on /changeBank): where the loan is paid out. */
export const bankMessages = defineMessages({
  title: {
    id: 'profile.bank.title',
    defaultMessage: 'Where should we send your loan?',
    description: 'Title of /bankInfo',
  },
  lead: {
    id: 'profile.bank.lead',
    defaultMessage: 'Choose a bank account, an e-wallet, or cash pick-up at a remittance shop.',
    description: 'Guidance under the /bankInfo title',
  },
  channel: {
    id: 'profile.bank.channel',
    defaultMessage: 'Receive the money by',
    description: 'Label of the choice between bank, e-wallet and cash pick-up',
  },
  payeeBank: {
    id: 'profile.bank.payeeBank',
    defaultMessage: 'Bank',
    description: 'Label of the bank chosen on /bankName',
  },
  payeeEwallet: {
    id: 'profile.bank.payeeEwallet',
    defaultMessage: 'E-wallet',
    description: 'Label of the e-wallet chosen on /bankName',
  },
  payeeRemittance: {
    id: 'profile.bank.payeeRemittance',
    defaultMessage: 'Remittance shop',
    description: 'Label of the remittance shop chosen on /bankName',
  },
  chooseBank: {
    id: 'profile.bank.chooseBank',
    defaultMessage: 'Choose your bank',
    description: 'Button text while no bank is chosen; opens the list of banks',
  },
  chooseEwallet: {
    id: 'profile.bank.chooseEwallet',
    defaultMessage: 'Choose your e-wallet',
    description: 'Button text while no e-wallet is chosen; opens the list of e-wallets',
  },
  chooseRemittance: {
    id: 'profile.bank.chooseRemittance',
    defaultMessage: 'Choose a remittance shop',
    description: 'Button text while no shop is chosen; opens the list of remittance shops',
  },
  change: {
    id: 'profile.bank.change',
    defaultMessage: 'Change',
    description: 'Shown beside the chosen bank, e-wallet or shop: tap to choose another',
  },
  account: {
    id: 'profile.bank.account',
    defaultMessage: 'Account number',
    description: 'Field label: bank account number',
  },
  accountHint: {
    id: 'profile.bank.accountHint',
    defaultMessage: '10 to 16 digits, as shown in your bank app or passbook.',
    description: 'Hint under the bank account number',
  },
  confirmAccount: {
    id: 'profile.bank.confirmAccount',
    defaultMessage: 'Confirm account number',
    description: 'Field label: the bank account number typed a second time',
  },
  confirmAccountHint: {
    id: 'profile.bank.confirmAccountHint',
    defaultMessage: 'Type the account number again so we know it is right.',
    description: 'Hint under the confirmation of the bank account number',
  },
  walletAccount: {
    id: 'profile.bank.walletAccount',
    defaultMessage: 'E-wallet account number',
    description: 'Field label: the mobile number registered with the e-wallet',
  },
  walletAccountHint: {
    id: 'profile.bank.walletAccountHint',
    defaultMessage: 'The mobile number registered with your e-wallet: 11 digits starting 09.',
    description:
      'Hint under the e-wallet account: 11 digits starting 09 (docs/profile.md#payout-account)',
  },
  walletSuggested: {
    id: 'profile.bank.walletSuggested',
    defaultMessage:
      'We put in the number you signed in with; change it if your e-wallet uses another.',
    description:
      'Second line of the hint while the e-wallet account is the suggested sign-in mobile (docs/profile.md#payout-account)',
  },
  remittanceNote: {
    id: 'profile.bank.remittanceNote',
    defaultMessage:
      'No account needed. Claim the cash at the shop with a valid ID in the name below.',
    description: 'Shown for cash pick-up instead of an account number',
  },
  holder: {
    id: 'profile.bank.holder',
    defaultMessage: 'Account holder',
    description: 'Heading of the payee name fields',
  },
  holderHint: {
    id: 'profile.bank.holderHint',
    defaultMessage:
      'We filled in the name from your application. It must match your ID and the name on the account: we only send money to an account in your own name.',
    description:
      'Under the account holder heading: the name is suggested from basic information and must be the borrower’s own',
  },
  firstName: {
    id: 'profile.bank.firstName',
    defaultMessage: 'First name',
    description: 'Field label: payee first name',
  },
  middleName: {
    id: 'profile.bank.middleName',
    defaultMessage: 'Middle name (optional)',
    description: 'Field label: payee middle name; every optional field says so in its label',
  },
  lastName: {
    id: 'profile.bank.lastName',
    defaultMessage: 'Last name',
    description: 'Field label: payee last name',
  },
  withdrawalPhone: {
    id: 'profile.bank.withdrawalPhone',
    defaultMessage: 'Withdrawal phone',
    description: 'Field label: mobile number for payout notices and cash pick-up',
  },
  withdrawalPhoneHint: {
    id: 'profile.bank.withdrawalPhoneHint',
    defaultMessage:
      'We text payout updates to this number. Remittance shops ask for it when you claim the cash.',
    description: 'Hint under the withdrawal phone',
  },
});

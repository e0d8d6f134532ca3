import { defineMessages } from '@/lib/i18n/define-messages';

/** Texts of /bankName: the searchable list of banks, e-wallets or remittance shops. */
export const bankNameMessages = defineMessages({
  titleBank: {
    id: 'profile.bankName.titleBank',
    defaultMessage: 'Choose your bank',
    description: 'Title of /bankName for bank accounts',
  },
  titleEwallet: {
    id: 'profile.bankName.titleEwallet',
    defaultMessage: 'Choose your e-wallet',
    description: 'Title of /bankName for e-wallets',
  },
  titleRemittance: {
    id: 'profile.bankName.titleRemittance',
    defaultMessage: 'Choose a remittance shop',
    description: 'Title of /bankName for cash pick-up',
  },
  search: {
    id: 'profile.bankName.search',
    defaultMessage: 'Search by name',
    description: 'Label of the filter above the list',
  },
  count: {
    id: 'profile.bankName.count',
    defaultMessage: '{count, plural, =0 {No match} one {# match} other {# matches}}',
    description: 'How many entries the filter leaves, announced to screen readers',
  },
  noMatch: {
    id: 'profile.bankName.noMatch',
    defaultMessage: 'Nothing matches “{query}”. Check the spelling or clear the search.',
    description: 'The filter leaves no entry',
  },
  chosen: {
    id: 'profile.bankName.chosen',
    defaultMessage: '(chosen)',
    description: 'Marks the entry chosen before, after its name',
  },
});

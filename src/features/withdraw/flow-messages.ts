import { defineMessages } from '@/lib/i18n/define-messages';

/** Texts the three withdrawal screens share. */
export const flowMessages = defineMessages({
  retry: {
    id: 'withdraw.flow.retry',
    defaultMessage: 'Try again',
    description: 'Button: repeat a request that failed (network or server error)',
  },
  goHome: {
    id: 'withdraw.flow.goHome',
    defaultMessage: 'Back to home',
    description: 'Button or link: return to the home screen',
  },
  reviewNewFigures: {
    id: 'withdraw.flow.reviewNewFigures',
    defaultMessage: 'Review new figures',
    description: 'Button: back to the withdrawal screen, which asks for new figures',
  },
  chooseLoan: {
    id: 'withdraw.flow.chooseLoan',
    defaultMessage: 'Choose your loan',
    description: 'Button: go to the withdrawal screen to choose amount and term',
  },
  noQuote: {
    id: 'withdraw.flow.noQuote',
    defaultMessage: 'Choose your amount and term first; then we prepare your documents.',
    description: 'Documents or signature screen opened without a chosen loan',
  },
  loading: {
    id: 'withdraw.flow.loading',
    defaultMessage: 'Loading…',
    description: 'Status while a withdrawal screen loads its data',
  },
});

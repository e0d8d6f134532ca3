import { defineMessages } from '@/lib/i18n/define-messages';

/** Texts of the public key fact statement page (/KSResult, docs/loans.md#key-fact-link). */
export const keyFactsMessages = defineMessages({
  title: {
    id: 'keyFacts.result.title',
    defaultMessage: 'Disclosure statement',
    description: 'Title of the public key fact statement page',
  },
  orderNo: {
    id: 'keyFacts.result.orderNo',
    defaultMessage: 'Order number',
    description: 'Label of the order number',
  },
  expires: {
    id: 'keyFacts.result.expires',
    defaultMessage: 'Link valid until',
    description: 'Label of the link expiry time',
  },
  notFound: {
    id: 'keyFacts.result.notFound',
    defaultMessage:
      'This link is not valid. Check that you opened the whole link from your SMS or from the app.',
    description: 'The link is incomplete or its signature does not match',
  },
  expired: {
    id: 'keyFacts.result.expired',
    defaultMessage:
      'This link has expired. Sign in and open the loan in My loans to see its disclosure statement, or ask customer service.',
    description: 'The link is past its expiry (LINK_EXPIRED)',
  },
  readOnly: {
    id: 'keyFacts.result.readOnly',
    defaultMessage: 'This is a read-only copy of the statement as it was signed.',
    description: 'Note above the statement',
  },
});

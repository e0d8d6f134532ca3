import { defineMessages } from 'react-intl';

export const legalScreenMessages = defineMessages({
  back: {
    id: 'legal.screen.back',
    defaultMessage: 'Back',
    description: 'Button: leave the legal document',
  },
});

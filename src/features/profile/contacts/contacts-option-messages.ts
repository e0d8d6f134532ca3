import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ContactRelation } from '@contract/profile/options';
import { defineMessages } from '@/lib/i18n/define-messages';

/*
 * Labels of the emergency contact relations (docs/profile.md#emergency-contacts); the values are
 * the contract's codes.
 */

export const relationLabels = defineMessages({
  parents: {
    id: 'profile.option.relation.parents',
    defaultMessage: 'Parent',
    description: 'Emergency contact relation option',
  },
  spouse: {
    id: 'profile.option.relation.spouse',
    defaultMessage: 'Spouse or partner',
    description: 'Emergency contact relation option',
  },
  children: {
    id: 'profile.option.relation.children',
    defaultMessage: 'Son or daughter',
    description: 'Emergency contact relation option',
  },
  siblingsRelatives: {
    id: 'profile.option.relation.siblingsRelatives',
    defaultMessage: 'Sibling or relative',
    description: 'Emergency contact relation option',
  },
  friends: {
    id: 'profile.option.relation.friends',
    defaultMessage: 'Friend',
    description: 'Emergency contact relation option',
  },
  colleague: {
    id: 'profile.option.relation.colleague',
    defaultMessage: 'Co-worker',
    description: 'Emergency contact relation option',
  },
  others: {
    id: 'profile.option.relation.others',
    defaultMessage: 'Other',
    description: 'Emergency contact relation option',
  },
});

// Every relation of the contract has a label.
const _complete: Record<ContactRelation, MessageDescriptor> = relationLabels;

/** A relation code → its label in the borrower's language (an unknown code is shown as is). */
export function useRelationLabel(): (value: string) => string {
  const intl = useIntl();
  return useCallback(
    (value: string) => {
      const message = (relationLabels as Record<string, MessageDescriptor>)[value];
      return message ? intl.formatMessage(message) : value;
    },
    [intl],
  );
}

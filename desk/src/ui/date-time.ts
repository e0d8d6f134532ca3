import type { IntlShape } from 'react-intl';

/** A moment as staff read it: Manila's date and time, whatever the laptop's zone. */
export const manilaDateTime = (intl: IntlShape, iso: string): string =>
  intl.formatDate(iso, {
    timeZone: 'Asia/Manila',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

import type { IntlShape } from 'react-intl';

/** A moment as staff read it: Manila's date and time, whatever the laptop's zone. */
export const manilaDateTime = (intl: IntlShape, iso: string): string =>
  intl.formatDate(iso, {
    timeZone: 'Asia/Manila',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** A Manila calendar day ("2026-12-02") as staff read dates: "Dec 2, 2026". */
export const manilaDay = (intl: IntlShape, day: string): string =>
  intl.formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC', dateStyle: 'medium' });

/* Zod-free: the settings screen names the saved file as the server does. */

/** The downloaded file's name: the Manila date only, nothing personal (docs/account.md#data-download). */
export const exportFileName = (manilaDay: string, format: 'json' | 'html'): string =>
  `sulong-cash-data-${manilaDay}.${format}`;

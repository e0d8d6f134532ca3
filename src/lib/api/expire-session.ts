import type { Dispatch } from '@reduxjs/toolkit';
import { rememberLegacyOwner } from '@/lib/drafts/legacy-owner';
import { rememberSignInPhone } from '@/lib/drafts/sign-in-draft';
import { shellFieldsSet, type PublicData } from '@/lib/core/core-slice';
import { sessionExpired } from './session-events';

/**
 * The server refused the stored token: the session ends here too. One ending under an old
 * sequential id first leaves its drafts for the same borrower's next sign-in
 * (docs/security.md#customer-ids). Done where the refusal arrives, not in the store's effects, so
 * the first load carries none of it.
 */
export function expireSession(
  dispatch: Dispatch,
  { customerId, phone_number }: Pick<PublicData, 'customerId' | 'phone_number'>,
): void {
  rememberLegacyOwner(customerId, phone_number);
  // The borrower did not sign out: the next sign-in starts from their number (docs/sign-in.md#phone).
  rememberSignInPhone(phone_number);
  dispatch(sessionExpired());
  // /start tells the borrower why they are there (docs/navigation.md#core-store).
  dispatch(shellFieldsSet({ showLoginPopup: true }));
}

import { loansPart, photosPart, profilePart, settingsPart, signInPart } from './account-data.ts';
import { feedbackData } from '../care/feedback-data.ts';
import { couponsPart } from './coupons-data.ts';
import { homeScreenBonusPart } from './home-screen-bonus-data.ts';
import { messagesPart } from './messages-data.ts';
import type { PersonalDataPart } from './personal-data.ts';

/**
 * Every part of what the server holds about a borrower (docs/account.md#what-is-kept), in the
 * order the deletion erases them: unsigned quotes before the coupons and applications they name,
 * and sign-in last, as it detaches the phone the others may need. A new part goes before it.
 * tests/api/personal-data-coverage.test.ts fails on a table with a customer_id or phone column
 * that no part claims.
 */
export const PARTS: readonly PersonalDataPart[] = [
  loansPart,
  homeScreenBonusPart,
  couponsPart,
  profilePart,
  photosPart,
  messagesPart,
  settingsPart,
  feedbackData,
  signInPart,
];

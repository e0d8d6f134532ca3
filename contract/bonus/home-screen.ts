import { z } from 'zod';
import { centavos } from '../loan/api.ts';

/*
 * The add-to-home-screen bonus (docs/coupons.md#home-screen-bonus): the app reports the first
 * launch from the home screen; the server grants, once per customer, a repayment coupon usable
 * only for payment in full and raises the quota ceiling.
 */

/** What told the app it was launched from the home screen. */
export const HOME_SCREEN_SIGNALS = [
  'displayMode',
  'iosStandalone',
  'startUrl',
  'storedFlag',
] as const;
export type HomeScreenSignal = (typeof HOME_SCREEN_SIGNALS)[number];

/** `POST /api/bonus/home-screen/launch`: a launch from the home screen, seen on this device. */
export const homeScreenLaunchRequestSchema = z.object({ signal: z.enum(HOME_SCREEN_SIGNALS) });
export type HomeScreenLaunchRequest = z.infer<typeof homeScreenLaunchRequestSchema>;

/** `GET /api/bonus/home-screen`, and the answer to a launch report. */
export const homeScreenBonusViewSchema = z.object({
  /** When the bonus was granted to this customer; null: not yet. */
  grantedAt: z.string().nullable(),
  /** The coupon the bonus grants (or granted). */
  couponCentavos: centavos,
  couponValidDays: z.number().int().positive(),
  /** The quota ceiling with the bonus, and without it. */
  bonusCeilingCentavos: centavos,
  baseCeilingCentavos: centavos,
  /** True only in the answer to the report that granted it (the app shows its notice once). */
  grantedNow: z.boolean(),
});
export type HomeScreenBonusView = z.infer<typeof homeScreenBonusViewSchema>;

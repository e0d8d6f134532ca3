import type { AppConfig } from '../../config.ts';
import { grantingCampaigns } from '../../content/coupon-campaigns.ts';
import type { Db } from '../../db/db.ts';
import { grantCampaignCoupons } from '../../repositories/coupons.ts';
import type { GrantedCoupon } from '../../repositories/coupons.ts';
import { insertMessage } from '../../repositories/messages.ts';

/** The couponGranted message of a grant: values only (docs/coupons.md#campaigns). */
export const couponGrantedMessage = (
  customerId: string,
  coupon: GrantedCoupon,
  at: Date,
): Parameters<typeof insertMessage>[1] => ({
  customerId,
  kind: 'couponGranted',
  params: {
    couponId: coupon.id,
    type: coupon.type,
    deductionCentavos: coupon.deductionCentavos,
    validUntil: coupon.validUntil.toISOString(),
  },
  at,
});

/**
 * Grants the customer every due campaign coupon they are in the audience of and do not hold yet,
 * each with its couponGranted message, in the caller's transaction (docs/coupons.md#campaigns).
 * Called when the coupon list is read, at sign-in and at an approval; with no campaign granting
 * now it costs no statement.
 */
export async function grantDueCampaignCoupons(
  tx: Db,
  config: AppConfig,
  customerId: string,
  at: Date,
): Promise<GrantedCoupon[]> {
  const due = grantingCampaigns(config.loan.couponCampaigns, at);
  if (due.length === 0) return [];
  const granted = await grantCampaignCoupons(
    tx,
    customerId,
    due.map((c) => ({
      id: c.id,
      type: c.type,
      appliesTo: c.appliesTo,
      deductionCentavos: c.deductionCentavos,
      minCentavos: c.minCentavos,
      validDays: c.validDays,
      audience: c.audience,
    })),
    at,
  );
  for (const coupon of granted)
    await insertMessage(tx, couponGrantedMessage(customerId, coupon, at));
  return granted;
}

/** Whether any campaign grants at `at` (a read needs no transaction otherwise). */
export const campaignsGranting = (config: AppConfig, at: Date): boolean =>
  grantingCampaigns(config.loan.couponCampaigns, at).length > 0;

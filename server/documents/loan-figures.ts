import type { Pricing } from '../../contract/loan/api.ts';
import { MAX_TOTAL_COST_PPM } from '../domain/pricing/caps.ts';
import { extensionFee } from '../domain/pricing/charges.ts';
import type { ChargeTiming, ProductConfig } from '../domain/pricing/product-config.ts';
import type { DocumentFormat } from './document-format.ts';
import type { CommonTexts } from './texts/document-texts.ts';
import type { DocumentContext } from './document-context.ts';

/*
 * Figures the documents state that the quote holds only implicitly. Each is derived from the
 * pricing engine's own rules and constants, never re-implemented here.
 */

export interface ChargeLine {
  label: string;
  amount: string;
  timing: ChargeTiming;
}

/** Service fee, credit reporting fee and the tax line, in that order, with when each is paid. */
export function chargeLines(
  pricing: Pricing,
  product: ProductConfig,
  t: CommonTexts,
  f: DocumentFormat,
): ChargeLine[] {
  const timingOf = (kind: 'serviceFee' | 'creditReportingFee' | 'tax'): ChargeTiming =>
    pricing.charges.find((line) => line.kind === kind)?.timing ?? product[kind].timing;
  return [
    {
      label: t.serviceFee,
      amount: f.money(pricing.serviceFeeCentavos),
      timing: timingOf('serviceFee'),
    },
    {
      label: t.creditReportingFee,
      amount: f.money(pricing.creditReportingFeeCentavos),
      timing: timingOf('creditReportingFee'),
    },
    {
      label: t.tax({
        kind: pricing.tax.kind,
        rate: f.ratePpm(pricing.tax.ratePpm),
        base: pricing.tax.base,
      }),
      amount: f.money(pricing.tax.centavos),
      timing: timingOf('tax'),
    },
  ];
}

/**
 * Where the coupon went. The engine takes it off the charges deducted from the money sent
 * first, then off the charges due with the repayment.
 */
export function couponNote(pricing: Pricing, t: CommonTexts, f: DocumentFormat): string {
  const coupon = pricing.couponDeductionCentavos;
  if (coupon === 0) return t.coupon.none;
  const upfrontCharges = pricing.charges
    .filter((line) => line.timing === 'upfront')
    .reduce((sum, line) => sum + line.centavos, 0);
  const upfront = Math.min(coupon, upfrontCharges);
  const atRepayment = coupon - upfront;
  if (atRepayment === 0) return t.coupon.upfront;
  if (upfront === 0) return t.coupon.atRepayment;
  return t.coupon.split({ upfront: f.money(upfront), atRepayment: f.money(atRepayment) });
}

/** The total-cost cap (docs/loans.md#caps) in pesos: interest, fees and late charges stop there. */
export const totalCostCap = (pricing: Pricing): number =>
  Math.floor((pricing.principalCentavos * MAX_TOTAL_COST_PPM) / 1_000_000);

export function payoutDescription(ctx: DocumentContext, t: CommonTexts): string {
  const account = ctx.payoutAccount;
  const payee = account.payeeName;
  const holder = account.holderName;
  if (account.channel === 'remittance' || account.accountLast4 === null) {
    return t.payout.remittance({ payee, holder });
  }
  const last4 = account.accountLast4;
  return account.channel === 'bank'
    ? t.payout.bank({ payee, last4, holder })
    : t.payout.ewallet({ payee, last4, holder });
}

export function extensionText(ctx: DocumentContext, t: CommonTexts, f: DocumentFormat): string {
  const { extension } = ctx.product;
  if (extension.maxExtensions === 0) return t.extensionNone;
  return t.extension({
    days: t.days(extension.days),
    fee: f.money(extensionFee(ctx.product, ctx.pricing.principalCentavos)),
    rate: f.ratePpm(extension.feePpm),
    max: extension.maxExtensions,
  });
}

export const lateChargeText = (ctx: DocumentContext, t: CommonTexts, f: DocumentFormat): string =>
  t.lateCharge({
    rate: f.ratePpm(ctx.product.lateChargeDailyPpm),
    cap: f.money(totalCostCap(ctx.pricing)),
  });

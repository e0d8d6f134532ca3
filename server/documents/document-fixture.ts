import type { Pricing } from '../../contract/loan/api.ts';
import { DEFAULT_CONTACT_HOURS } from '../../contract/loan/contact-hours.ts';
import type { DocumentContext } from './document-context.ts';
import type { ProductConfig } from '../domain/pricing/product-config.ts';

/*
 * A loan worked out by hand for the document tests (not by the engine, so a change there cannot
 * quietly change what these tests expect): ₱5,000.00 for 14 days at 0.10 % a day.
 *   interest            5,000.00 × 0.001 × 14        =    70.00  at repayment
 *   service fee         5,000.00 × 1.2 %             =    60.00  deducted
 *   credit reporting    5,000.00 × 0.2 %             =    10.00  at repayment
 *   VAT                 60.00 × 12 %                 =     7.20  deducted
 *   received            5,000.00 − 60.00 − 7.20      = 4,932.80
 *   total               5,000.00 + 70.00 + 10.00     = 5,080.00
 *   finance charge      5,080.00 − 4,932.80          =   147.20
 *   EIR / month         (5,080 / 4,932.80)^(30/14) − 1 = 6.50 %
 */

export const fixtureProduct: ProductConfig = {
  id: 'sulong',
  line: 'main',
  theme: 1,
  minAmountCentavos: 2_000_00,
  maxAmountCentavos: 80_000_00,
  stepCentavos: 500_00,
  terms: [7, 14],
  dailyInterestPpm: 1_000,
  serviceFee: { ratePpm: 12_000, fixedCentavos: 0, timing: 'upfront' },
  creditReportingFee: { ratePpm: 2_000, fixedCentavos: 0, timing: 'atRepayment' },
  tax: { kind: 'vat', ratePpm: 120_000, base: 'serviceFee', timing: 'upfront' },
  // Fee 0.8 % of ₱5,000.00 = ₱40.00.
  extension: { days: 8, feePpm: 8_000, maxExtensions: 3 },
  lateChargeDailyPpm: 1_000,
};

export const fixturePricing: Pricing = {
  productId: 'sulong',
  amountCentavos: 5_000_00,
  termDays: 14,
  withdrawalDate: '2026-11-20',
  dueDate: '2026-12-04',
  dailyInterestPpm: 1_000,
  interestCentavos: 70_00,
  serviceFeeCentavos: 60_00,
  creditReportingFeeCentavos: 10_00,
  tax: { kind: 'vat', ratePpm: 120_000, base: 'serviceFee', centavos: 7_20 },
  charges: [
    { kind: 'serviceFee', centavos: 60_00, timing: 'upfront' },
    { kind: 'creditReportingFee', centavos: 10_00, timing: 'atRepayment' },
    { kind: 'tax', centavos: 7_20, timing: 'upfront' },
  ],
  couponDeductionCentavos: 0,
  receivedCentavos: 4_932_80,
  principalCentavos: 5_000_00,
  totalRepaymentCentavos: 5_080_00,
  financeChargeCentavos: 147_20,
  eirPerMonth: (5_080_00 / 4_932_80) ** (30 / 14) - 1,
  nominalRatePerMonth: 0.03,
  plan: [
    {
      number: 1,
      dueDate: '2026-12-04',
      principalCentavos: 5_000_00,
      interestCentavos: 70_00,
      feesCentavos: 10_00,
      totalCentavos: 5_080_00,
    },
  ],
};

/**
 * The same loan with a ₱75.00 coupon: ₱67.20 comes off the deducted charges (all of them), the
 * other ₱7.80 off the credit reporting fee due at repayment.
 *   received 5,000.00 · total 5,080.00 − 7.80 = 5,072.20 · finance charge 72.20
 */
export const fixturePricingWithCoupon: Pricing = {
  ...fixturePricing,
  couponDeductionCentavos: 75_00,
  receivedCentavos: 5_000_00,
  totalRepaymentCentavos: 5_072_20,
  financeChargeCentavos: 72_20,
  eirPerMonth: (5_072_20 / 5_000_00) ** (30 / 14) - 1,
  plan: [{ ...fixturePricing.plan[0]!, feesCentavos: 2_20, totalCentavos: 5_072_20 }],
};

export const fixtureLender: DocumentContext['lender'] = {
  proName: 'Sulong Cash',
  corporateName: 'Sulong Lending Corporation',
  secRegistrationNo: 'CS202600001',
  certificateOfAuthorityNo: '0001',
  corporateAddress: '12F Sample Tower, 6789 Ayala Avenue, Makati City, 1226 Metro Manila',
  landline: '+63 2 8000 0001',
  serviceEmail: 'support@sulong.cash.example',
  webServiceEmail: 'web@sulong.cash.example',
  hotLine: '+63 2 8000 0000',
  messengerUrl: null,
  viberUrl: null,
  proWebsite: 'https://sulong.cash.example',
  appStoreUrl: 'https://sulong.cash.example/app',
  adjustAppToken: '',
};

export function fixtureContext(overrides: Partial<DocumentContext> = {}): DocumentContext {
  return {
    language: 'en',
    pricing: fixturePricing,
    product: fixtureProduct,
    borrower: {
      fullName: 'Maria Santos Dela Cruz',
      address: '12 Mabini Street, Barangay San Roque, Quezon City, Metro Manila',
      phone: '+639171234567',
    },
    payoutAccount: {
      channel: 'ewallet',
      payeeCode: 'gcash',
      payeeName: 'GCash',
      accountLast4: '4567',
      holderName: 'Maria Santos Dela Cruz',
    },
    lender: fixtureLender,
    contactHours: DEFAULT_CONTACT_HOURS,
    issuedOn: '2026-11-20',
    ...overrides,
  };
}

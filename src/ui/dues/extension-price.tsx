import { useIntl } from 'react-intl';
import { formatManilaDay, formatPesos } from '@/lib/loan/loan-format';
import { Facts, type FactRow } from '../facts';
import { duesMessages as m } from './dues-messages';

export type ExtensionPriceFigures = {
  feeCentavos: number;
  settles: { interestCentavos: number; feesCentavos: number; lateChargeCentavos: number };
  /** What is paid today, after any coupon. */
  payCentavos: number;
  /** A cash coupon's deduction, when one is chosen (docs/coupons.md#types). */
  couponCentavos?: number;
  newDueDate: string;
  dueOnNewDateCentavos: number;
};

/**
 * What an extension costs (docs/loans.md#extension-price): the fee the loan agreement names, and
 * on lines of their own what the payment also settles, so the sum paid today is no surprise; then
 * what falls due on the new due date. Home's offer, the extension disclosure statement and the
 * receipt show it the same way.
 */
export function ExtensionPrice({ price }: { price: ExtensionPriceFigures }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const { settles } = price;
  const also = (label: string, centavos: number): FactRow[] =>
    centavos > 0 ? [[label, pesos(centavos)]] : [];
  return (
    <Facts
      rows={[
        [t(m.extensionFee), pesos(price.feeCentavos)],
        ...also(t(m.interestToDate), settles.interestCentavos),
        ...also(t(m.feesDue), settles.feesCentavos),
        ...also(t(m.lateChargeDue), settles.lateChargeCentavos),
        ...((price.couponCentavos ?? 0) > 0
          ? [[t(m.coupon), pesos(-price.couponCentavos!)] as FactRow]
          : []),
        [t(m.payToday), pesos(price.payCentavos), true],
        [
          t(m.thenDue, { date: formatManilaDay(intl, price.newDueDate) }),
          pesos(price.dueOnNewDateCentavos),
        ],
      ]}
    />
  );
}

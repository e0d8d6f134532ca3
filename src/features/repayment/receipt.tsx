import { useIntl } from 'react-intl';
import type { ReceiptView } from '@contract/loan/repayment';
import { formatManilaDay, formatManilaTime, formatPesos } from '@/lib/loan/loan-format';
import { duesMessages } from '@/ui/dues/dues-messages';
import { useNextDueRow } from '@/ui/dues/next-due';
import { Facts, type FactRow } from '@/ui/facts';
import { extensionMessages } from './extension-messages';
import { channelMessages } from './channel-messages';
import { intentMessages as m } from './intent-messages';

/** A successful payment's receipt (docs/loans.md#repayment-screens): what was paid and where it went. */
export function Receipt({ receipt }: { receipt: ReceiptView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const nextDue = useNextDueRow();
  const { allocation } = receipt;
  // Without the coupon's split (a receipt not paired with its ledger payment), what the money paid.
  const couponLowers = receipt.couponLowers ?? { lateChargeCentavos: 0, feesCentavos: 0 };
  const applied = (part: string, centavos: number): FactRow[] =>
    centavos > 0 ? [[t(m.appliedTo, { part }), pesos(centavos)]] : [];
  // What the payment and its coupon settled together, each by its one name: an extension's own
  // fee on a line of its own, apart from the fees it also settled (docs/loans.md#extension-price).
  // The coupon is a line of its own too, so the lines add up to what was paid plus the coupon.
  const fee = receipt.extensionFeeCentavos;
  const lateCharge = allocation.penaltyCentavos + couponLowers.lateChargeCentavos;
  const otherFees = allocation.feesCentavos + couponLowers.feesCentavos - fee;
  return (
    <Facts
      rows={[
        [t(m.receiptNo), receipt.receiptNo],
        [t(m.paidAt), formatManilaTime(intl, receipt.paidAt)],
        [t(m.channel), t(channelMessages.name, { channel: receipt.channel })],
        [t(m.kind, { kind: receipt.kind }), pesos(receipt.amountCentavos), true],
        ...(receipt.couponDeductionCentavos > 0
          ? [[t(m.coupon), pesos(-receipt.couponDeductionCentavos)] as FactRow]
          : []),
        ...(fee > 0 ? [[t(duesMessages.extensionFee), pesos(fee)] as FactRow] : []),
        ...applied('penalty', lateCharge),
        ...applied('fees', otherFees),
        ...applied('interest', allocation.interestCentavos),
        ...applied('principal', allocation.principalCentavos),
        ...(receipt.newDueDate
          ? [
              [
                t(extensionMessages.newDueDate),
                formatManilaDay(intl, receipt.newDueDate),
              ] as FactRow,
            ]
          : []),
        // What falls due next and when; nothing when the server could not tell, never a guess.
        ...(receipt.settled || receipt.next
          ? [nextDue(receipt.settled ? null : receipt.next)]
          : []),
      ]}
    />
  );
}

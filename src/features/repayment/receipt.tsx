import { useIntl } from 'react-intl';
import type { ReceiptView } from '@contract/loan/repayment';
import { formatManilaDay, formatManilaTime, formatPesos } from '@/lib/loan/loan-format';
import { extensionMessages } from './extension-messages';
import { channelMessages } from './channel-messages';
import { Facts, type FactRow } from '@/ui/facts';
import { intentMessages as m } from './intent-messages';

/** A successful payment's receipt (docs/loans.md#repayment-screens): what was paid and where it went. */
export function Receipt({ receipt }: { receipt: ReceiptView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const { allocation } = receipt;
  const applied = (part: string, centavos: number): FactRow[] =>
    centavos > 0 ? [[t(m.appliedTo, { part }), pesos(centavos)]] : [];
  return (
    <Facts
      rows={[
        [t(m.receiptNo), receipt.receiptNo],
        [t(m.paidAt), formatManilaTime(intl, receipt.paidAt)],
        [t(m.channel), t(channelMessages.name, { channel: receipt.channel })],
        [t(m.kind, { kind: receipt.kind }), pesos(receipt.amountCentavos), true],
        ...(receipt.couponDeductionCentavos > 0
          ? [[t(m.coupon), pesos(receipt.couponDeductionCentavos)] as FactRow]
          : []),
        ...applied('penalty', allocation.penaltyCentavos),
        ...applied('fees', allocation.feesCentavos),
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
        [t(m.balanceAfter), pesos(receipt.balanceAfterCentavos)],
      ]}
    />
  );
}

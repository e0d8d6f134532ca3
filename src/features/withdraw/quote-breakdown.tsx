import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { QuoteView } from '@contract/loan/api';
import { formatManilaDay, formatPercent, formatPesos } from '@/lib/loan/loan-format';
import { withdrawMessages } from './withdraw-messages';

/**
 * The server's figures for the chosen loan, as they will appear in the documents. Nothing is
 * added up here: every amount is one the pricing engine computed.
 */
export function QuoteBreakdown({ quote, updating }: { quote: QuoteView; updating: boolean }) {
  const intl = useIntl();
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const percent = (fraction: number) => formatPercent(intl, fraction);
  const timing = (kind: QuoteView['charges'][number]['kind']) => {
    const charge = quote.charges.find((line) => line.kind === kind);
    if (!charge) return undefined;
    return intl.formatMessage(
      charge.timing === 'upfront' ? withdrawMessages.deductedNow : withdrawMessages.paidLater,
    );
  };
  const row = (label: ReactNode, value: ReactNode, hint?: string, strong = false) => (
    <div className={strong ? 'breakdown__row breakdown__row--strong' : 'breakdown__row'}>
      <dt>
        {label}
        {hint ? <span className="breakdown__hint">{hint}</span> : null}
      </dt>
      <dd>{strong ? <strong>{value}</strong> : value}</dd>
    </div>
  );
  const t = intl.formatMessage;
  return (
    <dl className={updating ? 'breakdown breakdown--updating' : 'breakdown'}>
      {row(t(withdrawMessages.rowAmount), pesos(quote.amountCentavos))}
      {row(t(withdrawMessages.rowTerm), t(withdrawMessages.days, { days: quote.termDays }))}
      {row(t(withdrawMessages.rowDailyInterest), percent(quote.dailyInterestPpm / 1_000_000))}
      {row(t(withdrawMessages.rowInterest), pesos(quote.interestCentavos))}
      {row(
        t(withdrawMessages.rowServiceFee),
        pesos(quote.serviceFeeCentavos),
        timing('serviceFee'),
      )}
      {row(
        t(withdrawMessages.rowCreditReportingFee),
        pesos(quote.creditReportingFeeCentavos),
        timing('creditReportingFee'),
      )}
      {row(
        t(withdrawMessages.rowTax, {
          kind: quote.tax.kind,
          rate: percent(quote.tax.ratePpm / 1_000_000),
        }),
        pesos(quote.tax.centavos),
        timing('tax'),
      )}
      {quote.couponId || quote.couponDeductionCentavos > 0
        ? row(t(withdrawMessages.rowCoupon), `−${pesos(quote.couponDeductionCentavos)}`)
        : null}
      {row(t(withdrawMessages.rowReceived), pesos(quote.receivedCentavos), undefined, true)}
      {row(t(withdrawMessages.rowTotal), pesos(quote.totalRepaymentCentavos))}
      {row(t(withdrawMessages.rowDueDate), formatManilaDay(intl, quote.dueDate))}
      {row(t(withdrawMessages.rowEir), percent(quote.eirPerMonth))}
    </dl>
  );
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderView } from '@contract/loan/api';
import { PATHS } from '@/config/paths';
import {
  formatManilaDay,
  formatPesos,
  formatManilaTime,
  formatPercent,
  dueText,
} from '@/lib/loan/loan-format';
import { payoutAccountText } from '@/lib/loan/payout-account-text';
import { DueAmounts } from '@/ui/dues/due-amounts';
import { DueLines } from '@/ui/dues/due-lines';
import { duesMessages } from '@/ui/dues/dues-messages';
import { Facts, type FactRow } from '@/ui/facts';
import { OrderHistory } from './order-history';
import { orderMessages as m } from './order-messages';
import { ordersMessages } from './orders-messages';
import { statusMessages } from './order-status-messages';
import { KeyFactsLink } from './key-facts-link';
import { SignedDocuments } from './signed-documents';

/**
 * Every Order field (docs/loans.md#order-fields): first the loan as it stands — its dues, term and
 * due date after every extension and payment (docs/loans.md#dues) — then the charges as signed,
 * the documents as signed, and the history.
 */
export function OrderDetail({ order }: { order: OrderView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const { pricing, dues } = order;
  const timing = (kind: 'serviceFee' | 'creditReportingFee' | 'tax') => {
    const charge = pricing.charges.find((line) => line.kind === kind);
    return charge ? (
      <span className="charge-hint">
        {t(charge.timing === 'upfront' ? m.upfront : m.atRepayment)}
      </span>
    ) : null;
  };
  const charge = (
    label: ReactNode,
    centavos: number,
    kind: Parameters<typeof timing>[0],
  ): FactRow => [
    label,
    <>
      {pesos(centavos)}
      {timing(kind)}
    </>,
  ];
  const termDays = dues?.termDays ?? pricing.termDays;
  const extensions = dues?.extensions ?? 0;

  return (
    <>
      <section className="card stack" aria-labelledby="order-loan">
        <h2 id="order-loan">{t(m.loanSection)}</h2>
        <Facts
          rows={[
            [t(m.orderNo), order.orderNo],
            [
              t(m.status),
              <>
                {t(statusMessages[order.status])}
                {order.due ? (
                  <span className={`due due--${order.due.kind} charge-hint`}>
                    {dueText(intl, order.due)}
                  </span>
                ) : null}
              </>,
            ],
          ]}
        />
        {order.status === 'repaying' && dues ? (
          <>
            <DueLines dues={dues} />
            <Link
              className="button button--block"
              to={`${PATHS.repaidDetail}?orderId=${encodeURIComponent(order.id)}`}
            >
              {t(ordersMessages.repay)}
            </Link>
          </>
        ) : null}
        <Facts
          rows={[
            [t(m.loanAmount), pesos(pricing.amountCentavos)],
            [
              t(m.term),
              <>
                {t(ordersMessages.term, { days: termDays })}
                {extensions > 0 ? (
                  <span className="charge-hint">
                    {t(m.termExtended, { days: pricing.termDays, extensions })}
                  </span>
                ) : null}
              </>,
            ],
            [t(m.withdrawalDate), formatManilaDay(intl, pricing.withdrawalDate)],
            [t(m.dueDate), formatManilaDay(intl, order.dueDate ?? pricing.dueDate)],
            [
              t(m.settledOn),
              order.settledOn ? formatManilaDay(intl, order.settledOn) : t(m.notSettled),
            ],
            [
              t(m.disbursedAt),
              order.disbursedAt ? formatManilaTime(intl, order.disbursedAt) : t(m.notSent),
            ],
            [t(m.payoutAccount), payoutAccountText(intl, order.payoutAccount)],
            [
              t(m.signStatus),
              order.signStatus === 'signed' && order.signedAt
                ? t(m.signedOn, { date: formatManilaTime(intl, order.signedAt) })
                : t(m.unsigned),
            ],
          ]}
        />
        {order.status === 'disbursementFailed' ? (
          <div className="stack">
            <p className="alert" role="alert">
              {t(m.failedBody)}
            </p>
            <Link className="button button--block" to={PATHS.changeBank}>
              {t(m.reenterBank)}
            </Link>
          </div>
        ) : null}
      </section>

      <section className="card stack" aria-labelledby="order-repayment">
        <h2 id="order-repayment">{t(m.repaymentSection)}</h2>
        {dues ? (
          <Facts
            rows={[
              [t(m.repaidSoFar), pesos(dues.paidCentavos)],
              [
                t(m.totalRepayment),
                <>
                  {pesos(dues.totalRepaymentCentavos)}
                  <span className="charge-hint">{t(m.totalRepaymentHint)}</span>
                </>,
                true,
              ],
            ]}
          />
        ) : null}
        <CurrentPlan order={order} />
      </section>

      <section className="card" aria-labelledby="order-charges">
        <h2 id="order-charges">{t(m.chargesSection)}</h2>
        <p className="field__hint">{t(m.chargesAsSigned)}</p>
        <Facts
          rows={[
            [t(m.dailyInterest), formatPercent(intl, pricing.dailyInterestPpm / 1_000_000)],
            [t(m.interest), pesos(pricing.interestCentavos)],
            charge(t(m.serviceFee), pricing.serviceFeeCentavos, 'serviceFee'),
            charge(
              t(m.creditReportingFee),
              pricing.creditReportingFeeCentavos,
              'creditReportingFee',
            ),
            charge(
              t(m.tax, {
                kind: pricing.tax.kind,
                rate: formatPercent(intl, pricing.tax.ratePpm / 1_000_000),
                base: pricing.tax.base,
              }),
              pricing.tax.centavos,
              'tax',
            ),
            [t(m.couponDeduction), pesos(pricing.couponDeductionCentavos)],
            [t(m.received), pesos(pricing.receivedCentavos), true],
            [t(m.principal), pesos(pricing.principalCentavos)],
            [t(m.financeCharge), pesos(pricing.financeChargeCentavos)],
            [t(m.signedTotal), pesos(pricing.totalRepaymentCentavos)],
            [t(m.eir), formatPercent(intl, pricing.eirPerMonth), true],
          ]}
        />
      </section>

      <SignedDocuments order={order} />
      {order.keyFactsLink ? <KeyFactsLink link={order.keyFactsLink} /> : null}

      <OrderHistory history={order.history} />
    </>
  );
}

/**
 * The plan as it stands (docs/loans.md#dues): what falls due on each date, or — overdue — what
 * pays it off today; before the payout, the signed plan. Label and value rows, so the total is
 * always in view on a phone, never behind a sideways scroll.
 */
function CurrentPlan({ order }: { order: OrderView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { dues } = order;
  if (dues && dues.settledOn !== null) return null;
  const entries = dues
    ? [
        dues.onDueDate
          ? {
              title: t(duesMessages.dueOn, { date: formatManilaDay(intl, dues.dueDate) }),
              amounts: dues.onDueDate,
            }
          : { title: t(duesMessages.settlesToday), amounts: dues.today },
      ]
    : order.pricing.plan.map((row) => ({
        title: t(duesMessages.dueOn, { date: formatManilaDay(intl, row.dueDate) }),
        amounts: {
          principalCentavos: row.principalCentavos,
          interestCentavos: row.interestCentavos,
          feesCentavos: row.feesCentavos,
          lateChargeCentavos: 0,
          totalCentavos: row.totalCentavos,
        },
      }));
  return (
    <div className="stack plan">
      <h3 className="plan__title">{t(dues ? m.planCurrent : m.planCaption)}</h3>
      {entries.map((entry) => (
        <div key={entry.title} className="plan__entry">
          <h4 className="plan__date">{entry.title}</h4>
          <DueAmounts amounts={entry.amounts} />
        </div>
      ))}
    </div>
  );
}

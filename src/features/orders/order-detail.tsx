import { Fragment, type ReactNode } from 'react';
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
import { orderMessages as m } from './order-messages';
import { ordersMessages } from './orders-messages';
import { reasonMessages, statusMessages } from './order-status-messages';
import { KeyFactsLink } from './key-facts-link';
import { SignedDocuments } from './signed-documents';

type Row = [label: ReactNode, value: ReactNode, strong?: boolean];

function Facts({ rows }: { rows: Row[] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value, strong], index) => (
        <Fragment key={index}>
          <dt>{label}</dt>
          <dd>{strong ? <strong>{value}</strong> : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * Every Order field (docs/loans.md#order-fields), the figures of the key fact statement, and the
 * history.
 */
export function OrderDetail({ order }: { order: OrderView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const { pricing } = order;
  const timing = (kind: 'serviceFee' | 'creditReportingFee' | 'tax') => {
    const charge = pricing.charges.find((line) => line.kind === kind);
    return charge ? (
      <span className="charge-hint">
        {t(charge.timing === 'upfront' ? m.upfront : m.atRepayment)}
      </span>
    ) : null;
  };
  const charge = (label: ReactNode, centavos: number, kind: Parameters<typeof timing>[0]): Row => [
    label,
    <>
      {pesos(centavos)}
      {timing(kind)}
    </>,
  ];

  return (
    <>
      <section className="card" aria-labelledby="order-loan">
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
            [t(m.loanAmount), pesos(pricing.amountCentavos)],
            [t(m.term), t(ordersMessages.term, { days: pricing.termDays })],
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

      <section className="card" aria-labelledby="order-charges">
        <h2 id="order-charges">{t(m.chargesSection)}</h2>
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
            [t(m.eir), formatPercent(intl, pricing.eirPerMonth), true],
          ]}
        />
      </section>

      <section className="card" aria-labelledby="order-repayment">
        <h2 id="order-repayment">{t(m.repaymentSection)}</h2>
        <Facts
          rows={[
            [t(m.totalRepayment), pesos(pricing.totalRepaymentCentavos)],
            [t(m.overdueDays), intl.formatNumber(order.overdueDays)],
            [t(m.lateCharge), pesos(order.lateChargeCentavos)],
            [t(m.penaltyFee), pesos(order.penaltyFeeCentavos)],
            [t(m.outstanding), pesos(order.outstandingCentavos), true],
          ]}
        />
        {/* Scrolls sideways on a narrow phone: keyboard users reach it too. */}
        <div className="plan-wrap" role="region" aria-label={t(m.planCaption)} tabIndex={0}>
          <table className="plan">
            <caption>{t(m.planCaption)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(m.planNumber)}</th>
                <th scope="col">{t(m.planDueDate)}</th>
                <th scope="col">{t(m.planPrincipal)}</th>
                <th scope="col">{t(m.planInterest)}</th>
                <th scope="col">{t(m.planFees)}</th>
                <th scope="col">{t(m.planTotal)}</th>
              </tr>
            </thead>
            <tbody>
              {pricing.plan.map((row) => (
                <tr key={row.number}>
                  <td>{row.number}</td>
                  <td>{formatManilaDay(intl, row.dueDate)}</td>
                  <td>{pesos(row.principalCentavos)}</td>
                  <td>{pesos(row.interestCentavos)}</td>
                  <td>{pesos(row.feesCentavos)}</td>
                  <td>{pesos(row.totalCentavos)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <SignedDocuments order={order} />
      {order.keyFactsLink ? <KeyFactsLink link={order.keyFactsLink} /> : null}

      <section className="card" aria-labelledby="order-history">
        <h2 id="order-history">{t(m.historyTitle)}</h2>
        <ol className="history">
          {order.history.map((event, index) => {
            const reason =
              event.reason && Object.hasOwn(reasonMessages, event.reason)
                ? t(reasonMessages[event.reason as keyof typeof reasonMessages])
                : null;
            return (
              <li key={index}>
                <span className="history__time">{formatManilaTime(intl, event.at)}</span>
                <strong>{t(statusMessages[event.status])}</strong>
                {reason ? <span className="charge-hint">{reason}</span> : null}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}

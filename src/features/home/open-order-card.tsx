import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderSummary, PayoutAccountView } from '@contract/loan/api';
import { PATHS } from '@/config/paths';
import { formatPesos } from '@/lib/loan/loan-format';
import { payoutAccountText } from '@/lib/loan/payout-account-text';
import { loanHomeMessages as m } from './loan-home-messages';
import { RepayingFacts } from './repaying-card';

type Props = {
  order: OrderSummary;
  account: PayoutAccountView | null;
  /** Shown on the repaying card under its facts (the quota ceiling line). */
  children?: ReactNode;
};

/** The borrower's open order on home: one card per order state (docs/loans.md#order-states). */
export function OpenOrderCard({ order, account, children }: Props) {
  const intl = useIntl();
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const facts = (rows: [string, ReactNode][]) => (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
  const orderNo: [string, ReactNode] = [intl.formatMessage(m.orderNo), order.orderNo];
  // Nothing has reached the borrower before the payout: the account is where the money is to go,
  // or, after a failed payout, where it could not (docs/loans.md#disbursement).
  const accountRow = (label: typeof m.account): [string, ReactNode][] =>
    account ? [[intl.formatMessage(label), payoutAccountText(intl, account)]] : [];
  const links = (
    <div className="stack">
      <Link
        className="button button--secondary button--block"
        to={`${PATHS.order}?order=${encodeURIComponent(order.id)}`}
      >
        {intl.formatMessage(m.details)}
      </Link>
      <Link className="button button--text" to={PATHS.orders}>
        {intl.formatMessage(m.myLoans)}
      </Link>
    </div>
  );
  const card = (modifier: string, title: string, body: ReactNode) => (
    <section className={`card order-card order-card--${modifier}`} aria-labelledby="order-title">
      <h2 id="order-title">{title}</h2>
      {body}
      {links}
    </section>
  );

  switch (order.status) {
    case 'requested':
    case 'toCheck':
      return card(
        'checking',
        intl.formatMessage(m.checkingTitle),
        <>
          <p>{intl.formatMessage(m.checkingBody)}</p>
          {facts([
            orderNo,
            [intl.formatMessage(m.loanAmount), pesos(order.amountCentavos)],
            [intl.formatMessage(m.received), pesos(order.receivedCentavos)],
          ])}
        </>,
      );
    case 'disbursing':
      return card(
        'disbursing',
        intl.formatMessage(m.disbursingTitle),
        <>
          <p>{intl.formatMessage(m.disbursingBody)}</p>
          {facts([
            orderNo,
            [intl.formatMessage(m.received), pesos(order.receivedCentavos)],
            ...accountRow(m.account),
          ])}
        </>,
      );
    case 'disbursementFailed':
      return card(
        'failed',
        intl.formatMessage(m.failedTitle),
        <>
          <p className="alert" role="alert">
            {intl.formatMessage(m.failedBody)}
          </p>
          {facts([
            orderNo,
            [intl.formatMessage(m.received), pesos(order.receivedCentavos)],
            ...accountRow(m.failedAccount),
          ])}
          <Link className="button button--block" to={PATHS.changeBank}>
            {intl.formatMessage(m.reenterBank)}
          </Link>
        </>,
      );
    case 'repaying':
      return card(
        'repaying',
        intl.formatMessage(m.repayingTitle),
        <>
          <RepayingFacts order={order} />
          {children}
        </>,
      );
    case 'cancelled':
      // Cancelled after the money was sent: open until the principal comes back
      // (docs/loans.md#cancellation). Any other cancelled order never reaches home.
      if (order.principalReturn !== 'owed') return null;
      return card(
        'failed',
        intl.formatMessage(m.principalOwedTitle),
        <>
          <p className="alert" role="alert">
            {intl.formatMessage(m.principalOwedBody, { amount: pesos(order.amountCentavos) })}
          </p>
          {facts([orderNo, [intl.formatMessage(m.loanAmount), pesos(order.amountCentavos)]])}
        </>,
      );
    default:
      // Settled orders are not open: home never gets them as the current order.
      return null;
  }
}

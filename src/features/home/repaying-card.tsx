import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '@contract/loan/api';
import type { RepaymentKind } from '@contract/loan/repayment';
import { PATHS } from '@/config/paths';
import { dueText } from '@/lib/loan/loan-format';
import { useMoneyWait } from '@/lib/snapshot/snapshot-scope';
import { snapshotMessages } from '@/lib/snapshot/snapshot-messages';
import { Button } from '@/ui/button';
import { DueLines } from '@/ui/dues/due-lines';
import { ExtensionPrice } from '@/ui/dues/extension-price';
import { loanHomeMessages } from './loan-home-messages';
import { repayingMessages as m } from './repaying-messages';
import { useBefore } from '@/ui/payment/use-before';
import { WaitingPayment } from './waiting-payment';

const payPath = (orderId: string, way: RepaymentKind) =>
  `${PATHS.repaidDetail}?orderId=${encodeURIComponent(orderId)}&way=${way}`;

/**
 * What falls due and when, what pays the loan off today, and the three ways to pay, each opening
 * the repayment detail (docs/loans.md#repayment-screens). Every figure is the server's dues
 * (docs/loans.md#dues). Offline, or showing the snapshot, the pay buttons wait, and say why
 * (docs/offline.md#never-queued). While a payment waits for the borrower, it comes first and takes
 * the place of the ways to pay (one live payment per loan, docs/loans.md#waiting-payment); once
 * "Pay another way" ended it, they are back, the first one focused.
 */
export function RepayingFacts({ order }: { order: OrderSummary }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const wait = useMoneyWait();
  const online = wait === null;
  const { dues } = order;
  // The payment just cancelled, gone before home's next answer arrives.
  const [ended, setEnded] = useState<string | null>(null);
  // Past its expiry it waits no more, though the answer (or the kept home) still names it.
  const beforeExpiry = useBefore(order.waitingPayment?.expiresAt ?? null);
  const waiting =
    order.waitingPayment && order.waitingPayment.intentId !== ended && beforeExpiry
      ? order.waitingPayment
      : null;
  const firstWay = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (ended && !waiting) firstWay.current?.focus();
  }, [ended, waiting]);
  // Every way to pay waits offline alike, as a disabled button that says why: a link cannot be
  // disabled, and "Pay another amount" opens a page that could not pay either.
  const action = (way: RepaymentKind, label: string, variant: 'primary' | 'secondary' | 'text') =>
    online ? (
      <Link
        ref={way === 'full' ? firstWay : undefined}
        className={`button button--${variant}${variant === 'text' ? '' : ' button--block'}`}
        to={payPath(order.id, way)}
      >
        {label}
      </Link>
    ) : (
      <Button
        variant={variant}
        block={variant !== 'text'}
        disabled
        aria-describedby="repay-offline"
      >
        {label}
      </Button>
    );
  return (
    <>
      {waiting ? <WaitingPayment orderId={order.id} payment={waiting} onEnded={setEnded} /> : null}
      <p className="due-line">
        {order.due ? (
          <strong className={`due due--${order.due.kind}`}>{dueText(intl, order.due)}</strong>
        ) : null}
        {dues?.partlyPaid ? <span className="badge">{t(m.partlyPaid)}</span> : null}
      </p>
      <dl className="facts">
        <dt>{t(loanHomeMessages.orderNo)}</dt>
        <dd>{order.orderNo}</dd>
      </dl>
      {dues ? <DueLines dues={dues} /> : null}
      {dues ? (
        <div className="stack repay-actions">
          {waiting ? null : (
            <>
              {online ? null : (
                <p id="repay-offline" className="field__hint">
                  {t(wait === 'offline' ? m.offline : snapshotMessages.unreachable)}
                </p>
              )}
              {action('full', t(m.payFull), 'primary')}
              {dues.extension.available ? (
                <div className="stack extension-offer">
                  {action('extension', t(m.extend), 'secondary')}
                  <ExtensionPrice price={dues.extension} />
                </div>
              ) : (
                <p className="field__hint">{t(m.extendUnavailable)}</p>
              )}
              {action('part', t(m.payOther), 'text')}
            </>
          )}
          <Link
            className="button button--text"
            to={`${PATHS.repaidDetail}?view=record&orderId=${encodeURIComponent(order.id)}`}
          >
            {t(m.record)}
          </Link>
        </div>
      ) : null}
    </>
  );
}

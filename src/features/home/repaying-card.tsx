import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '@contract/loan/api';
import type { RepaymentKind } from '@contract/loan/repayment';
import { PATHS } from '@/config/paths';
import { useGetOrderQuery } from '@/lib/api/loan-api';
import { dueText, formatManilaDay, formatPesos } from '@/lib/loan/loan-format';
import { selectPublicData } from '@/lib/core/core-slice';
import { useMoneyWait } from '@/lib/snapshot/snapshot-scope';
import { useSnapshotFallback } from '@/lib/snapshot/use-snapshot-fallback';
import { useAppSelector } from '@/app/hooks';
import { snapshotMessages } from '@/lib/snapshot/snapshot-messages';
import { Button } from '@/ui/button';
import { uiMessages } from '@/ui/ui-messages';
import { loanHomeMessages } from './loan-home-messages';
import { repayingMessages as m } from './repaying-messages';

const payPath = (orderId: string, way: RepaymentKind) =>
  `${PATHS.repaidDetail}?orderId=${encodeURIComponent(orderId)}&way=${way}`;

/**
 * What the loan owes today, when it is due, and the three ways to pay, each opening the repayment
 * detail (docs/loans.md#repayment-screens). Offline, or showing the snapshot, the pay buttons wait,
 * and say why (docs/offline.md#never-queued).
 */
export function RepayingFacts({ order }: { order: OrderSummary }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const wait = useMoneyWait();
  const online = wait === null;
  const { repayment } = order;
  // Before the ledger's figures reach the summary (an overdue loan), the full order knows what is
  // owed; out of reach, as the phone kept it (docs/offline.md#snapshot).
  const detail = useGetOrderQuery(order.id, {
    skip: repayment !== null,
    refetchOnMountOrArgChange: true,
  });
  const { customerId } = useAppSelector(selectPublicData);
  const kept = useSnapshotFallback(
    detail,
    repayment === null ? customerId : '',
    'getOrder',
    order.id,
  );
  // The kept order's figure only beside home's own kept figures, under their "Last updated"
  // (offline, or home itself from the snapshot): with home live and only the order out of reach,
  // an old amount would pass for today's, so it waits for the order's answer instead.
  const fromOrder = kept.updatedAt === null || wait !== null ? kept.data : undefined;
  const owed =
    repayment?.owedCentavos ??
    fromOrder?.outstandingCentavos ??
    (order.due?.kind === 'overdue' ? null : order.totalRepaymentCentavos);
  // Every way to pay waits offline alike, as a disabled button that says why: a link cannot be
  // disabled, and "Pay another amount" opens a page that could not pay either.
  const action = (way: RepaymentKind, label: string, variant: 'primary' | 'secondary' | 'text') =>
    online ? (
      <Link
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
      <p className="due-line">
        {order.due ? (
          <strong className={`due due--${order.due.kind}`}>{dueText(intl, order.due)}</strong>
        ) : null}
        {repayment?.partlyPaid ? <span className="badge">{t(m.partlyPaid)}</span> : null}
      </p>
      <dl className="facts">
        <dt>{t(loanHomeMessages.orderNo)}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t(repayment ? m.owedToday : loanHomeMessages.toRepay)}</dt>
        <dd className="facts__amount" aria-busy={owed === null || undefined}>
          {owed === null ? t(uiMessages.loading) : formatPesos(intl, owed)}
        </dd>
        {order.dueDate ? (
          <>
            <dt>{t(loanHomeMessages.dueDate)}</dt>
            <dd>{formatManilaDay(intl, order.dueDate)}</dd>
          </>
        ) : null}
      </dl>
      {repayment ? (
        <div className="stack repay-actions">
          {online ? null : (
            <p id="repay-offline" className="field__hint">
              {t(wait === 'offline' ? m.offline : snapshotMessages.unreachable)}
            </p>
          )}
          {action('full', t(m.payFull), 'primary')}
          {repayment.extensionPayCentavos === null ? (
            <p className="field__hint">{t(m.extendUnavailable)}</p>
          ) : (
            <div>
              {action('extension', t(m.extend), 'secondary')}
              <p className="field__hint">
                {t(m.extendCost, { amount: formatPesos(intl, repayment.extensionPayCentavos) })}
              </p>
            </div>
          )}
          {action('part', t(m.payOther), 'text')}
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

import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { IntentView } from '@contract/loan/repayment';
import { CHANNEL_GROUP } from '@contract/loan/repayment-options';
import { useGetRepaymentsQuery } from '@/lib/api/repayment-api';
import { selectPublicData } from '@/lib/core/core-slice';
import { SnapshotScope } from '@/lib/snapshot/snapshot-scope';
import { useSnapshotFallback } from '@/lib/snapshot/use-snapshot-fallback';
import { useAppSelector } from '@/app/hooks';
import { useBefore } from '@/ui/payment/use-before';
import {
  formatManilaDate,
  formatManilaDay,
  formatManilaTime,
  formatPesos,
} from '@/lib/loan/loan-format';
import { Button } from '@/ui/button';
import { Facts } from '@/ui/facts';
import { LoadProblem } from '@/ui/load-problem';
import { waitingMessages } from '@/ui/payment/waiting-messages';
import { groupDigits, waitingAtStoreText } from '@/ui/payment/waiting-text';
import { useCopy } from '@/ui/use-copy';
import { channelMessages } from './channel-messages';
import { intentMessages as m } from './intent-messages';
import { Receipt } from './receipt';

/** In progress, success or fail: the three statuses a borrower sees (contract INTENT_STATUSES). */
const shownStatus = (status: IntentView['status']) =>
  status === 'pending' || status === 'succeeded' ? status : 'failed';

/**
 * The repayment record (`/repaidDetail?view=record`): the borrower's payments of the last 3 months,
 * newest first, each with its status and, once it succeeded, its receipt
 * (docs/loans.md#repayment-screens). `orderId` narrows it to one loan.
 */
export function RepaymentRecord({ orderId }: { orderId: string | null }) {
  const intl = useIntl();
  const args = orderId ? { orderId } : undefined;
  const record = useGetRepaymentsQuery(args, { refetchOnMountOrArgChange: true });
  // Offline, the record as the phone kept it (docs/offline.md#snapshot).
  const { customerId } = useAppSelector(selectPublicData);
  const shown = useSnapshotFallback(record, customerId, 'getRepayments', args);
  // The scope (and its status region) stays mounted, so the notice is announced when it fills.
  const scoped = (content: ReactNode) => (
    <SnapshotScope updatedAt={shown.updatedAt} onRetry={shown.retry}>
      {content}
    </SnapshotScope>
  );
  if (!shown.data && (record.isLoading || shown.checking)) {
    return scoped(<div className="card card--placeholder" aria-hidden="true" />);
  }
  if (!shown.data) {
    return scoped(
      <LoadProblem
        as="section"
        title={intl.formatMessage(m.recordFailed)}
        onRetry={() => void record.refetch()}
      />,
    );
  }
  const { payments, since } = shown.data;
  return scoped(
    <>
      <p className="page__lead">
        {intl.formatMessage(m.recordSince, { date: formatManilaDay(intl, since) })}
      </p>
      {payments.length === 0 ? (
        <p className="card">{intl.formatMessage(m.recordEmpty)}</p>
      ) : (
        <ul className="repay-record">
          {payments.map((payment) => (
            <RecordItem key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </>,
  );
}

function RecordItem({ payment }: { payment: IntentView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState(false);
  const status = shownStatus(payment.status);
  const kind = t(m.kind, { kind: payment.kind });
  const amount = formatPesos(intl, payment.amountCentavos);
  const date = formatManilaDate(intl, payment.receipt?.paidAt ?? payment.createdAt);
  const receiptId = `receipt-${payment.id}`;
  // Over the counter, a payment not made yet waits for the borrower at the store, until its
  // expiry: not "in progress" (docs/loans.md#waiting-payment).
  const beforeExpiry = useBefore(payment.expiresAt);
  const waitsAtStore =
    status === 'pending' && CHANNEL_GROUP[payment.channel] === 'overTheCounter' && beforeExpiry;
  return (
    <li className="card repay-record__item">
      <h2 className="repay-record__title">{t(m.recordItem, { kind, amount, date })}</h2>
      <p className="repay-record__line">
        <span className={`badge repay-status-badge--${status}`}>
          {waitsAtStore ? waitingAtStoreText(intl, payment) : t(m.status, { status })}
        </span>
        <span>{t(channelMessages.name, { channel: payment.channel })}</span>
      </p>
      {waitsAtStore && payment.otcReference ? (
        <StoreReference payment={payment} reference={payment.otcReference} />
      ) : null}
      {status === 'failed' ? (
        <p className="field__hint">
          {t(m.reason, { reason: payment.failureReason ?? payment.status })}
        </p>
      ) : null}
      {payment.receipt ? (
        <>
          <Button
            variant="text"
            aria-expanded={open}
            aria-controls={receiptId}
            onClick={() => setOpen(!open)}
          >
            {t(open ? m.hideReceipt : m.showReceipt)}
          </Button>
          <div id={receiptId} hidden={!open}>
            {open ? <Receipt receipt={payment.receipt} /> : null}
          </div>
        </>
      ) : null}
    </li>
  );
}

/** A waiting payment's reference to give the cashier, its expiry, and a copy, on a tap. */
function StoreReference({ payment, reference }: { payment: IntentView; reference: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const copy = useCopy();
  const [open, setOpen] = useState(false);
  const id = `reference-${payment.id}`;
  return (
    <>
      <Button variant="text" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {t(open ? waitingMessages.hideReference : waitingMessages.showReference)}
      </Button>
      <div id={id} className="stack" hidden={!open}>
        {open ? (
          <>
            <Facts
              rows={[
                [
                  t(m.otcReference),
                  <span className="repay-reference">{groupDigits(reference)}</span>,
                ],
                [t(m.expiresAt), formatManilaTime(intl, payment.expiresAt)],
              ]}
            />
            <Button variant="secondary" block onClick={() => void copy(reference)}>
              {t(waitingMessages.copy)}
            </Button>
          </>
        ) : null}
      </div>
    </>
  );
}

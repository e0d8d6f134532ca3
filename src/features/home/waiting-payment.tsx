import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { WaitingPaymentView } from '@contract/loan/waiting-payment';
import { useAppSelector } from '@/app/hooks';
import { selectPublicData } from '@/lib/core/core-slice';
import { formatManilaTime, formatPesos } from '@/lib/loan/loan-format';
import { useCancelPayment } from '@/lib/repayment/use-cancel-payment';
import { useMoneyWait } from '@/lib/snapshot/snapshot-scope';
import { snapshotMessages } from '@/lib/snapshot/snapshot-messages';
import { Button } from '@/ui/button';
import { channelNameMessages } from '@/ui/payment/channel-name-messages';
import { waitingMessages as m } from '@/ui/payment/waiting-messages';
import { groupDigits } from '@/ui/payment/waiting-text';
import { useCopy } from '@/ui/use-copy';
import { repayingMessages } from './repaying-messages';

/**
 * The loan's payment that waits for the borrower, at the top of home's repaying card
 * (docs/loans.md#waiting-payment): over the counter, what to pay at which store with which
 * reference, until when, and a copy of the reference; otherwise the way back to its checkout.
 * "Pay another way" cancels it (one live payment per loan), after which the ways to pay are back
 * (`onEnded`). Offline, or showing the kept home, the reference still shows and copies; leaving
 * for the checkout and cancelling wait, and say why (docs/offline.md#snapshot).
 */
export function WaitingPayment({
  orderId,
  payment,
  onEnded,
}: {
  orderId: string;
  payment: WaitingPaymentView;
  onEnded: (intentId: string) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const wait = useMoneyWait();
  const online = wait === null;
  const copy = useCopy();
  const { customerId } = useAppSelector(selectPublicData);
  const { cancel, cancelling } = useCancelPayment(customerId);
  const [failed, setFailed] = useState(false);
  const amount = formatPesos(intl, payment.amountCentavos);
  const channel = t(channelNameMessages.name, { channel: payment.channel });
  const expiry = formatManilaTime(intl, payment.expiresAt);
  // Only an over-the-counter payment has a reference (docs/loans.md#payment-channels); home takes
  // nothing of the loan contract's code at run time (docs/architecture.md#chunks).
  const reference = payment.otcReference;

  // A second tap while the first is on its way is harmless (the endpoint answers the payment as
  // it ended); the button is disabled meanwhile.
  const onCancel = async () => {
    setFailed(false);
    const outcome = await cancel({ intentId: payment.intentId, orderId });
    if (outcome === 'ended') onEnded(payment.intentId);
    // Offline the app's banner says why; a checkout the provider could not close is still open
    // (docs/loans.md#payment-intents), and saying nothing would look like an ignored tap.
    else setFailed(outcome !== 'offline');
  };

  const describedBy = online ? undefined : 'waiting-offline';
  return (
    <section className="waiting-payment stack" aria-labelledby="waiting-title">
      <h3 id="waiting-title">{t(m.title, { kind: payment.kind })}</h3>
      {reference ? (
        <>
          <p>
            {t(m.payAtStore, {
              amount,
              store: channel,
              expiry,
              reference: groupDigits(reference),
              ref: (chunks) => <strong className="repay-reference">{chunks}</strong>,
            })}
          </p>
          <Button variant="secondary" block onClick={() => void copy(reference)}>
            {t(m.copy)}
          </Button>
        </>
      ) : (
        <>
          <p>{t(m.payOnline, { channel, amount, expiry })}</p>
          {payment.checkoutUrl && online ? (
            <a className="button button--primary button--block" href={payment.checkoutUrl}>
              {t(m.continue)}
            </a>
          ) : payment.checkoutUrl ? (
            <Button block disabled aria-describedby={describedBy}>
              {t(m.continue)}
            </Button>
          ) : null}
        </>
      )}
      {failed ? (
        <p className="alert" role="alert">
          {t(m.cancelFailed)}
        </p>
      ) : null}
      {online ? null : (
        <p id="waiting-offline" className="field__hint">
          {t(wait === 'offline' ? repayingMessages.offline : snapshotMessages.unreachable)}
        </p>
      )}
      <Button
        variant="secondary"
        block
        disabled={!online || cancelling}
        busy={cancelling}
        aria-describedby={reference ? `${describedBy ?? ''} waiting-cancels`.trim() : describedBy}
        onClick={() => void onCancel()}
      >
        {t(m.payAnotherWay)}
      </Button>
      {reference ? (
        <p id="waiting-cancels" className="field__hint">
          {t(m.cancelsReference)}
        </p>
      ) : null}
    </section>
  );
}

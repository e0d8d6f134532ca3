import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { IntentView } from '@contract/loan/repayment';
import { CHANNEL_GROUP } from '@contract/loan/repayment-options';
import { useAppSelector } from '@/app/hooks';
import { formatManilaTime, formatPesos } from '@/lib/loan/loan-format';
import { useMoneyWait } from '@/lib/snapshot/snapshot-scope';
import { snapshotMessages } from '@/lib/snapshot/snapshot-messages';
import { Button } from '@/ui/button';
import { selectPublicData } from '@/lib/core/core-slice';
import { useCancelPayment } from '@/lib/repayment/use-cancel-payment';
import { useCopy } from '@/ui/use-copy';
import { groupDigits, waitingAtStoreText } from '@/ui/payment/waiting-text';
import { useTapLock } from '@/ui/use-tap-lock';
import { channelMessages } from './channel-messages';
import { Facts } from '@/ui/facts';
import { intentMessages as m } from './intent-messages';
import { openCheckout } from './open-checkout';
import { payMessages } from './pay-messages';

/**
 * A payment started and not ended (docs/loans.md#repayment-screens): a second one is refused until
 * it ends, so the borrower continues it (over the counter: the reference to give the cashier) or
 * cancels it. Over the counter it waits for the borrower at the store, and says so and until when
 * (docs/loans.md#waiting-payment). Continuing and cancelling need the network.
 */
export function LiveIntentCard({
  intent,
  title,
  children,
}: {
  intent: IntentView;
  title?: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const wait = useMoneyWait();
  const online = wait === null;
  const copy = useCopy();
  const { customerId } = useAppSelector(selectPublicData);
  const { cancel, cancelling } = useCancelPayment(customerId);
  const [failed, setFailed] = useState<string | null>(null);
  const channel = t(channelMessages.name, { channel: intent.channel });
  const amount = formatPesos(intl, intent.amountCentavos);
  const overTheCounter = CHANNEL_GROUP[intent.channel] === 'overTheCounter';

  const onCancel = useTapLock(async () => {
    setFailed(null);
    const outcome = await cancel({ intentId: intent.id, orderId: intent.orderId });
    // Offline the app's banner says why; online, a gateway's page is a failure to say. A checkout
    // the provider could not close stays live (docs/loans.md#payment-intents): saying nothing
    // would look like an ignored tap.
    if (outcome === 'failed' || outcome === 'stillOpen') setFailed(t(m.cancelFailed));
  });

  return (
    <section className="card stack" aria-labelledby="live-title">
      <h2 id="live-title">
        {title ?? (overTheCounter ? waitingAtStoreText(intl, intent) : t(m.liveTitle))}
      </h2>
      {children ?? <p>{t(m.liveBody, { amount, channel })}</p>}
      {overTheCounter && intent.otcReference ? (
        <>
          <p>{t(m.otcHow, { amount, channel })}</p>
          <Facts
            rows={[
              [
                t(m.otcReference),
                <span className="repay-reference">{groupDigits(intent.otcReference)}</span>,
              ],
              [t(m.expiresAt), formatManilaTime(intl, intent.expiresAt)],
            ]}
          />
          <Button variant="secondary" block onClick={() => void copy(intent.otcReference ?? '')}>
            {t(m.copyReference)}
          </Button>
        </>
      ) : (
        <Facts rows={[[t(m.expiresAt), formatManilaTime(intl, intent.expiresAt)]]} />
      )}
      {failed ? (
        <p className="alert" role="alert">
          {failed}
        </p>
      ) : null}
      {online ? null : (
        <p id="live-offline" className="field__hint">
          {t(wait === 'offline' ? payMessages.offline : snapshotMessages.unreachable)}
        </p>
      )}
      {intent.checkoutUrl ? (
        <Button
          block
          disabled={!online}
          aria-describedby={online ? undefined : 'live-offline'}
          onClick={() => intent.checkoutUrl && openCheckout(intent.checkoutUrl)}
        >
          {t(m.continue)}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        block
        disabled={!online || cancelling}
        busy={cancelling}
        aria-describedby={online ? undefined : 'live-offline'}
        onClick={onCancel}
      >
        {t(m.cancel)}
      </Button>
    </section>
  );
}

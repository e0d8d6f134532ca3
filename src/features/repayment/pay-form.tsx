import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { RepaymentKind, RepaymentView } from '@contract/loan/repayment';
import { formatManilaDate, formatManilaDay, formatPesos } from '@/lib/loan/loan-format';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { useMoneyWait } from '@/lib/snapshot/snapshot-scope';
import { snapshotMessages } from '@/lib/snapshot/snapshot-messages';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { ChannelChoice } from './channel-choice';
import { ChoiceList } from './choice-list';
import { ExtensionDisclosure } from './extension-disclosure';
import { chosenCoupon, couponsFor, couponTakesOff, partRange, payAmount } from './intent-request';
import { payMessages as m } from './pay-messages';
import { usePayForm, type PayProblems } from './use-pay-form';

/**
 * The three ways to pay (docs/loans.md#ways-to-pay), what each needs (a coupon, the extension's
 * statement and agreement, an amount), the channel, and Pay.
 */
export function PayForm({
  view,
  initialWay,
  refetch,
}: {
  view: RepaymentView;
  initialWay: RepaymentKind | null;
  refetch: () => unknown;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  // Offline, or showing the snapshot, Pay waits and says why (docs/offline.md#never-queued).
  const wait = useMoneyWait();
  const online = wait === null;
  const form = usePayForm(view, initialWay, refetch);
  const pesos = (centavos: number) => formatPesos(intl, centavos);
  const { choice, problems } = form;
  const serverText = (error: NonNullable<PayProblems['server']>['error']) => {
    if (error.code === 'QUOTE_STALE') return t(m.quoteStale);
    if (error.code === 'AGREEMENT_REQUIRED') return t(m.agreementRequired);
    if (error.code === 'VALIDATION_FAILED' && error.field === 'channel') return t(m.notOffered);
    return errorText(error);
  };
  const at = (place: NonNullable<PayProblems['server']>['at']) =>
    problems.server?.at === place ? serverText(problems.server.error) : undefined;
  const partLimits = partRange(view, choice);
  const range = { min: pesos(partLimits.minCentavos), max: pesos(partLimits.maxCentavos) };
  const coupons = couponsFor(view, choice.way);
  // Where a coupon refusal is shown: the coupon list, or the note that none applies to this way.
  const couponShown = coupons.length > 0 || (choice.way !== 'full' && view.coupons.length > 0);
  const partError =
    problems.field?.field === 'part'
      ? problems.field.problem === 'tooLow'
        ? t(m.partTooLow, range)
        : problems.field.problem === 'tooHigh'
          ? t(m.partTooHigh, range)
          : t(m.partInvalid)
      : at('part');
  const { extension } = view.dues;
  const amount = payAmount(view, choice);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.refusals > 0 && root.current) focusFieldAtFault(root.current);
  }, [form.refusals]);

  return (
    <div ref={root} className="stack">
      <section className="card">
        <ChoiceList<RepaymentKind>
          legend={t(m.wayLegend)}
          value={choice.way}
          onChange={(way) => form.change({ way })}
          error={problems.field?.field === 'way' ? t(m.notOffered) : at('way')}
          options={[
            {
              value: 'full',
              label: t(m.wayFull),
              detail: t(m.wayFullDetail, { amount: pesos(view.dues.today.totalCentavos) }),
            },
            extension.available
              ? {
                  value: 'extension',
                  label: t(m.wayExtension),
                  detail: t(m.wayExtensionDetail, {
                    amount: pesos(extension.payCentavos),
                    date: formatManilaDay(intl, extension.newDueDate),
                    due: pesos(extension.dueOnNewDateCentavos),
                  }),
                }
              : {
                  value: 'extension',
                  label: t(m.wayExtension),
                  detail: t(m.extensionUnavailable, {
                    reason: extension.reason,
                    max: extension.max,
                  }),
                  disabled: true,
                },
            {
              value: 'part',
              label: t(m.wayPart),
              detail: t(m.wayPartDetail, range),
            },
          ]}
        />
      </section>

      {coupons.length > 0 ? (
        <section className="card">
          <ChoiceList
            legend={t(m.couponLegend)}
            value={chosenCoupon(view, choice)?.id ?? 'none'}
            onChange={(id) => form.change({ couponId: id === 'none' ? null : id })}
            error={at('coupon')}
            options={[
              { value: 'none', label: t(m.noCoupon) },
              ...coupons.map((coupon) => ({
                value: coupon.id,
                label: t(m.couponLowers, {
                  amount: pesos(couponTakesOff(coupon, choice.way)),
                }),
                detail: t(m.couponValidUntil, {
                  date: formatManilaDate(intl, coupon.validUntil),
                }),
              })),
            ]}
          />
        </section>
      ) : null}
      {choice.way !== 'full' && coupons.length === 0 && view.coupons.length > 0 ? (
        <p className="alert alert--info">{at('coupon') ?? t(m.couponFullOnly)}</p>
      ) : null}

      {choice.way === 'extension' && extension.available && view.extensionStatement ? (
        <ExtensionDisclosure
          number={extension.number}
          maxExtensions={extension.max}
          price={{
            ...extension,
            payCentavos: amount ?? extension.payCentavos,
            couponCentavos: chosenCoupon(view, choice)?.extension?.lowersCentavos ?? 0,
          }}
          disclosure={chosenCoupon(view, choice)?.extension?.statement ?? view.extensionStatement}
          fullCentavos={view.dues.today.totalCentavos}
          agreed={form.agreed}
          onAgreedChange={form.setAgreed}
          agreementError={
            problems.field?.field === 'agreement' ? t(m.agreementRequired) : at('agreement')
          }
        />
      ) : null}

      {choice.way === 'part' ? (
        <section className="card">
          <TextField
            label={t(m.partLabel)}
            prefix="₱"
            inputMode="decimal"
            autoComplete="off"
            value={choice.partPesos}
            onValueChange={(partPesos) => form.change({ partPesos })}
            onBlur={form.checkPartField}
            hint={t(m.partHint, range)}
            error={partError}
          />
        </section>
      ) : null}

      <ChannelChoice
        channels={view.channels}
        value={choice.channel}
        onChange={(channel) => form.change({ channel })}
        error={problems.field?.field === 'channel' ? t(m.channelMissing) : at('channel')}
      />

      <section className="card stack" aria-live="polite">
        {at('pay') ? (
          <p className="alert" role="alert">
            {at('pay')}
          </p>
        ) : null}
        {/* A coupon refused when no coupon is listed any more for this way: said here, not lost. */}
        {couponShown ? null : at('coupon') ? (
          <p className="alert" role="alert">
            {at('coupon')}
          </p>
        ) : null}
        {online ? null : (
          <p id="pay-offline" className="field__hint">
            {t(wait === 'offline' ? m.offline : snapshotMessages.unreachable)}
          </p>
        )}
        {form.leaving ? <p role="status">{t(m.goToCheckout)}</p> : null}
        <Button
          block
          onClick={form.submit}
          disabled={!online || !form.ready || form.busy}
          busy={form.busy}
          aria-describedby={online ? undefined : 'pay-offline'}
        >
          {amount === null
            ? t(choice.way === 'extension' ? m.wayExtension : m.wayPart)
            : t(choice.way === 'extension' ? m.extendButton : m.payButton, {
                amount: pesos(amount),
              })}
        </Button>
      </section>
    </div>
  );
}

/**
 * After a refused Pay, the field at fault takes the focus, so its error is read out and seen: it
 * may be several cards above the button (docs/loans.md#repayment-screens). A choice list has no
 * invalid input: its chosen (or first) option is focused. A refusal beside Pay stays there.
 */
function focusFieldAtFault(root: HTMLElement) {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  const list = root.querySelector('.field__error')?.closest('fieldset');
  const target =
    invalid ??
    list?.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
    list?.querySelector<HTMLElement>('input:not(:disabled)');
  if (!target) return;
  target.focus({ preventScroll: true });
  // jsdom and some old WebViews have no scrollIntoView.
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

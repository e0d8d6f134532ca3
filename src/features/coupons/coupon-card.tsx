import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { CouponListItem } from '@contract/loan/api';
import { formatManilaDate, formatManilaTime, formatPesos } from '@/lib/loan/loan-format';
import { Button } from '@/ui/button';
import { useTapLock } from '@/ui/use-tap-lock';
import { bonusCouponTexts } from './bonus-coupon-texts';
import { couponMessages as m } from './coupon-messages';
import type { UseTarget } from './use-target';

const TYPE_NAMES = {
  platform: m.typePlatform,
  withdrawal: m.typeWithdrawal,
  repayment: m.typeRepayment,
  cash: m.typeCash,
} as const;

/**
 * One coupon (docs/coupons.md#lists): amount, what it lowers, its minimum, until when, and, on
 * /coupon, what holds it and "Use" (docs/coupons.md#use-button) behind the 1000 ms tap lock; on
 * /couponInvalid when it expired or was used instead.
 */
export function CouponCard({
  coupon,
  target,
}: {
  coupon: CouponListItem;
  /** Where Use goes; absent on /couponInvalid, which has no Use. */
  target?: UseTarget;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const titleId = useId();
  const whyId = useId();
  const amount = formatPesos(intl, coupon.deductionCentavos);
  const use = useTapLock(() => {
    if (target?.to) navigate(target.to);
  });
  const spent = target === undefined;
  const minimum =
    coupon.minCentavos === null
      ? null
      : intl.formatMessage(coupon.appliesTo === 'withdrawal' ? m.minimumLoan : m.minimumPayment, {
          amount: formatPesos(intl, coupon.minCentavos),
        });

  let state: string;
  if (coupon.status === 'used' && coupon.usedAt) {
    state = intl.formatMessage(m.usedAt, { time: formatManilaTime(intl, coupon.usedAt) });
  } else if (coupon.status === 'invalid') {
    state = intl.formatMessage(m.invalid);
  } else if (coupon.status === 'expired') {
    state = intl.formatMessage(m.expiredOn, { date: formatManilaDate(intl, coupon.validUntil) });
  } else {
    state = intl.formatMessage(m.validUntil, { date: formatManilaDate(intl, coupon.validUntil) });
  }

  return (
    <article
      className={`card coupon-card${spent ? ' coupon-card--spent' : ''}`}
      aria-labelledby={titleId}
    >
      <div className="coupon-card__head">
        <h2 id={titleId}>
          {coupon.title ??
            intl.formatMessage(
              coupon.source === 'homeScreenBonus'
                ? bonusCouponTexts.homeScreenBonus
                : TYPE_NAMES[coupon.type],
            )}
        </h2>
        <span className="coupon-card__amount">{intl.formatMessage(m.amountOff, { amount })}</span>
      </div>
      <ul className="coupon-card__facts">
        <li>
          {intl.formatMessage(
            coupon.appliesTo === 'withdrawal'
              ? m.forWithdrawal
              : // A cash coupon lowers any payment (docs/coupons.md#types).
                coupon.type === 'cash' && !coupon.fullRepaymentOnly
                ? m.forAnyPayment
                : m.forPayInFull,
          )}
        </li>
        {coupon.fullRepaymentOnly ? (
          <li>{intl.formatMessage(bonusCouponTexts.fullRepaymentOnly)}</li>
        ) : null}
        {minimum ? <li>{minimum}</li> : null}
        <li>{state}</li>
        {coupon.reservedFor ? (
          <li className="coupon-card__held">
            {intl.formatMessage(
              coupon.reservedFor.kind === 'payment' ? m.heldPayment : m.heldOrder,
            )}
          </li>
        ) : null}
      </ul>
      {target ? (
        <>
          <Button
            block
            disabled={target.to === null}
            aria-label={intl.formatMessage(m.useLabel, { amount })}
            aria-describedby={target.block ? whyId : undefined}
            onClick={use}
          >
            {intl.formatMessage(m.use)}
          </Button>
          {target.block ? (
            <p id={whyId} className="coupon-card__why">
              {intl.formatMessage(m[target.block])}
            </p>
          ) : null}
        </>
      ) : null}
    </article>
  );
}

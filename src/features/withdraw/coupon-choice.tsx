import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CouponView } from '@contract/loan/api';
import { formatManilaDate, formatPesos } from '@/lib/loan/loan-format';
import { withdrawMessages } from './withdraw-messages';

/** The borrower's withdrawal coupons as a radio list, with "no coupon" first. */
export function CouponChoice({
  coupons,
  value,
  onChange,
  error,
}: {
  coupons: readonly CouponView[];
  value: string | null;
  onChange: (couponId: string | null) => void;
  /** Why the last choice was refused (e.g. the coupon went meanwhile). */
  error?: ReactNode;
}) {
  const intl = useIntl();
  const name = useId();
  const option = (id: string | null, label: ReactNode, detail?: ReactNode) => (
    <label key={id ?? 'none'} className="choice-card">
      <input
        type="radio"
        name={name}
        checked={value === id}
        onChange={() => onChange(id)}
        aria-describedby={error ? `${name}-error` : undefined}
      />
      <span className="choice-card__text">
        <span className="choice-card__label">{label}</span>
        {detail ? <span className="choice-card__detail">{detail}</span> : null}
      </span>
    </label>
  );
  return (
    <fieldset className="card withdraw-choices">
      <legend className="field__label">{intl.formatMessage(withdrawMessages.couponLegend)}</legend>
      {error ? (
        <p id={`${name}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {option(null, intl.formatMessage(withdrawMessages.noCoupon))}
      {coupons.map((coupon) =>
        option(
          coupon.id,
          intl.formatMessage(withdrawMessages.couponOff, {
            amount: formatPesos(intl, coupon.deductionCentavos),
          }),
          intl.formatMessage(withdrawMessages.couponValidUntil, {
            date: formatManilaDate(intl, coupon.validUntil),
          }),
        ),
      )}
    </fieldset>
  );
}

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatPesos } from '@/lib/loan/loan-format';
import { Button } from '@/ui/button';
import { clampAmount, type AmountRange } from '@contract/loan/amounts';
import { withdrawMessages } from './withdraw-messages';

function StepIcon({ plus }: { plus: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={plus ? 'M5 12h14M12 5v14' : 'M5 12h14'}
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The loan amount: the figure large, a slider (arrow keys move one step, Home/End to the ends)
 * and −/+ buttons of one step each, all kept within the borrower's range.
 */
export function AmountChooser({
  range,
  value,
  onChange,
}: {
  range: AmountRange;
  value: number;
  onChange: (amountCentavos: number) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const pesos = (centavos: number) => formatPesos(intl, centavos, { whole: centavos % 100 === 0 });
  const step = pesos(range.step);
  const set = (next: number) => onChange(clampAmount(range, next));
  return (
    <section className="card amount" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-slider`} className="field__label">
        {intl.formatMessage(withdrawMessages.amountLabel)}
      </label>
      <output className="amount__value" htmlFor={`${id}-slider`}>
        {pesos(value)}
      </output>
      <div className="amount__controls">
        <Button
          variant="secondary"
          className="amount__step"
          aria-label={intl.formatMessage(withdrawMessages.decrease, { step })}
          aria-controls={`${id}-slider`}
          disabled={value <= range.min}
          onClick={() => set(value - range.step)}
        >
          <StepIcon plus={false} />
        </Button>
        <input
          id={`${id}-slider`}
          className="amount__slider"
          type="range"
          min={range.min}
          max={range.max}
          step={range.step}
          value={value}
          disabled={range.min === range.max}
          aria-valuetext={pesos(value)}
          aria-describedby={`${id}-range`}
          onChange={(event) => set(Number(event.target.value))}
        />
        <Button
          variant="secondary"
          className="amount__step"
          aria-label={intl.formatMessage(withdrawMessages.increase, { step })}
          aria-controls={`${id}-slider`}
          disabled={value >= range.max}
          onClick={() => set(value + range.step)}
        >
          <StepIcon plus />
        </Button>
      </div>
      <p id={`${id}-range`} className="field__hint amount__range">
        {intl.formatMessage(withdrawMessages.amountRange, {
          min: pesos(range.min),
          max: pesos(range.max),
          step,
        })}
      </p>
    </section>
  );
}

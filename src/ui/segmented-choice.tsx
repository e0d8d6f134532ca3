import { useId, type ReactNode } from 'react';

type Option<T extends string> = { value: T; label: ReactNode; lang?: string };

type SegmentedChoiceProps<T extends string> = {
  legend: ReactNode;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
};

/** A radio group drawn as buttons: one labelled choice among a few (e.g. the language). */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className="segmented-wrap">
      <legend className="field__label">{legend}</legend>
      <div className="segmented">
        {options.map((option) => (
          <label key={option.value} className="segmented__option" lang={option.lang}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

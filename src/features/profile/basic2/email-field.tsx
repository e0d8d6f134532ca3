import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@/ui/text-field';
import { fieldId } from '../shared/use-field-checks';
import { basic2Messages } from './basic2-messages';

type Props = {
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: ReactNode;
};

/** The e-mail field of the contact details, also My profile's (docs/profile.md#my-profile). */
export function EmailField({ value, onValueChange, onBlur, error }: Props) {
  const intl = useIntl();
  return (
    <TextField
      id={fieldId('email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={254}
      label={intl.formatMessage(basic2Messages.email)}
      hint={intl.formatMessage(basic2Messages.emailHint)}
      value={value}
      onValueChange={(next) => onValueChange(next.trim())}
      onBlur={onBlur}
      error={error}
      stripChineseInput
    />
  );
}

import { useIntl } from 'react-intl';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { authMessages } from './auth-messages';
import type { Captcha } from './use-sign-in-form';

type CaptchaFieldProps = {
  captcha: Captcha;
  answer: string;
  onAnswerChange: (value: string) => void;
  onRefresh: () => void;
  error: string | undefined;
};

/** The graphic verification code the server asks for when risk rises. */
export function CaptchaField({
  captcha,
  answer,
  onAnswerChange,
  onRefresh,
  error,
}: CaptchaFieldProps) {
  const intl = useIntl();
  return (
    <div className="field">
      <div className="captcha">
        <img
          src={captcha.image}
          alt={intl.formatMessage(authMessages.captchaImage)}
          width={150}
          height={50}
        />
        <Button variant="text" onClick={onRefresh}>
          {intl.formatMessage(authMessages.captchaRefresh)}
        </Button>
      </div>
      <TextField
        label={intl.formatMessage(authMessages.captchaLabel)}
        value={answer}
        onValueChange={onAnswerChange}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={8}
        stripChineseInput
      />
    </div>
  );
}

import { useIntl } from 'react-intl';
import { defineMessages } from '@/lib/i18n/define-messages';
import { MessagesBundleProvider } from '@/lib/i18n/messages-bundle-provider';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import type { Captcha } from './use-sign-in-form';

const messages = defineMessages({
  whySignIn: {
    id: 'signIn.captcha.whySignIn',
    defaultMessage:
      'A wrong code was typed for this number. To protect your account, type the characters in the picture together with your SMS code, then tap “{signIn}”.',
    description:
      'Why the graphic code is asked at sign-in (docs/sign-in.md#graphic-code); signIn is the button label',
  },
  whyCode: {
    id: 'signIn.captcha.whyCode',
    defaultMessage:
      'To protect your number from unwanted codes, type the characters in the picture before you ask for another code.',
    description:
      'Why the graphic code is asked before another SMS code is sent (docs/sign-in.md#graphic-code)',
  },
  label: {
    id: 'signIn.captcha.label',
    defaultMessage: 'Characters in the picture',
    description: 'Label of the graphic verification code field',
  },
  image: {
    id: 'signIn.captcha.image',
    defaultMessage: 'Security picture with characters to type',
    description: 'Alt text of the graphic verification code',
  },
  refresh: {
    id: 'signIn.captcha.refresh',
    defaultMessage: 'New picture',
    description: 'Button: load another graphic verification code',
  },
});

export type CaptchaFieldProps = {
  captcha: Captcha;
  answer: string;
  onAnswerChange: (value: string) => void;
  onRefresh: () => void;
  error: string | undefined;
  /** The sign-in button's label, named in the explanation. */
  signInLabel: string;
};

/**
 * The graphic code, where the server asks for one (docs/sign-in.md#graphic-code), saying why it
 * is asked and for what: with the SMS code after a wrong code, or before another code is sent.
 * Loaded, with its texts, only when a picture is shown: the first load stays small.
 */
function CaptchaField({
  captcha,
  answer,
  onAnswerChange,
  onRefresh,
  error,
  signInLabel,
}: CaptchaFieldProps) {
  const intl = useIntl();
  return (
    <div className="field stack">
      <p className="alert alert--info">
        {captcha.for === 'signIn'
          ? intl.formatMessage(messages.whySignIn, { signIn: signInLabel })
          : intl.formatMessage(messages.whyCode)}
      </p>
      <div className="captcha">
        <img src={captcha.image} alt={intl.formatMessage(messages.image)} width={150} height={50} />
        <Button variant="text" onClick={onRefresh}>
          {intl.formatMessage(messages.refresh)}
        </Button>
      </div>
      <TextField
        id="sign-in-captcha"
        label={intl.formatMessage(messages.label)}
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

export default function CaptchaPanel(props: CaptchaFieldProps) {
  return (
    <MessagesBundleProvider bundle="screens">
      <CaptchaField {...props} />
    </MessagesBundleProvider>
  );
}

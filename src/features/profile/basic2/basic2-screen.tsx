import { useIntl } from 'react-intl';
import type { ContactInfo } from '@contract/profile/schemas';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { CheckboxField } from '@/ui/checkbox-field';
import { TextField } from '@/ui/text-field';
import { basic2Messages } from './basic2-messages';
import { EmailField } from './email-field';
import { SectionScreen } from '../shared/profile-page';
import { useRecheckErrors } from '../shared/use-recheck-errors';
import { fieldId } from '../shared/use-field-checks';
import { useSectionForm } from '../shared/use-section-form';
import { withProfileMessages } from '../shared/with-profile-messages';

type Values = {
  email: string;
  viber: string;
  whatsapp: string;
  /** Kept apart from `whatsapp` so a corrected Viber number is the WhatsApp number too. */
  whatsappSame: boolean;
};

const EMPTY: Values = { email: '', viber: '', whatsapp: '', whatsappSame: false };

const fromSaved = (saved: ContactInfo): Values => ({
  email: saved.email,
  viber: saved.viber,
  whatsapp: saved.whatsapp,
  whatsappSame: saved.whatsapp !== '' && saved.whatsapp === saved.viber,
});

const toBody = ({ email, viber, whatsapp, whatsappSame }: Values) => ({
  email,
  viber,
  whatsapp: whatsappSame ? viber : whatsapp,
});

/**
 * /baseInfo2: how to reach the borrower — an email, and optionally Viber and WhatsApp
 * (docs/profile.md#contact-details). Viber comes first: more Filipinos use it.
 */
export function Basic2Screen() {
  const intl = useIntl();
  const form = useSectionForm('basic2', { empty: EMPTY, fromSaved, toBody });
  const errorText = useErrorText();
  const { values, setField, validateField, errorOf } = form;
  // Ticking "same as Viber" changes what is checked at `whatsapp`: re-check shown errors.
  useRecheckErrors(values, form.errors, validateField);

  return (
    <SectionScreen
      section="basic2"
      title={intl.formatMessage(basic2Messages.title)}
      lead={intl.formatMessage(basic2Messages.lead)}
      form={form}
    >
      <EmailField
        value={values.email}
        onValueChange={(value) => setField('email', value)}
        onBlur={() => validateField('email')}
        error={errorText(errorOf('email'))}
      />
      <TextField
        id={fieldId('viber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        label={intl.formatMessage(basic2Messages.viber)}
        hint={intl.formatMessage(basic2Messages.numberHint)}
        value={values.viber}
        onValueChange={(value) => setField('viber', value)}
        onBlur={() => validateField('viber')}
        error={errorText(errorOf('viber'))}
        stripChineseInput
      />
      <TextField
        id={fieldId('whatsapp')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={20}
        label={intl.formatMessage(basic2Messages.whatsapp)}
        hint={intl.formatMessage(basic2Messages.numberHint)}
        // While "same as Viber" is ticked the field shows that number and cannot drift.
        value={values.whatsappSame ? values.viber : values.whatsapp}
        readOnly={values.whatsappSame}
        onValueChange={(value) => setField('whatsapp', value)}
        onBlur={() => validateField('whatsapp')}
        error={errorText(errorOf('whatsapp'))}
        stripChineseInput
      />
      <CheckboxField
        checked={values.whatsappSame}
        onCheckedChange={(checked) => setField('whatsappSame', checked)}
      >
        {intl.formatMessage(basic2Messages.whatsappSame)}
      </CheckboxField>
    </SectionScreen>
  );
}

export default withProfileMessages(Basic2Screen);

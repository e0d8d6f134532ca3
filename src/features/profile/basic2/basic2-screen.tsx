import { useIntl } from 'react-intl';
import type { ContactInfo } from '@contract/profile/schemas';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { CheckboxField } from '@/ui/checkbox-field';
import { TextField } from '@/ui/text-field';
import { basic2Messages } from './basic2-messages';
import { EmailField } from './email-field';
import { SectionScreen } from '../shared/profile-page';
import { profileMessages } from '../shared/profile-messages';
import { useRecheckErrors } from '../shared/use-recheck-errors';
import { fieldId } from '../shared/use-field-checks';
import { useSectionForm } from '../shared/use-section-form';
import { withProfileMessages } from '../shared/with-profile-messages';

type Values = {
  email: string;
  whatsapp: string;
  viber: string;
  /** Kept apart from `viber` so a corrected WhatsApp number is the Viber number too. */
  viberSame: boolean;
};

const EMPTY: Values = { email: '', whatsapp: '', viber: '', viberSame: false };

const fromSaved = (saved: ContactInfo): Values => ({
  email: saved.email,
  whatsapp: saved.whatsapp,
  viber: saved.viber,
  viberSame: saved.viber !== '' && saved.viber === saved.whatsapp,
});

const toBody = ({ email, whatsapp, viber, viberSame }: Values) => ({
  email,
  whatsapp,
  viber: viberSame ? whatsapp : viber,
});

/** /baseInfo2: how to reach the borrower — email, WhatsApp and (optionally) Viber. */
export function Basic2Screen() {
  const intl = useIntl();
  const form = useSectionForm('basic2', { empty: EMPTY, fromSaved, toBody });
  const errorText = useErrorText();
  const { values, setField, validateField, errorOf } = form;
  // Ticking "same as WhatsApp" changes what is checked at `viber`: re-check shown errors.
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
        id={fieldId('whatsapp')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        label={intl.formatMessage(basic2Messages.whatsapp)}
        hint={intl.formatMessage(basic2Messages.whatsappHint)}
        value={values.whatsapp}
        onValueChange={(value) => setField('whatsapp', value)}
        onBlur={() => validateField('whatsapp')}
        error={errorText(errorOf('whatsapp'))}
        stripChineseInput
      />
      <TextField
        id={fieldId('viber')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={20}
        label={intl.formatMessage(basic2Messages.viber)}
        hint={intl.formatMessage(profileMessages.optional)}
        // While "same as WhatsApp" is ticked the field shows that number and cannot drift.
        value={values.viberSame ? values.whatsapp : values.viber}
        readOnly={values.viberSame}
        onValueChange={(value) => setField('viber', value)}
        onBlur={() => validateField('viber')}
        error={errorText(errorOf('viber'))}
        stripChineseInput
      />
      <CheckboxField
        checked={values.viberSame}
        onCheckedChange={(checked) => setField('viberSame', checked)}
      >
        {intl.formatMessage(basic2Messages.viberSame)}
      </CheckboxField>
    </SectionScreen>
  );
}

export default withProfileMessages(Basic2Screen);

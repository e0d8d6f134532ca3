import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AddressInfo } from '@contract/profile/schemas';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { usePlaces } from '@/lib/places/use-places';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { addressMessages } from './address-messages';
import { SectionScreen } from '../shared/profile-page';
import { profileMessages } from '../shared/profile-messages';
import { TextAreaField } from '@/ui/text-area-field';
import { useProfileContext } from '../shared/use-profile-context';
import { fieldId } from '../shared/use-field-checks';
import { useSectionForm } from '../shared/use-section-form';
import { withProfileMessages } from '../shared/with-profile-messages';

type Values = {
  provinceCode: string;
  cityCode: string;
  barangayCode: string;
  postalCode: string;
  address: string;
};

const EMPTY: Values = {
  provinceCode: '',
  cityCode: '',
  barangayCode: '',
  postalCode: '',
  address: '',
};

const fromSaved = (saved: AddressInfo): Values => ({ ...saved });
const toBody = (values: Values) => values;

const toOptions = (places: readonly { code: string; name: string }[]) =>
  places.map((place) => ({ value: place.code, label: place.name }));

/** /addressInfo: province → city or municipality and its ZIP code → barangay (PSGC) → street. */
export function AddressScreen() {
  const intl = useIntl();
  const { rules } = useProfileContext();
  const form = useSectionForm('address', { empty: EMPTY, fromSaved, toBody });
  const errorText = useErrorText({ length: rules.postalCodeLength });
  const { values, setField, validateField, errorOf } = form;
  const places = usePlaces({ provinceCode: values.provinceCode, cityCode: values.cityCode });

  // Each list says what it waits for: its parent's choice, its download, or the borrower.
  const placeholder = (list: readonly unknown[], parentMissing?: MessageDescriptor) => {
    if (parentMissing) return intl.formatMessage(parentMissing);
    if (list.length === 0 && places.status === 'loading') {
      return intl.formatMessage(addressMessages.loadingList);
    }
    return intl.formatMessage(profileMessages.choose);
  };

  return (
    <SectionScreen
      section="address"
      title={intl.formatMessage(addressMessages.title)}
      lead={intl.formatMessage(addressMessages.lead)}
      form={form}
    >
      <SelectField
        id={fieldId('provinceCode')}
        label={intl.formatMessage(addressMessages.province)}
        hint={intl.formatMessage(addressMessages.provinceHint)}
        placeholder={placeholder(places.provinces)}
        value={values.provinceCode}
        options={toOptions(places.provinces)}
        onValueChange={(value) => {
          // Another province: the city and barangay chosen under the old one no longer exist.
          setField('provinceCode', value);
          setField('cityCode', '');
          setField('barangayCode', '');
        }}
        onBlur={() => validateField('provinceCode')}
        error={errorText(errorOf('provinceCode'))}
      />
      <SelectField
        id={fieldId('cityCode')}
        label={intl.formatMessage(addressMessages.city)}
        placeholder={placeholder(
          places.cities,
          values.provinceCode ? undefined : addressMessages.provinceFirst,
        )}
        value={values.cityCode}
        options={toOptions(places.cities)}
        disabled={values.provinceCode === ''}
        onValueChange={(value) => {
          setField('cityCode', value);
          setField('barangayCode', '');
        }}
        onBlur={() => validateField('cityCode')}
        error={errorText(errorOf('cityCode'))}
      />
      {/* The ZIP code is the city's or municipality's, written beside it (docs/profile.md#address). */}
      <TextField
        id={fieldId('postalCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={rules.postalCodeLength}
        label={intl.formatMessage(addressMessages.postalCode)}
        hint={intl.formatMessage(addressMessages.postalCodeHint, {
          length: rules.postalCodeLength,
        })}
        value={values.postalCode}
        // Digits only: a ZIP code has no letters, spaces or dashes.
        onValueChange={(value) => setField('postalCode', value.replace(/\D/g, ''))}
        onBlur={() => validateField('postalCode')}
        error={errorText(errorOf('postalCode'))}
      />
      <SelectField
        id={fieldId('barangayCode')}
        label={intl.formatMessage(addressMessages.barangay)}
        placeholder={placeholder(
          places.barangays,
          values.cityCode ? undefined : addressMessages.cityFirst,
        )}
        value={values.barangayCode}
        options={toOptions(places.barangays)}
        disabled={values.cityCode === ''}
        onValueChange={(value) => setField('barangayCode', value)}
        onBlur={() => validateField('barangayCode')}
        error={errorText(errorOf('barangayCode'))}
      />
      {places.status === 'error' ? (
        <div className="notice notice--error places-problem" role="alert">
          <p>
            {intl.formatMessage(
              places.error?.reason === 'offline'
                ? addressMessages.listOffline
                : addressMessages.listFailed,
            )}
          </p>
          <Button variant="secondary" onClick={places.retry}>
            {intl.formatMessage(addressMessages.retry)}
          </Button>
        </div>
      ) : null}
      <TextAreaField
        id={fieldId('address')}
        autoComplete="street-address"
        autoCapitalize="words"
        maxLength={150}
        label={intl.formatMessage(addressMessages.address)}
        hint={intl.formatMessage(addressMessages.addressHint)}
        value={values.address}
        onValueChange={(value) => setField('address', value)}
        onBlur={() => validateField('address')}
        error={errorText(errorOf('address'))}
        stripChineseInput
      />
    </SectionScreen>
  );
}

export default withProfileMessages(AddressScreen);

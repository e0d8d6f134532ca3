import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ProfileRules } from '@contract/profile/rules';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { usePlaces } from '@/lib/places/use-places';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextAreaField } from '@/ui/text-area-field';
import { TextField } from '@/ui/text-field';
import type { FieldError } from '../shared/use-field-checks';
import { fieldId } from '../shared/use-field-checks';
import { profileMessages } from '../shared/profile-messages';
import { addressMessages } from './address-messages';

export type AddressValues = {
  provinceCode: string;
  cityCode: string;
  barangayCode: string;
  postalCode: string;
  address: string;
};

export const EMPTY_ADDRESS: AddressValues = {
  provinceCode: '',
  cityCode: '',
  barangayCode: '',
  postalCode: '',
  address: '',
};

const toOptions = (places: readonly { code: string; name: string }[]) =>
  places.map((place) => ({ value: place.code, label: place.name }));

type Props = {
  values: AddressValues;
  setField: <K extends keyof AddressValues>(name: K, value: AddressValues[K]) => void;
  validateField: (path: string) => void;
  errorOf: (path: string) => FieldError | undefined;
  rules: ProfileRules;
};

/**
 * Province → city or municipality → barangay (PSGC), ZIP code and street: the address step's
 * fields, also My profile's (docs/profile.md#my-profile), checked by the address schema.
 */
export function AddressFields({ values, setField, validateField, errorOf, rules }: Props) {
  const intl = useIntl();
  const errorText = useErrorText({ length: rules.postalCodeLength });
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
    <>
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
    </>
  );
}

import { useIntl } from 'react-intl';
import type { AddressInfo } from '@contract/profile/schemas';
import { addressMessages } from './address-messages';
import { AddressFields, EMPTY_ADDRESS, type AddressValues } from './address-fields';
import { SectionScreen } from '../shared/profile-page';
import { useProfileContext } from '../shared/use-profile-context';
import { useSectionForm } from '../shared/use-section-form';
import { withProfileMessages } from '../shared/with-profile-messages';

const fromSaved = (saved: AddressInfo): AddressValues => ({ ...saved });
const toBody = (values: AddressValues) => values;

/** /addressInfo: province → city or municipality and its ZIP code → barangay (PSGC) → street. */
export function AddressScreen() {
  const intl = useIntl();
  const { rules } = useProfileContext();
  const form = useSectionForm('address', { empty: EMPTY_ADDRESS, fromSaved, toBody });

  return (
    <SectionScreen
      section="address"
      title={intl.formatMessage(addressMessages.title)}
      lead={intl.formatMessage(addressMessages.lead)}
      form={form}
    >
      <AddressFields
        values={form.values}
        setField={form.setField}
        validateField={form.validateField}
        errorOf={form.errorOf}
        rules={rules}
      />
    </SectionScreen>
  );
}

export default withProfileMessages(AddressScreen);

import { defineMessages } from '@/lib/i18n/define-messages';

export const addressMessages = defineMessages({
  title: {
    id: 'profile.address.title',
    defaultMessage: 'Your home address',
    description: 'Title of /addressInfo',
  },
  lead: {
    id: 'profile.address.lead',
    defaultMessage: 'Where you live now. Choose the province first, then the city and barangay.',
    description: 'Guidance under the /addressInfo title',
  },
  province: {
    id: 'profile.address.province',
    defaultMessage: 'Province',
    description: 'Field label',
  },
  provinceHint: {
    id: 'profile.address.provinceHint',
    defaultMessage: 'Living in NCR? Choose “Metro Manila”.',
    description: 'Hint under the province: Metro Manila (NCR) is listed as a province',
  },
  city: {
    id: 'profile.address.city',
    defaultMessage: 'City or municipality',
    description: 'Field label',
  },
  barangay: {
    id: 'profile.address.barangay',
    defaultMessage: 'Barangay',
    description: 'Field label',
  },
  provinceFirst: {
    id: 'profile.address.provinceFirst',
    defaultMessage: 'Choose the province first',
    description: 'Placeholder of the city list while no province is chosen',
  },
  cityFirst: {
    id: 'profile.address.cityFirst',
    defaultMessage: 'Choose the city or municipality first',
    description: 'Placeholder of the barangay list while no city is chosen',
  },
  loadingList: {
    id: 'profile.address.loadingList',
    defaultMessage: 'Loading the list…',
    description: 'Placeholder of a place list while it downloads',
  },
  listOffline: {
    id: 'profile.address.listOffline',
    defaultMessage:
      'You are offline and this list is not saved on your phone yet. Connect to the internet, then try again.',
    description: 'A place list could not be downloaded because there is no network',
  },
  listFailed: {
    id: 'profile.address.listFailed',
    defaultMessage: 'We could not load the list of places. Please try again.',
    description: 'A place list could not be downloaded for another reason',
  },
  retry: {
    id: 'profile.address.retry',
    defaultMessage: 'Try again',
    description: 'Button that downloads a failed place list again',
  },
  postalCode: {
    id: 'profile.address.postalCode',
    defaultMessage: 'Postal code (ZIP)',
    description: 'Field label',
  },
  postalCodeHint: {
    id: 'profile.address.postalCodeHint',
    defaultMessage: 'The ZIP code of your city or municipality: {length} digits',
    description:
      'Hint under the postal code, which follows the city: whose code it is and its length',
  },
  address: {
    id: 'profile.address.address',
    defaultMessage: 'House no., street and subdivision',
    description: 'Field label of the detailed address',
  },
  addressHint: {
    id: 'profile.address.addressHint',
    defaultMessage: 'For example: #12 Rizal St., Villa Verde Subd.',
    description: 'Hint under the detailed address (keep the example address as is)',
  },
});

import { defineMessages } from '@/lib/i18n/define-messages';

/** My profile (/myProfile, docs/profile.md#my-profile). */
export const detailsMessages = defineMessages({
  title: {
    id: 'profile.details.title',
    defaultMessage: 'My profile',
    description: 'Heading of the profile view (/myProfile), reached from My account',
  },
  lead: {
    id: 'profile.details.lead',
    defaultMessage: 'Your details as we have them. You can change your e-mail and address here.',
    description: 'Line under the heading of /myProfile',
  },
  current: {
    id: 'profile.details.current',
    defaultMessage: 'Your details',
    description: 'Heading of the card with the details on file (name, mobile, e-mail, address)',
  },
  name: {
    id: 'profile.details.name',
    defaultMessage: 'Name',
    description: 'Label: the borrower’s full name from the application',
  },
  phone: {
    id: 'profile.details.phone',
    defaultMessage: 'Mobile number',
    description: 'Label: the signed-in mobile number, masked',
  },
  email: {
    id: 'profile.details.email',
    defaultMessage: 'E-mail',
    description: 'Label: the e-mail on file',
  },
  address: {
    id: 'profile.details.address',
    defaultMessage: 'Address',
    description: 'Label: the address on file',
  },
  addressLine: {
    id: 'profile.details.addressLine',
    defaultMessage: '{street}, {barangay}, {city}, {province} {zip}',
    description:
      'The address on file on one line: street, barangay, city or municipality, province and ZIP code',
  },
  notGiven: {
    id: 'profile.details.notGiven',
    defaultMessage: 'Not given yet',
    description: 'In place of a detail the borrower has not filled in yet',
  },
  phoneTitle: {
    id: 'profile.details.phoneTitle',
    defaultMessage: 'Changing your mobile number',
    description: 'Heading of the note on how the mobile number is changed',
  },
  phoneBody: {
    id: 'profile.details.phoneBody',
    defaultMessage:
      'You sign in with your mobile number, so it cannot be changed here. Customer service changes it for you after checking that it is really you.',
    description: 'Why the mobile number is not editable and who changes it',
  },
  contactService: {
    id: 'profile.details.contactService',
    defaultMessage: 'Contact customer service',
    description: 'Link from /myProfile to the customer service page',
  },
  changeTitle: {
    id: 'profile.details.changeTitle',
    defaultMessage: 'Change your e-mail or address',
    description: 'Heading of the form that changes the e-mail and address',
  },
  underReview: {
    id: 'profile.details.underReview',
    defaultMessage:
      'Your application is being reviewed. You can change your e-mail and address once it is decided.',
    description: 'Why the form is read-only while an application awaits its decision',
  },
  notYet: {
    id: 'profile.details.notYet',
    defaultMessage:
      'Your e-mail and address are part of your application. Fill them in there first.',
    description: 'The contact details or address section was never saved',
  },
  toApplication: {
    id: 'profile.details.toApplication',
    defaultMessage: 'Go to my application',
    description: 'Link to the application step that asks for the e-mail or the address',
  },
  save: {
    id: 'profile.details.save',
    defaultMessage: 'Save changes',
    description: 'Submit button of the e-mail and address form',
  },
  saved: {
    id: 'profile.details.saved',
    defaultMessage: 'Your e-mail and address are saved.',
    description: 'Toast after the e-mail and address were saved',
  },
  discard: {
    id: 'profile.details.discard',
    defaultMessage: 'Undo my changes',
    description: 'Button: puts back the e-mail and address on file in the form',
  },
});

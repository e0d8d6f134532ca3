import { defineMessages } from '@/lib/i18n/define-messages';

export const aboutMessages = defineMessages({
  title: {
    id: 'about.screen.title',
    defaultMessage: 'About us',
    description: 'Heading of the About us page (/aboutUs)',
  },
  operatedBy: {
    id: 'about.screen.operatedBy',
    defaultMessage: '{proName} is an online lending platform operated by {corporateName}.',
    description: 'Who the lender is (SEC MC 19 s.2019): brand and corporate name',
  },
  corporateName: {
    id: 'about.screen.corporateName',
    defaultMessage: 'Corporate name',
    description: 'Label: the lending company’s registered name',
  },
  secRegistration: {
    id: 'about.screen.secRegistration',
    defaultMessage: 'SEC registration no.',
    description: 'Label: the company’s SEC registration number',
  },
  certificateOfAuthority: {
    id: 'about.screen.certificateOfAuthority',
    defaultMessage: 'Certificate of Authority no.',
    description: 'Label: the SEC Certificate of Authority to operate as a lending company',
  },
  address: {
    id: 'about.screen.address',
    defaultMessage: 'Office address',
    description: 'Label: the registered office address',
  },
  landline: {
    id: 'about.screen.landline',
    defaultMessage: 'Landline',
    description: 'Label: the office landline (a tel: link)',
  },
  website: {
    id: 'about.screen.website',
    defaultMessage: 'Website',
    description: 'Label: the lender’s public website (opens in a new tab)',
  },
  readDisclosure: {
    id: 'about.screen.readDisclosure',
    defaultMessage:
      'Before you borrow, read the disclosure statement of your loan: it shows every charge and what you will repay.',
    description: 'Advice required by SEC MC 19 s.2019, shown conspicuously',
  },
  versions: {
    id: 'about.screen.versions',
    defaultMessage: 'Versions',
    description: 'Heading: the app’s and the server’s version numbers',
  },
  appVersion: {
    id: 'about.screen.appVersion',
    defaultMessage: 'App version',
    description: 'Label: the version of this app',
  },
  serverVersion: {
    id: 'about.screen.serverVersion',
    defaultMessage: 'Server version',
    description: 'Label: the version of the server the app talks to',
  },
  loadFailed: {
    id: 'about.screen.loadFailed',
    defaultMessage: 'The company details could not be loaded.',
    description: 'Error when the public config could not be fetched',
  },
});

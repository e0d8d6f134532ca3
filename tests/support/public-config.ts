/* Test-only: a public config as the sandbox server answers it (contract/public-config.ts). */
import type { PublicConfig } from '@contract/public-config';

export const PUBLIC_CONFIG: PublicConfig = {
  proName: 'Sulong Cash',
  corporateName: 'Sulong Lending Corporation',
  secRegistrationNo: 'CS202600001',
  certificateOfAuthorityNo: '0001',
  corporateAddress: '12F Sample Tower, 6789 Ayala Avenue, Makati City, 1226 Metro Manila',
  landline: '+63 2 8000 0001',
  serviceEmail: 'support@sulong.cash.example',
  webServiceEmail: 'web@sulong.cash.example',
  hotLine: '+63 2 8000 0000',
  messengerUrl: 'https://m.me/sulong.cash.example',
  viberUrl: 'viber://pa?chatURI=sulongcash-sandbox',
  proWebsite: 'https://sulong.cash.example',
  serviceHours: { opens: '09:00', closes: '18:00' },
  contactHours: { fromHour: 9, toHour: 20 },
  serverVersion: '0.1.0',
  appStoreUrl: 'https://sulong.cash.example/app',
  phoneFirstDigits: ['9'],
  profileRules: { postalCodeLength: 4, minAge: 21, maxAge: 65 },
  captchaAlways: false,
  otpResendSeconds: 60,
  adjustAppToken: '',
  environment: 'sandbox',
};

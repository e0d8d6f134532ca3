import { defineMessages } from '@/lib/i18n/define-messages';

export const signInText = defineMessages({
  title: { id: 'desk.signIn.title', defaultMessage: 'Sign in to the desk' },
  email: { id: 'desk.signIn.email', defaultMessage: 'Work e-mail' },
  password: { id: 'desk.signIn.password', defaultMessage: 'Password' },
  next: { id: 'desk.signIn.next', defaultMessage: 'Continue' },
  secondTitle: { id: 'desk.signIn.secondTitle', defaultMessage: 'Prove it is you' },
  code: { id: 'desk.signIn.code', defaultMessage: '6-digit code from your authenticator app' },
  signIn: { id: 'desk.signIn.submit', defaultMessage: 'Sign in' },
  usePasskey: { id: 'desk.signIn.usePasskey', defaultMessage: 'Use my passkey' },
  passkeyFailed: {
    id: 'desk.signIn.passkeyFailed',
    defaultMessage: 'The passkey did not answer. Try again, or use your authenticator code.',
  },
  startAgain: { id: 'desk.signIn.startAgain', defaultMessage: 'Start again' },
  noAccount: {
    id: 'desk.signIn.noAccount',
    defaultMessage:
      'No account yet? An administrator creates it and gives you a one-time enrolment link.',
  },
});

export const enrolText = defineMessages({
  title: { id: 'desk.enrol.title', defaultMessage: 'Set up your desk account' },
  opening: { id: 'desk.enrol.opening', defaultMessage: 'Opening your enrolment link…' },
  forWhom: { id: 'desk.enrol.forWhom', defaultMessage: 'For {name} ({email})' },
  passwordTitle: { id: 'desk.enrol.passwordTitle', defaultMessage: '1. Choose a password' },
  password: { id: 'desk.enrol.password', defaultMessage: 'New password' },
  passwordHint: {
    id: 'desk.enrol.passwordHint',
    defaultMessage: 'At least 12 characters. A few words you will remember make a good one.',
  },
  passwordShort: {
    id: 'desk.enrol.passwordShort',
    defaultMessage: 'Use at least 12 characters.',
  },
  confirm: { id: 'desk.enrol.confirm', defaultMessage: 'The same password again' },
  mismatch: { id: 'desk.enrol.mismatch', defaultMessage: 'The two passwords differ.' },
  factorTitle: { id: 'desk.enrol.factorTitle', defaultMessage: '2. Add a second factor' },
  factorIntro: {
    id: 'desk.enrol.factorIntro',
    defaultMessage:
      'Every sign-in needs your password and a second proof: a passkey on this device, or a code from an authenticator app. Set up at least one.',
  },
  passkeyTitle: { id: 'desk.enrol.passkeyTitle', defaultMessage: 'A passkey on this device' },
  addPasskey: { id: 'desk.enrol.addPasskey', defaultMessage: 'Create a passkey' },
  passkeyReady: {
    id: 'desk.enrol.passkeyReady',
    defaultMessage: 'Passkey created. It is saved with your account when you finish.',
  },
  passkeyFailed: {
    id: 'desk.enrol.passkeyFailed',
    defaultMessage: 'No passkey was created. Try again, or use an authenticator app.',
  },
  totpTitle: { id: 'desk.enrol.totpTitle', defaultMessage: 'An authenticator app' },
  totpIntro: {
    id: 'desk.enrol.totpIntro',
    defaultMessage:
      'Scan the code with your authenticator app, or type the key into it. Then enter the 6-digit code it shows.',
  },
  qrLabel: { id: 'desk.enrol.qrLabel', defaultMessage: 'QR code of your authenticator key' },
  keyLabel: { id: 'desk.enrol.keyLabel', defaultMessage: 'Key' },
  code: { id: 'desk.enrol.code', defaultMessage: '6-digit code from the app' },
  needFactor: {
    id: 'desk.enrol.needFactor',
    defaultMessage: 'Create a passkey or enter a code from your authenticator app.',
  },
  finish: { id: 'desk.enrol.finish', defaultMessage: 'Finish' },
  done: {
    id: 'desk.enrol.done',
    defaultMessage: 'Your account is ready. Sign in with your e-mail, password and second factor.',
  },
  goSignIn: { id: 'desk.enrol.goSignIn', defaultMessage: 'Go to sign-in' },
});

export const accountText = defineMessages({
  title: { id: 'desk.account.title', defaultMessage: 'My account' },
  roles: { id: 'desk.account.roles', defaultMessage: 'Your roles' },
  sessionsTitle: { id: 'desk.account.sessionsTitle', defaultMessage: 'Sessions' },
  passkeyTitle: { id: 'desk.account.passkeyTitle', defaultMessage: 'Add a passkey' },
  passkeyIntro: {
    id: 'desk.account.passkeyIntro',
    defaultMessage:
      'A passkey on this device (its PIN, fingerprint or face) signs you in instead of a code. Type your password to add one.',
  },
  passkeyPassword: { id: 'desk.account.passkeyPassword', defaultMessage: 'Your password' },
  passkeyAdd: { id: 'desk.account.passkeyAdd', defaultMessage: 'Create a passkey on this device' },
  passkeyAdded: {
    id: 'desk.account.passkeyAdded',
    defaultMessage: 'Passkey added. Use it at your next sign-in.',
  },
  passkeyCancelled: {
    id: 'desk.account.passkeyCancelled',
    defaultMessage: 'The device did not make a passkey. Try again, or keep using your codes.',
  },
  passkeyNeedsPassword: {
    id: 'desk.account.passkeyNeedsPassword',
    defaultMessage: 'Type your password first.',
  },
  sessions: {
    id: 'desk.account.sessions',
    defaultMessage:
      'A session ends after 30 minutes without activity and 12 hours after sign-in. Lost a device? Sign out everywhere.',
  },
});

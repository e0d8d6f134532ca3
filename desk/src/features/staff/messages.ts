import { defineMessages } from '@/lib/i18n/define-messages';

export const staffText = defineMessages({
  title: { id: 'desk.staff.title', defaultMessage: 'Staff' },
  filter: { id: 'desk.staff.filter', defaultMessage: 'Show' },
  all: { id: 'desk.staff.all', defaultMessage: 'Everyone' },
  active: { id: 'desk.staff.status.active', defaultMessage: 'Active' },
  invited: { id: 'desk.staff.status.invited', defaultMessage: 'Invited (not enrolled yet)' },
  disabled: { id: 'desk.staff.status.disabled', defaultMessage: 'Disabled' },
  name: { id: 'desk.staff.name', defaultMessage: 'Name' },
  email: { id: 'desk.staff.email', defaultMessage: 'Work e-mail' },
  roles: { id: 'desk.staff.roles', defaultMessage: 'Roles' },
  status: { id: 'desk.staff.status', defaultMessage: 'Status' },
  since: { id: 'desk.staff.since', defaultMessage: 'Created' },
  none: { id: 'desk.staff.none', defaultMessage: 'Nobody matches.' },
  addTitle: { id: 'desk.staff.addTitle', defaultMessage: 'Add a staff member' },
  add: { id: 'desk.staff.add', defaultMessage: 'Create account' },
  rolesNeeded: { id: 'desk.staff.rolesNeeded', defaultMessage: 'Choose at least one role.' },
  linkTitle: { id: 'desk.staff.linkTitle', defaultMessage: 'One-time enrolment link' },
  linkIntro: {
    id: 'desk.staff.linkIntro',
    defaultMessage:
      'Give this link to {name} yourself. It works once, until {expires}, and is not shown again.',
  },
  link: { id: 'desk.staff.link', defaultMessage: 'Enrolment link' },
  copy: { id: 'desk.staff.copy', defaultMessage: 'Copy' },
  copied: { id: 'desk.staff.copied', defaultMessage: 'Copied.' },
  back: { id: 'desk.staff.back', defaultMessage: 'All staff' },
  notFound: { id: 'desk.staff.notFound', defaultMessage: 'No such staff account.' },
  saveRoles: { id: 'desk.staff.saveRoles', defaultMessage: 'Save roles' },
  rolesSaved: { id: 'desk.staff.rolesSaved', defaultMessage: 'Roles saved.' },
  resetTitle: { id: 'desk.staff.resetTitle', defaultMessage: 'Reset' },
  resetIntro: {
    id: 'desk.staff.resetIntro',
    defaultMessage:
      'A new enrolment link ends their sessions and removes their password, passkeys and authenticator: for a lost phone or a forgotten password.',
  },
  reset: { id: 'desk.staff.reset', defaultMessage: 'Make a new enrolment link' },
  disableTitle: { id: 'desk.staff.disableTitle', defaultMessage: 'Disable' },
  disableIntro: {
    id: 'desk.staff.disableIntro',
    defaultMessage: 'Their sessions and API keys stop at once. The audit trail keeps their name.',
  },
  disable: { id: 'desk.staff.disable', defaultMessage: 'Disable this account' },
  confirmDisable: {
    id: 'desk.staff.confirmDisable',
    defaultMessage: 'Disable {name}? Their sessions and API keys stop at once.',
  },
  confirmReset: {
    id: 'desk.staff.confirmReset',
    defaultMessage: 'Reset {name}? Their password and second factors stop working at once.',
  },
  keysTitle: { id: 'desk.staff.keysTitle', defaultMessage: 'API keys' },
  keysIntro: {
    id: 'desk.staff.keysIntro',
    defaultMessage:
      'For npm run ops and scripts: a key acts as this person, with their roles, in the audit trail.',
  },
  keyLabel: { id: 'desk.staff.keyLabel', defaultMessage: 'What the key is for' },
  issue: { id: 'desk.staff.issue', defaultMessage: 'Issue a key' },
  issued: {
    id: 'desk.staff.issued',
    defaultMessage: 'The new key, shown this once: keep it like a password.',
  },
  newKey: { id: 'desk.staff.newKey', defaultMessage: 'New API key' },
  revoke: { id: 'desk.staff.revoke', defaultMessage: 'Revoke {label}' },
  noKeys: { id: 'desk.staff.noKeys', defaultMessage: 'No keys.' },
  keyState: {
    id: 'desk.staff.keyState',
    defaultMessage:
      '{label}: issued {created}; {used, select, none {never used} other {last used {used}}}{revoked, select, none {} other {; revoked {revoked}}}',
  },
  onlyActiveKeys: {
    id: 'desk.staff.onlyActiveKeys',
    defaultMessage: 'Keys are issued to enrolled, active accounts.',
  },
});

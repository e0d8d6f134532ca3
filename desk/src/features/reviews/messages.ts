import { defineMessages } from '@/lib/i18n/define-messages';

export const reviewText = defineMessages({
  queueTitle: { id: 'desk.reviews.queueTitle', defaultMessage: 'Review queue' },
  queueIntro: {
    id: 'desk.reviews.queueIntro',
    defaultMessage:
      'Applications the scorecard may not decide alone, oldest first. Personal data stays masked until you reveal it with a reason; every look is in the audit trail.',
  },
  none: { id: 'desk.reviews.none', defaultMessage: 'Nothing waits for a review.' },
  more: {
    id: 'desk.reviews.more',
    defaultMessage: 'Only the oldest 200 are shown: decide them to see the rest.',
  },
  refresh: { id: 'desk.reviews.refresh', defaultMessage: 'Refresh' },
  applicant: { id: 'desk.reviews.applicant', defaultMessage: 'Applicant' },
  phone: { id: 'desk.reviews.phone', defaultMessage: 'Mobile' },
  waiting: { id: 'desk.reviews.waiting', defaultMessage: 'Waiting since (Manila)' },
  why: { id: 'desk.reviews.why', defaultMessage: 'Why a person' },
  score: { id: 'desk.reviews.score', defaultMessage: 'Score / cut-off' },
  open: { id: 'desk.reviews.open', defaultMessage: 'Review {initials} ({customer})' },
  reasonManual: { id: 'desk.reviews.reason.manual', defaultMessage: 'Every application' },
  reasonMatch: { id: 'desk.reviews.reason.match', defaultMessage: 'Matches another borrower' },
  reasonMargin: { id: 'desk.reviews.reason.margin', defaultMessage: 'Score near the cut-off' },

  back: { id: 'desk.reviews.back', defaultMessage: 'Back to the queue' },
  title: { id: 'desk.reviews.title', defaultMessage: 'Application of {customer}' },
  status: { id: 'desk.reviews.status', defaultMessage: 'Status' },
  submitted: { id: 'desk.reviews.submitted', defaultMessage: 'Submitted (Manila)' },
  decidedBy: {
    id: 'desk.reviews.decidedBy',
    defaultMessage: 'Decided {when} by {who}',
  },
  person: { id: 'desk.reviews.person', defaultMessage: 'The borrower' },
  name: { id: 'desk.reviews.name', defaultMessage: 'Name' },
  birthDate: { id: 'desk.reviews.birthDate', defaultMessage: 'Born (age)' },
  gender: { id: 'desk.reviews.gender', defaultMessage: 'Gender' },
  maritalStatus: { id: 'desk.reviews.maritalStatus', defaultMessage: 'Marital status' },
  education: { id: 'desk.reviews.education', defaultMessage: 'Education' },
  loanPurpose: { id: 'desk.reviews.loanPurpose', defaultMessage: 'Loan purpose' },
  email: { id: 'desk.reviews.email', defaultMessage: 'E-mail' },
  customerSince: { id: 'desk.reviews.customerSince', defaultMessage: 'Customer since' },
  address: { id: 'desk.reviews.address', defaultMessage: 'Address' },
  work: { id: 'desk.reviews.work', defaultMessage: 'Work and income' },
  contacts: { id: 'desk.reviews.contacts', defaultMessage: 'Emergency contacts' },
  relation: { id: 'desk.reviews.relation', defaultMessage: 'Relation' },
  identity: { id: 'desk.reviews.identity', defaultMessage: 'Identity' },
  idType: { id: 'desk.reviews.idType', defaultMessage: 'ID type' },
  idNumber: { id: 'desk.reviews.idNumber', defaultMessage: 'ID number' },
  followsRule: {
    id: 'desk.reviews.followsRule',
    defaultMessage:
      '{ok, select, true {Has the shape of this ID type} other {Does NOT have the shape of this ID type}}',
  },
  payout: { id: 'desk.reviews.payout', defaultMessage: 'Payout account' },
  channel: { id: 'desk.reviews.channel', defaultMessage: 'Channel' },
  account: { id: 'desk.reviews.account', defaultMessage: 'Account' },
  holder: { id: 'desk.reviews.holder', defaultMessage: 'Name on the account' },
  savedAt: { id: 'desk.reviews.savedAt', defaultMessage: 'Saved (Manila)' },
  none_: { id: 'desk.reviews.empty', defaultMessage: 'Not given' },

  revealReason: { id: 'desk.reviews.revealReason', defaultMessage: 'Why you need to see it' },
  revealHint: {
    id: 'desk.reviews.revealHint',
    defaultMessage:
      'Each full value or photo you open is logged with this reason (at least 5 characters).',
  },
  revealNeedsReason: {
    id: 'desk.reviews.revealNeedsReason',
    defaultMessage: 'Say why you need to see it (at least 5 characters).',
  },
  show: { id: 'desk.reviews.show', defaultMessage: 'Show the {what}' },
  whatIdNumber: { id: 'desk.reviews.what.idNumber', defaultMessage: 'full ID number' },
  whatPhone: { id: 'desk.reviews.what.phone', defaultMessage: 'full mobile number' },
  whatAccount: { id: 'desk.reviews.what.account', defaultMessage: 'full account number' },
  whatEmail: { id: 'desk.reviews.what.email', defaultMessage: 'full e-mail' },
  whatContacts: { id: 'desk.reviews.what.contacts', defaultMessage: 'contacts in full' },
  whatCompanyPhone: {
    id: 'desk.reviews.what.companyPhone',
    defaultMessage: 'employer’s full number',
  },

  photos: { id: 'desk.reviews.photos', defaultMessage: 'ID photo and face photo' },
  idPhoto: { id: 'desk.reviews.idPhoto', defaultMessage: 'ID photo' },
  facePhoto: { id: 'desk.reviews.facePhoto', defaultMessage: 'Face photo' },
  idPhotoInline: { id: 'desk.reviews.idPhotoInline', defaultMessage: 'ID photo' },
  facePhotoInline: { id: 'desk.reviews.facePhotoInline', defaultMessage: 'face photo' },
  payee: { id: 'desk.reviews.payee', defaultMessage: 'Bank or wallet' },
  decidedLabel: { id: 'desk.reviews.decidedLabel', defaultMessage: 'Decided' },
  noPhoto: { id: 'desk.reviews.noPhoto', defaultMessage: 'No photo on file.' },
  photoTaken: {
    id: 'desk.reviews.photoTaken',
    defaultMessage: 'Uploaded {when}, {width} × {height}',
  },
  showPhoto: { id: 'desk.reviews.showPhoto', defaultMessage: 'Show the {photo}' },
  zoomIn: { id: 'desk.reviews.zoomIn', defaultMessage: 'Zoom in on the {photo}' },
  zoomOut: { id: 'desk.reviews.zoomOut', defaultMessage: 'Zoom out of the {photo}' },
  rotate: { id: 'desk.reviews.rotate', defaultMessage: 'Rotate the {photo}' },
  hide: { id: 'desk.reviews.hide', defaultMessage: 'Hide the {photo}' },

  matches: { id: 'desk.reviews.matches', defaultMessage: 'Matches with other borrowers' },
  noMatches: {
    id: 'desk.reviews.noMatches',
    defaultMessage: 'No other borrower shares the ID number, payout account, mobile or device.',
  },
  matchIdNumber: { id: 'desk.reviews.match.idNumber', defaultMessage: 'Same ID number' },
  matchPayoutAccount: {
    id: 'desk.reviews.match.payoutAccount',
    defaultMessage: 'Same payout account (now or before)',
  },
  matchPhone: {
    id: 'desk.reviews.match.phone',
    defaultMessage: 'Mobile used as the other one’s wallet, or the reverse',
  },
  matchDevice: { id: 'desk.reviews.match.device', defaultMessage: 'Signed in on the same device' },
  kind: { id: 'desk.reviews.kind', defaultMessage: 'What' },
  otherCustomer: { id: 'desk.reviews.otherCustomer', defaultMessage: 'Other customer' },

  scorecard: { id: 'desk.reviews.scorecard', defaultMessage: 'Scorecard' },
  total: {
    id: 'desk.reviews.total',
    defaultMessage: '{total} points; approval from {approveAt}',
  },
  knockouts: { id: 'desk.reviews.knockouts', defaultMessage: 'Knock-outs: {list}' },
  scoreQuota: { id: 'desk.reviews.scoreQuota', defaultMessage: 'Quota the score gives: {quota}' },
  earlier: { id: 'desk.reviews.earlier', defaultMessage: 'Earlier applications' },

  decision: { id: 'desk.reviews.decision', defaultMessage: 'Decision' },
  decided: {
    id: 'desk.reviews.decided',
    defaultMessage: 'Decided: nothing more to do here.',
  },
  approve: { id: 'desk.reviews.approve', defaultMessage: 'Approve' },
  refuse: { id: 'desk.reviews.refuse', defaultMessage: 'Refuse' },
  correct: { id: 'desk.reviews.correct', defaultMessage: 'Ask for a correction' },
  noApproval: {
    id: 'desk.reviews.noApproval',
    defaultMessage: 'A knock-out (age or income rule) means it cannot be approved.',
  },
  quota: { id: 'desk.reviews.quota', defaultMessage: 'Quota in pesos' },
  quotaHint: {
    id: 'desk.reviews.quotaHint',
    defaultMessage: 'Whole pesos from {min} to {max} (what the score allows).',
  },
  quotaOutside: {
    id: 'desk.reviews.quotaOutside',
    defaultMessage: 'Type whole pesos from {min} to {max}.',
  },
  refusalReason: {
    id: 'desk.reviews.refusalReason',
    defaultMessage: 'Reason (the borrower reads it)',
  },
  refusalCriteria: {
    id: 'desk.reviews.refusal.criteria',
    defaultMessage: 'Does not meet our lending criteria now',
  },
  refusalIdentity: {
    id: 'desk.reviews.refusal.identity',
    defaultMessage: 'Identity could not be verified',
  },
  refusalInformation: {
    id: 'desk.reviews.refusal.information',
    defaultMessage: 'Details could not be confirmed',
  },
  reapplyOn: { id: 'desk.reviews.reapplyOn', defaultMessage: 'May apply again from' },
  correction: { id: 'desk.reviews.correction', defaultMessage: 'What the borrower must correct' },
  correctIdentityPhoto: {
    id: 'desk.reviews.correct.identityPhoto',
    defaultMessage: 'Re-upload the ID photo (unclear)',
  },
  correctAuthInfo: {
    id: 'desk.reviews.correct.authInfo',
    defaultMessage: 'Correct the ID number',
  },
  correctFacePhoto: {
    id: 'desk.reviews.correct.facePhoto',
    defaultMessage: 'Re-take the face photo',
  },
  correctBankInfo: {
    id: 'desk.reviews.correct.bankInfo',
    defaultMessage: 'Correct the bank or wallet account (bank card info incorrect)',
  },
  note: { id: 'desk.reviews.note', defaultMessage: 'Note for the audit trail (optional)' },
  submit: { id: 'desk.reviews.submit', defaultMessage: 'Record the decision' },
  confirm: {
    id: 'desk.reviews.confirm',
    defaultMessage: 'Record this decision? The borrower is told at once.',
  },
  recorded: {
    id: 'desk.reviews.recorded',
    defaultMessage: 'Decision recorded: {status}. The borrower has been told.',
  },
});

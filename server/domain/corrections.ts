import type { CorrectionReason } from '../../contract/profile/api.ts';
import type { Section } from '../../contract/profile/sections.ts';

/** Where each correction takes the borrower: the section and the field at fault. */
export const CORRECTIONS: Record<
  CorrectionReason,
  { reason: CorrectionReason; section: Section; field: string }
> = {
  identityPhoto: { reason: 'identityPhoto', section: 'identity', field: 'idDocumentPhoto' },
  authInfo: { reason: 'authInfo', section: 'identity', field: 'idNumber' },
  facePhoto: { reason: 'facePhoto', section: 'face', field: 'facePhoto' },
  bankInfo: { reason: 'bankInfo', section: 'bank', field: 'account' },
};

/* Zod-free: the profile screens read it, and the server counts sections with it. */
import type { CorrectionReason } from './api.ts';

/** The correction that asks for each photo again. */
export const PHOTO_CORRECTIONS = { idDocument: 'identityPhoto', face: 'facePhoto' } as const;

/**
 * After a decision that a photo could not be used (the ID unreadable, the face not matching), the
 * photo it was made on (uploaded at or before the decision) is still the current one: only a new
 * photo corrects it (docs/profile.md#saving-and-review). One rule for the server's section count
 * and the screens' photo blocks.
 */
export function photoStillRejected(
  decision: {
    status: string;
    reason: CorrectionReason | null | undefined;
    decidedAt: Date | string | null | undefined;
  } | null,
  kind: keyof typeof PHOTO_CORRECTIONS,
  uploadedAt: Date | string | null | undefined,
): boolean {
  if (decision?.status !== 'needsCorrection' || decision.reason !== PHOTO_CORRECTIONS[kind]) {
    return false;
  }
  if (!decision.decidedAt) return false;
  return !uploadedAt || new Date(uploadedAt) <= new Date(decision.decidedAt);
}

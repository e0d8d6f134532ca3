import type { ProfileView } from '@contract/profile/api';

/** The latest decision as the photo rule reads it (contract/profile/photo-correction.ts). */
export const decisionOf = (view: Pick<ProfileView, 'status' | 'application'> | undefined) =>
  view
    ? {
        status: view.status,
        reason: view.application?.correction?.reason ?? null,
        decidedAt: view.application?.decidedAt ?? null,
      }
    : null;

import type {
  ApplicationView,
  ProfileStatus,
  ProfileStatusView,
  ProfileView,
} from '../../contract/profile/api.ts';
import type { ProfileContext } from '../../contract/profile/rules.ts';
import type { SectionOutputs, SectionSchemas } from '../../contract/profile/schemas.ts';
import { FORM_SECTIONS, SECTIONS, nextSection } from '../../contract/profile/sections.ts';
import type { FormSection, Section } from '../../contract/profile/sections.ts';
import type { Application } from '../repositories/applications.ts';
import type { SavedSection } from '../repositories/profiles.ts';
import type { CurrentPhotos } from './photo-service.ts';
import { withSectionSchemas } from './section-schemas.ts';
import { photoStillRejected } from '../../contract/profile/photo-correction.ts';

/** Everything the profile view is computed from, read in one place. */
export interface ProfileState {
  sections: SavedSection[];
  photos: CurrentPhotos;
  latest: Application | null;
  /** An application under review or approved exists: sections are read-only. */
  locked: boolean;
  /**
   * Settled a loan and was approved, so may change the payout account; also while the open
   * order's payout failed, the borrower re-enters it (docs/profile.md#bank-change).
   */
  canChangeBank: boolean;
  /** The open order's payout failed; a bank change retries it. */
  payoutFailed: boolean;
}

/**
 * A saved section counts as complete only if it still passes today's rules (the borrower may
 * have aged out, config may have changed). Stored bank details have no confirmation field: the
 * stored account confirms itself.
 */
export function isStillValid(
  schemas: SectionSchemas,
  section: FormSection,
  data: unknown,
): boolean {
  const schema = schemas[section];
  const input =
    section === 'bank' && data && typeof data === 'object'
      ? { ...data, confirmAccount: (data as { account?: unknown }).account }
      : data;
  return schema.safeParse(input).success;
}

/** The server's side of the photo rule: the application's own decision (contract/profile). */
export const applicationPhotoStillRejected = (
  latest: Pick<Application, 'status' | 'correctionReason' | 'decidedAt'> | null,
  kind: 'idDocument' | 'face',
  uploadedAt: Date | string | undefined,
): boolean =>
  photoStillRejected(
    latest && {
      status: latest.status,
      reason: latest.correctionReason,
      decidedAt: latest.decidedAt,
    },
    kind,
    uploadedAt,
  );

/**
 * Complete sections, in SECTIONS order. Identity also needs the document photo; face is the face
 * photo. After "needs correction", the section at fault counts again only once it was saved (or,
 * for a photo, a new one uploaded) after the decision.
 */
export function completedSections(state: ProfileState, ctx: ProfileContext): Section[] {
  const saved = new Map(state.sections.map((s) => [s.section, s]));
  const { latest, photos } = state;
  const correction = latest?.status === 'needsCorrection' ? latest : null;
  const after = (at: Date | string | undefined) =>
    !correction?.decidedAt || (at !== undefined && new Date(at) > correction.decidedAt);

  return withSectionSchemas(ctx, (schemas) =>
    SECTIONS.filter((section) => {
      if (section === 'face') {
        return (
          photos.face !== null &&
          !applicationPhotoStillRejected(correction, 'face', photos.face.uploadedAt)
        );
      }
      const row = saved.get(section);
      if (!row || !isStillValid(schemas, section, row.data)) return false;
      if (section === 'identity' && !photos.idDocument) return false;
      if (correction?.correctionSection === section) {
        return correction.correctionReason === 'identityPhoto'
          ? !applicationPhotoStillRejected(correction, 'idDocument', photos.idDocument?.uploadedAt)
          : after(row.savedAt);
      }
      return true;
    }),
  );
}

export function toApplicationView(a: Application): ApplicationView {
  return {
    id: a.id,
    status: a.status,
    submittedAt: a.submittedAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
    quotaCentavos: a.quotaCentavos === null ? null : Number(a.quotaCentavos),
    reapplyOn: a.reapplyOn,
    refusalReason: a.refusalReason,
    correction:
      a.correctionReason && a.correctionSection && a.correctionField
        ? { reason: a.correctionReason, section: a.correctionSection, field: a.correctionField }
        : null,
  };
}

const statusOf = (latest: Application | null): ProfileStatus => latest?.status ?? 'incomplete';

export function profileView(state: ProfileState, ctx: ProfileContext): ProfileView {
  const completed = completedSections(state, ctx);
  const saved = new Map(state.sections.map((s) => [s.section, s.data]));
  const sections = Object.fromEntries(
    FORM_SECTIONS.map((section) => [section, saved.get(section) ?? null]),
  ) as { [K in FormSection]: SectionOutputs[K] | null };
  return {
    sections,
    photos: state.photos,
    completed,
    nextSection: nextSection(completed),
    editable: !state.locked,
    canChangeBank: state.canChangeBank,
    payoutFailed: state.payoutFailed,
    status: statusOf(state.latest),
    application: state.latest ? toApplicationView(state.latest) : null,
  };
}

export function profileStatusView(state: ProfileState, ctx: ProfileContext): ProfileStatusView {
  const completed = completedSections(state, ctx);
  return {
    status: statusOf(state.latest),
    nextSection: nextSection(completed),
    completedCount: completed.length,
    totalCount: SECTIONS.length,
    application: state.latest ? toApplicationView(state.latest) : null,
    canChangeBank: state.canChangeBank,
  };
}

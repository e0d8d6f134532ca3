import { OPEN_ORDER_STATUSES } from '../../contract/loan/order-states.ts';
import type { PhotoKind } from '../../contract/profile/api.ts';
import type { Db } from '../db/db.ts';
import { APPLICATION_COLUMNS, LOCKING_APPLICATION } from './applications.ts';
import type { Application } from './applications.ts';
import { hydrateApplication, instant, whole } from './json-rows.ts';
import { OPEN_ORDER_CONDITION } from './orders.ts';
import type { SavedSection } from './profiles.ts';

/** What a current photo shows in the profile (photos.ts PhotoRow without its storage). */
export interface CurrentPhotoRow {
  kind: PhotoKind;
  bytes: number;
  width: number;
  height: number;
  createdAt: Date;
}

/** Everything a profile view is computed from, as the separate readers answer it. */
export interface ProfileStateRows {
  /** listSections */
  sections: SavedSection[];
  /** findCurrentPhotos */
  photos: CurrentPhotoRow[];
  /** latestApplication */
  latest: Application | null;
  /** hasLockingApplication */
  locked: boolean;
  /** findOpenOrder's status (null: no open order) */
  openOrderStatus: string | null;
  /** settledLoans */
  settledLoans: number;
  /** hasApprovedApplication */
  everApproved: boolean;
}

type Json = Record<string, unknown>;

/*
 * One statement instead of seven: the profile view answers GET /api/profile, the status the home
 * screen polls, and every section save (docs/performance.md#one-statement-views). Each part is
 * the same condition as its own reader. json, not jsonb: the text is built once, not built as jsonb
 * and then printed (as loan-home.ts). $1 customer, $2 open order statuses.
 */
const PROFILE_STATE = `
SELECT
  (SELECT COALESCE(json_agg(json_build_object(
            'section', section, 'data', data, 'savedAt', saved_at) ORDER BY section), '[]'::json)
     FROM profile_sections WHERE customer_id = $1) AS sections,
  (SELECT COALESCE(json_agg(json_build_object(
            'kind', kind, 'bytes', bytes, 'width', width, 'height', height,
            'createdAt', created_at) ORDER BY kind), '[]'::json)
     FROM photos WHERE customer_id = $1 AND replaced_at IS NULL AND deleted_at IS NULL) AS photos,
  (SELECT to_json(a) FROM (
     SELECT ${APPLICATION_COLUMNS} FROM applications WHERE customer_id = $1
      ORDER BY submitted_at DESC, seq DESC LIMIT 1) a) AS latest,
  EXISTS (SELECT 1 FROM applications WHERE customer_id = $1 AND ${LOCKING_APPLICATION}) AS locked,
  (SELECT status FROM orders WHERE customer_id = $1 AND ${OPEN_ORDER_CONDITION}) AS "openOrderStatus",
  COALESCE((SELECT settled_loans FROM customers WHERE id = $1), 0) AS "settledLoans",
  EXISTS (SELECT 1 FROM applications
           WHERE customer_id = $1 AND status = 'approved') AS "everApproved"`;

export async function readProfileState(db: Db, customerId: string): Promise<ProfileStateRows> {
  const [row] = await db.query<{
    sections: Json[];
    photos: Json[];
    latest: Json | null;
    locked: boolean;
    openOrderStatus: string | null;
    settledLoans: number;
    everApproved: boolean;
  }>(PROFILE_STATE, [customerId, [...OPEN_ORDER_STATUSES]]);
  const r = row!;
  return {
    sections: r.sections.map((s) => ({
      section: s.section as SavedSection['section'],
      data: s.data as SavedSection['data'],
      savedAt: instant(s.savedAt)!,
    })),
    photos: r.photos.map((p) => ({
      kind: p.kind as PhotoKind,
      bytes: whole(p.bytes),
      width: whole(p.width),
      height: whole(p.height),
      createdAt: instant(p.createdAt)!,
    })),
    latest: r.latest ? hydrateApplication(r.latest) : null,
    locked: r.locked,
    openOrderStatus: r.openOrderStatus,
    settledLoans: whole(r.settledLoans),
    everApproved: r.everApproved,
  };
}

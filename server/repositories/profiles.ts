import type { FormSection } from '../../contract/profile/sections.ts';
import type { Db } from '../db/db.ts';
import { LOCKING_APPLICATION } from './applications.ts';

export interface SavedSection {
  section: FormSection;
  data: Record<string, unknown>;
  savedAt: Date;
}

export async function listSections(db: Db, customerId: string): Promise<SavedSection[]> {
  return db.query<SavedSection>(
    `SELECT section, data, saved_at AS "savedAt" FROM profile_sections WHERE customer_id = $1`,
    [customerId],
  );
}

export async function findSection(
  db: Db,
  customerId: string,
  section: FormSection,
): Promise<SavedSection | null> {
  const [row] = await db.query<SavedSection>(
    `SELECT section, data, saved_at AS "savedAt" FROM profile_sections
      WHERE customer_id = $1 AND section = $2`,
    [customerId, section],
  );
  return row ?? null;
}

/** What a section save weighs under the profile lock. */
export interface SectionSaveState {
  /** hasLockingApplication */
  locked: boolean;
  /** findSection */
  previous: SavedSection | null;
  /** Any application at all (latestApplication is not null): edits are kept as history. */
  applied: boolean;
}

/** The three readers a section save asks, in one statement (docs/performance.md#one-statement-views). */
export async function readSectionSave(
  db: Db,
  customerId: string,
  section: FormSection,
): Promise<SectionSaveState> {
  const [row] = await db.query<{
    locked: boolean;
    applied: boolean;
    section: FormSection | null;
    data: Record<string, unknown> | null;
    savedAt: Date | null;
  }>(
    `SELECT EXISTS (SELECT 1 FROM applications
                     WHERE customer_id = $1 AND ${LOCKING_APPLICATION}) AS locked,
            EXISTS (SELECT 1 FROM applications WHERE customer_id = $1) AS applied,
            s.section, s.data, s.saved_at AS "savedAt"
       FROM (SELECT 1) one
       LEFT JOIN profile_sections s ON s.customer_id = $1 AND s.section = $2`,
    [customerId, section],
  );
  const { locked, applied, data, savedAt } = row!;
  return {
    locked,
    applied,
    previous: row!.section && data && savedAt ? { section: row!.section, data, savedAt } : null,
  };
}

/** Inserts or replaces a section. The data is bound as one JSON parameter, never spliced in. */
export async function upsertSection(
  db: Db,
  s: { customerId: string; section: FormSection; data: unknown; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO profile_sections (customer_id, section, data, saved_at)
     VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (customer_id, section) DO UPDATE SET data = EXCLUDED.data, saved_at = EXCLUDED.saved_at`,
    [s.customerId, s.section, JSON.stringify(s.data), s.at],
  );
}

/** Keeps the version being replaced, with who replaced it and why. */
export async function recordSectionHistory(
  db: Db,
  h: {
    customerId: string;
    previous: SavedSection;
    replacedAt: Date;
    sessionId: string | null;
    /** payoutRetry: the bank re-entered after a failed payout (the order pays there next). */
    reason: 'edit' | 'bankChange' | 'payoutRetry';
  },
): Promise<void> {
  await db.query(
    `INSERT INTO profile_section_history
       (customer_id, section, data, saved_at, replaced_at, replaced_by_session, reason)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)`,
    [
      h.customerId,
      h.previous.section,
      JSON.stringify(h.previous.data),
      h.previous.savedAt,
      h.replacedAt,
      h.sessionId,
      h.reason,
    ],
  );
}

export async function settledLoans(db: Db, customerId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT settled_loans AS n FROM customers WHERE id = $1',
    [customerId],
  );
  return row?.n ?? 0;
}

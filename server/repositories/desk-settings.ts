import type { Db } from '../db/db.ts';

export type DeskSettingKey = 'applicationReview';

export interface StoredSetting {
  value: Record<string, unknown>;
  updatedAt: Date;
  updatedBy: string;
  updatedByName: string | null;
}

export async function readSetting(db: Db, key: DeskSettingKey): Promise<StoredSetting | null> {
  const [row] = await db.query<StoredSetting>(
    `SELECT d.value, d.updated_at AS "updatedAt", d.updated_by::text AS "updatedBy",
            s.display_name AS "updatedByName"
       FROM desk_settings d LEFT JOIN staff s ON s.id = d.updated_by
      WHERE d.key = $1`,
    [key],
  );
  return row ?? null;
}

export async function writeSetting(
  db: Db,
  s: { key: DeskSettingKey; value: Record<string, unknown>; at: Date; by: string },
): Promise<void> {
  await db.query(
    `INSERT INTO desk_settings (key, value, updated_at, updated_by) VALUES ($1, $2::jsonb, $3, $4)
     ON CONFLICT (key) DO UPDATE
       SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at,
           updated_by = EXCLUDED.updated_by`,
    [s.key, JSON.stringify(s.value), s.at, s.by],
  );
}

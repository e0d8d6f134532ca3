import type { Language } from '../../contract/language.ts';
import type { Db } from '../db/db.ts';

/** A borrower's stored choices; no row reads as the defaults (docs/account.md#notification-preferences). */
export interface StoredPreferences {
  promotions: boolean;
  reminderSms: boolean;
  language: Language | null;
}

export const DEFAULT_PREFERENCES: StoredPreferences = {
  promotions: false,
  reminderSms: true,
  language: null,
};

export async function findPreferences(db: Db, customerId: string): Promise<StoredPreferences> {
  const [row] = await db.query<StoredPreferences>(
    `SELECT promotions, reminder_sms AS "reminderSms", language
       FROM customer_preferences WHERE customer_id = $1`,
    [customerId],
  );
  return row ?? DEFAULT_PREFERENCES;
}

/** Writes the given choices, leaving the others as they were; one statement, so two at once both land. */
export async function savePreferences(
  db: Db,
  customerId: string,
  change: { promotions?: boolean | undefined; reminderSms?: boolean | undefined },
  at: Date,
): Promise<StoredPreferences> {
  const [row] = await db.query<StoredPreferences>(
    `INSERT INTO customer_preferences AS p (customer_id, promotions, reminder_sms, updated_at)
     VALUES ($1, COALESCE($2, false), COALESCE($3, true), $4)
     ON CONFLICT (customer_id) DO UPDATE
        SET promotions = COALESCE($2, p.promotions),
            reminder_sms = COALESCE($3, p.reminder_sms),
            updated_at = $4
     RETURNING promotions, reminder_sms AS "reminderSms", language`,
    [customerId, change.promotions ?? null, change.reminderSms ?? null, at],
  );
  return row!;
}

export async function saveLanguage(
  db: Db,
  customerId: string,
  language: Language,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO customer_preferences (customer_id, language, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id) DO UPDATE SET language = $2, updated_at = $3`,
    [customerId, language, at],
  );
}

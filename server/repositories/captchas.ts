import type { Db } from '../db/db.ts';

export async function insertCaptcha(
  db: Db,
  c: {
    id: string;
    answerHash: Uint8Array;
    sandboxAnswer: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO captchas (id, answer_hash, sandbox_answer, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [c.id, c.answerHash, c.sandboxAnswer, c.createdAt, c.expiresAt],
  );
}

/**
 * Marks the graphic code used and returns its answer hash, in one statement, so two requests can
 * never both use it. Null when it does not exist, was used or has expired.
 */
export async function useCaptcha(
  db: Db,
  id: string,
  phone: string,
  at: Date,
): Promise<Uint8Array | null> {
  const [row] = await db.query<{ answerHash: Uint8Array }>(
    `UPDATE captchas SET used_at = $3, phone = $2
      WHERE id = $1 AND used_at IS NULL AND expires_at > $3
      RETURNING answer_hash AS "answerHash"`,
    [id, phone, at],
  );
  return row?.answerHash ?? null;
}

export async function sandboxAnswer(db: Db, id: string): Promise<string | null> {
  const [row] = await db.query<{ answer: string | null }>(
    'SELECT sandbox_answer AS answer FROM captchas WHERE id = $1',
    [id],
  );
  return row?.answer ?? null;
}

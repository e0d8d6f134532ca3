import type { Db } from '../../db/db.ts';

/**
 * One group of what the server holds about a borrower, for the data download and the account
 * deletion. Every table with a customer_id or a phone is claimed
 * by exactly one part, as erased or as kept; a test reads the schema and fails on an unclaimed one.
 */
export interface PersonalDataPart {
  /** The section's key in the downloaded JSON, e.g. "messages". */
  name: string;
  tables: {
    /** Tables whose rows of the borrower are deleted (or whose personal columns are nulled). */
    erased: readonly string[];
    /** Tables the law makes us keep, detached from contact data. */
    kept: readonly string[];
  };
  /** Everything this part holds about the customer, as plain JSON (no internal ids). */
  export(db: Db, customerId: string): Promise<unknown>;
  /**
   * Runs inside the deletion's transaction; `at` is the deletion's time. Answers the photo-store
   * keys of bytes whose rows it erased (a feedback screenshot): the deletion's job deletes them
   * after the commit, so no key is lost with its row.
   */
  erase(tx: Db, customerId: string, at: Date): Promise<readonly string[] | void>;
}

import type { Language } from '../../../contract/language.ts';
import { dataExportEn } from './data-export-en.ts';
import { dataExportHi } from './data-export-hi.ts';
import { dataExportPh } from './data-export-ph.ts';

/*
 * The words of the readable data download (docs/account.md#data-download), per language: a label
 * for every field the download holds, and words for the codes a borrower would not read as they
 * are. Keys are the fields' names in camelCase (`created_at` and `createdAt` are one label); a
 * key `parent.field` names a field where its parent gives it another meaning. The labels of the
 * three languages have the same keys (a unit test compares them), and a test walks a whole
 * download and fails on a field without a label.
 */

export interface DataExportTexts {
  /** The page's title and heading; the lender's corporate name is given. */
  title: (lender: string) => string;
  heading: (lender: string) => string;
  /** Under the heading: when it was exported (a Manila date and time) and how figures read. */
  intro: (exportedAt: string) => string;
  yes: string;
  no: string;
  /** An empty list. */
  none: string;
  /** A term in days. */
  days: (n: number) => string;
  labels: Record<string, string>;
  /** Words for codes, by the field they are the value of. */
  values: Record<string, Record<string, string>>;
}

export const DATA_EXPORT_TEXTS: Record<Language, DataExportTexts> = {
  en: dataExportEn,
  ph: dataExportPh,
  hi: dataExportHi,
};

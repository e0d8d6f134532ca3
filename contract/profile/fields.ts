import { z } from 'zod';
import { text } from '../common-schemas.ts';
import { isIsoDate, normaliseMobile } from './rules.ts';

/**
 * Field-level schemas shared by the section schemas. Every message is a message id
 * (`validation.<field>.<problem>`) that the client translates and the server returns as `message`.
 */

const HAN = /\p{Script=Han}/u;

/**
 * Letters (ñ and accents included), spaces, periods, apostrophes and hyphens; no digits. The
 * apostrophe may be the curly ’ that iPhone keyboards type.
 */
const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

export const nameSchema = (id: string, max = 50) =>
  text({ error: `validation.${id}.required` })
    .trim()
    // No abort: an empty name must not stop the cross-field checks of contacts and the bank
    // (duplicates, account mismatch), so the format check itself lets the empty value pass.
    .min(1, { error: `validation.${id}.required` })
    .max(max, { error: `validation.${id}.format` })
    .refine((value) => value === '' || (NAME.test(value) && !HAN.test(value)), {
      error: `validation.${id}.format`,
    });

/** An optional name: empty stays empty, anything else must be a name. */
export const optionalNameSchema = (id: string) =>
  text({ error: `validation.${id}.format` })
    .trim()
    .max(50, { error: `validation.${id}.format` })
    .refine((value) => value === '' || (NAME.test(value) && !HAN.test(value)), {
      error: `validation.${id}.format`,
    });

/**
 * Free text such as an address or a company name: letters, digits and common punctuation. It may
 * start with # ("#12 Rizal St."), as Filipino house numbers often do.
 */
const FREE_TEXT = /^[\p{L}\p{M}\d#][\p{L}\p{M}\d .,'’#/&()-]*$/u;

export const freeTextSchema = (id: string, min: number, max: number) =>
  text({ error: `validation.${id}.required` })
    .trim()
    .min(1, { error: `validation.${id}.required`, abort: true })
    .refine(
      (value) =>
        value.length >= min && value.length <= max && FREE_TEXT.test(value) && !HAN.test(value),
      { error: `validation.${id}.format` },
    );

export const choiceSchema = <T extends readonly [string, ...string[]]>(values: T, id: string) =>
  z.enum(values, { error: `validation.${id}.required` });

/** A mobile number, kept as 09XXXXXXXXX whatever form it was typed in. */
export const mobileSchema = (id: string, firstDigits: readonly string[]) =>
  text({ error: `validation.${id}.required` })
    .trim()
    .min(1, { error: `validation.${id}.required` })
    .transform((value, ctx) => {
      const local = normaliseMobile(value, firstDigits);
      if (local) return local;
      ctx.addIssue({ code: 'custom', message: `validation.${id}.format` });
      return z.NEVER;
    });

/**
 * An optional mobile number (Viber, WhatsApp: docs/profile.md#contact-details): empty stays
 * empty, anything else is kept as 09XXXXXXXXX or refused with `validation.<id>.format`.
 */
export const optionalMobileSchema = (id: string, firstDigits: readonly string[]) =>
  text({ error: `validation.${id}.format` })
    .trim()
    .transform((value, ctx) => {
      if (value === '') return '';
      const local = normaliseMobile(value, firstDigits);
      if (local) return local;
      ctx.addIssue({ code: 'custom', message: `validation.${id}.format` });
      return z.NEVER;
    });

export const isoDateSchema = (id: string) =>
  text({ error: `validation.${id}.required` })
    .trim()
    .min(1, { error: `validation.${id}.required`, abort: true })
    // Abort: an impossible date has no age to check.
    .refine(isIsoDate, { error: `validation.${id}.format`, abort: true });

/** A month written YYYY-MM (enrolment and graduation). */
export const monthSchema = (id: string) =>
  text({ error: `validation.${id}.required` })
    .trim()
    .min(1, { error: `validation.${id}.required`, abort: true })
    // Abort: a malformed month must not also be compared with today or with the other month.
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: `validation.${id}.format`, abort: true });

/** A PSGC code (9 or 10 digits). */
export const placeCodeSchema = (id: string) =>
  text({ error: `validation.${id}.required` }).regex(/^\d{9,10}$/, {
    error: `validation.${id}.required`,
  });

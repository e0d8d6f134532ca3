import { z } from 'zod';
import { LANGUAGES } from './language.ts';

/**
 * Text the API accepts (docs/errors.md#text-input): any characters but NUL, which PostgreSQL's
 * text cannot hold, and lone UTF-16 surrogates, which are not Unicode and which jsonb refuses.
 * With the `u` flag a well-formed pair (an emoji) is one code point and passes.
 */
// eslint-disable-next-line no-control-regex -- NUL is the character this pattern refuses.
export const TEXT_PATTERN = /^[^\u0000\uD800-\uDFFF]*$/u;

/**
 * The one string schema of requests: every string a body, a path or a query accepts starts here
 * (tests/api/request-strings.test.ts walks every route and fails on a string that does not).
 * Responses may keep `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(TEXT_PATTERN, { error: 'validation.text.invalid' });

/** E.164 form stored and sent over the API: +63 then 10 digits. */
export const e164PhoneSchema = text().regex(/^\+63\d{10}$/, { error: 'validation.phone.format' });

export const languageSchema = z.enum(LANGUAGES);

/** A calendar day written YYYY-MM-DD (Manila's, where the caller says so), one that exists. */
export const calendarDay = () =>
  text()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(
      (day) => {
        const at = Date.parse(`${day}T00:00:00Z`);
        return !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
      },
      { error: 'Not a calendar day' },
    );

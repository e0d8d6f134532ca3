import { z } from 'zod';
import { LANGUAGES } from './language.ts';

/** E.164 form stored and sent over the API: +63 then 10 digits. */
export const e164PhoneSchema = z
  .string()
  .regex(/^\+63\d{10}$/, { error: 'validation.phone.format' });

export const languageSchema = z.enum(LANGUAGES);

import type { Language } from '../../../contract/language.ts';
import type { DocumentTexts } from './document-texts.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { ph } from './ph.ts';

export const DOCUMENT_TEXTS: Record<Language, DocumentTexts> = { en, ph, hi };

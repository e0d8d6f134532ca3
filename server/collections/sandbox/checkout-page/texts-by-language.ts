import type { Language } from '../../../../contract/language.ts';
import type { CheckoutTexts } from './checkout-texts.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { ph } from './ph.ts';

export const CHECKOUT_TEXTS: Record<Language, CheckoutTexts> = { en, ph, hi };

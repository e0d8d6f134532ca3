import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '../../contract/language.ts';
import { readCatalogue } from '../../scripts/compile-messages.ts';
import { SANDBOX_ANNOUNCEMENTS } from '../../server/content/announcements.ts';
import { DEFAULT_CONTACT_HOURS } from '../../contract/loan/contact-hours.ts';
import { DEFAULT_FAQ, faqIn } from '../../server/content/faq.ts';
import { DOCUMENT_TEXTS } from '../../server/documents/texts/texts-by-language.ts';
import { decisionSmsText } from '../../server/sms/decision-text.ts';
import { otpSmsTemplate } from '../../server/sms/otp-text.ts';
import { reminderSmsText } from '../../server/sms/reminder-text.ts';
import { REMINDER_OFFSETS } from '../../server/domain/loan-days.ts';
import type { ReminderKind } from '../../server/domain/loan-days.ts';

/*
 * Every text a borrower reads, per language, named by where it lives: the message catalogues
 * (the defaultMessages in src are en.json), the loan documents, the SMS, the help centre and the
 * sandbox's announcement. docs/glossary.md is checked against all of them.
 */

export interface BorrowerText {
  where: string;
  text: string;
}

/** A message's words: placeholders and select keys are code, not text; each branch is read. */
function words(elements: MessageFormatElement[]): string {
  return elements
    .map((el) => {
      if (el.type === TYPE.literal) return el.value;
      if (el.type === TYPE.tag) return words(el.children);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        return Object.values(el.options)
          .map((option) => words(option.value))
          .join(' | ');
      }
      return '{}';
    })
    .join('');
}

/** Figures for the document texts' functions: each branch that words differently, once. */
const DOCUMENT_FIGURES = [
  { base: 'serviceFee', kind: 'vat', max: 3 },
  { base: 'allFees', kind: 'vat', max: 1 },
].map(
  (branch) =>
    new Proxy(branch, {
      get: (target, key) =>
        typeof key === 'string' ? ((target as Record<string, unknown>)[key] ?? '{}') : undefined,
    }),
);

function documentTexts(language: Language): BorrowerText[] {
  const out: BorrowerText[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') out.push({ where: `documents ${path}`, text: value });
    else if (typeof value === 'function') {
      const call = value as (p: unknown) => string;
      const args = path === 'common.days' ? [1, 2] : DOCUMENT_FIGURES;
      for (const arg of args) out.push({ where: `documents ${path}`, text: call(arg) });
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}.${i}`));
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) walk(v, path ? `${path}.${key}` : key);
    }
  };
  walk(DOCUMENT_TEXTS[language], '');
  return out;
}

function smsTexts(language: Language): BorrowerText[] {
  const site = 'https://sulong.example';
  return [
    ...(Object.keys(REMINDER_OFFSETS) as ReminderKind[]).map((kind) => ({
      where: `sms reminder ${kind}`,
      text: reminderSmsText(
        language,
        { kind, dueDate: '2026-12-13', owedCentavos: 5_080_00 },
        'Sulong Cash',
        site,
      ),
    })),
    { where: 'sms decision', text: decisionSmsText(language, 'Sulong Cash', site) },
    { where: 'sms code', text: otpSmsTemplate(language, 'Sulong Cash', 300) },
  ];
}

function helpTexts(language: Language): BorrowerText[] {
  return faqIn(DEFAULT_FAQ, language, DEFAULT_CONTACT_HOURS).groups.flatMap((group) =>
    group.questions.flatMap((q) => [
      { where: `help ${q.id} question`, text: q.question },
      { where: `help ${q.id} answer`, text: q.answer },
    ]),
  );
}

function announcementTexts(language: Language): BorrowerText[] {
  return SANDBOX_ANNOUNCEMENTS.flatMap((a) => {
    const texts = a.texts[language];
    return texts
      ? [
          { where: `announcement ${a.id} title`, text: texts.title },
          { where: `announcement ${a.id} body`, text: texts.body },
        ]
      : [];
  });
}

export function borrowerTexts(language: Language): BorrowerText[] {
  return [
    ...Object.entries(readCatalogue(language)).map(([id, message]) => ({
      where: `catalogue ${id}`,
      text: words(parse(message)),
    })),
    ...documentTexts(language),
    ...smsTexts(language),
    ...helpTexts(language),
    ...announcementTexts(language),
  ];
}

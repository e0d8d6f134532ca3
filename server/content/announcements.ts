import { z } from 'zod';
import type { Language } from '../../contract/language.ts';
import { checkExternalUrl, checkInAppPath } from '../../contract/links/tri-link.ts';
import type { MessageLink } from '../../contract/messages/api.ts';
import { ANNOUNCEMENT_ID_PATTERN } from '../../contract/messages/kinds.ts';
import { parseJsonWith } from './parse-json.ts';
import type { ParsedJson } from './parse-json.ts';

/*
 * The lender's announcements (ANNOUNCEMENTS_JSON), the Activity tab of the message centre
 * (docs/messages.md#announcements). Checked once at start; a mistake stops the server rather
 * than showing a borrower a broken or foreign link.
 */

const textsSchema = z.object({
  title: z.string().min(1).max(120),
  body: z.string().min(1).max(2000),
});

const linkSchema = z.union([
  z.object({ route: z.string().min(1).max(200) }).strict(),
  z.object({ url: z.url({ protocol: /^https$/ }).max(500) }).strict(),
]);

const announcementSchema = z
  .object({
    id: z.string().regex(ANNOUNCEMENT_ID_PATTERN, 'must match ^[a-z0-9-]{1,40}$'),
    kind: z.enum(['notice', 'campaign']),
    validFrom: z.iso.datetime({ offset: true }),
    validUntil: z.iso.datetime({ offset: true }),
    texts: z.object({ en: textsSchema, ph: textsSchema.optional(), hi: textsSchema.optional() }),
    link: linkSchema.optional(),
  })
  .strict();

export type AnnouncementKind = 'notice' | 'campaign';

export interface Announcement {
  id: string;
  kind: AnnouncementKind;
  validFrom: Date;
  validUntil: Date;
  texts: Record<'en', { title: string; body: string }> &
    Partial<Record<Language, { title: string; body: string }>>;
  link: MessageLink | null;
}

/**
 * Hosts a link may go to: the website and app store of the lender (`linkAllowList`). A link is
 * checked by the /triLink rule (docs/navigation.md#tri-link), so what the Activity tab shows is
 * what /triLink would open.
 */
export interface AnnouncementRules {
  allowedHosts: readonly string[];
}

/** Parses and checks ANNOUNCEMENTS_JSON; the problem names the announcement at fault. */
export function parseAnnouncements(
  json: string,
  rules: AnnouncementRules,
): ParsedJson<Announcement[]> {
  const parsed = parseJsonWith(z.array(announcementSchema).max(100), json);
  if (!parsed.ok) return parsed;
  const seen = new Set<string>();
  const value: Announcement[] = [];
  for (const [index, a] of parsed.value.entries()) {
    const at = `${index} (${a.id})`;
    if (seen.has(a.id)) return { ok: false, problem: `${at}: duplicate id` };
    seen.add(a.id);
    const validFrom = new Date(a.validFrom);
    const validUntil = new Date(a.validUntil);
    if (validUntil <= validFrom) {
      return { ok: false, problem: `${at}: validUntil must be after validFrom` };
    }
    if (a.link && 'route' in a.link) {
      if (!checkInAppPath(a.link.route).ok) {
        return { ok: false, problem: `${at}: link.route is not a route of the app` };
      }
    }
    if (a.link && 'url' in a.link) {
      if (!checkExternalUrl(a.link.url, rules.allowedHosts).ok) {
        const host = new URL(a.link.url).host;
        return { ok: false, problem: `${at}: link.url host ${host} is not allowed` };
      }
    }
    value.push({
      id: a.id,
      kind: a.kind,
      validFrom,
      validUntil,
      texts: a.texts as Announcement['texts'],
      link: a.link ?? null,
    });
  }
  return { ok: true, value };
}

/** What the sandbox shows when ANNOUNCEMENTS_JSON is not set: one notice, valid for years. */
export const SANDBOX_ANNOUNCEMENTS: readonly Announcement[] = [
  {
    id: 'welcome-sandbox',
    kind: 'notice',
    validFrom: new Date('2026-01-01T00:00:00+08:00'),
    validUntil: new Date('2036-01-01T00:00:00+08:00'),
    texts: {
      en: {
        title: 'Welcome to Sulong Cash',
        body: 'Borrow only what you can repay on time. Read the disclosure statement before you sign: it shows every fee.',
      },
      ph: {
        title: 'Maligayang pagdating sa Sulong Cash',
        body: 'Humiram lamang ng kaya mong bayaran sa takdang oras. Basahin ang disclosure statement bago pumirma: nakasulat doon ang bawat bayarin.',
      },
      hi: {
        title: 'Sulong Cash में आपका स्वागत है',
        body: 'उतना ही उधार लें जितना आप समय पर चुका सकें। हस्ताक्षर करने से पहले प्रकटीकरण विवरण पढ़ें: उसमें हर शुल्क लिखा है।',
      },
    },
    link: { route: '/homeIndex' },
  },
];

/** Valid at `at`: validFrom ≤ at < validUntil. */
export const isLive = (a: Announcement, at: Date): boolean =>
  a.validFrom.getTime() <= at.getTime() && at.getTime() < a.validUntil.getTime();

/** The texts in `language`, else English (docs/messages.md#announcements). */
export const textsIn = (a: Announcement, language: Language) => a.texts[language] ?? a.texts.en;

import { normaliseMobile } from '@contract/profile/rules';
import { stripChinese } from '@/lib/strip-chinese';

/** One contact the borrower picked: a name and the mobile numbers to choose from. */
export type PickedContact = { name: string; phones: string[] };

const MAX_NAME = 60;
const MAX_PHONES = 10;

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A name as a string, or the first of a list (the Contact Picker API gives a list). */
function nameOf(contact: Raw): string {
  const raw = contact.name ?? contact.displayName ?? contact.fullName;
  const first = Array.isArray(raw) ? raw.find((entry) => typeof entry === 'string') : raw;
  if (typeof first !== 'string') return '';
  return stripChinese(first).replace(/\s+/g, ' ').trim().slice(0, MAX_NAME);
}

/** Numbers as strings or as `{number}` / `{value}` / `{phone}` objects, one or many. */
function phonesOf(contact: Raw): string[] {
  const raw = [contact.phones, contact.tel, contact.phoneNumbers, contact.phone, contact.number];
  const entries = raw.flatMap((value) => (Array.isArray(value) ? value : [value]));
  return entries
    .map((entry) => {
      if (typeof entry === 'string') return entry;
      if (isObject(entry))
        return [entry.number, entry.value, entry.phone].find((v) => typeof v === 'string');
      return undefined;
    })
    .filter((entry): entry is string => Boolean(entry?.trim()))
    .slice(0, MAX_PHONES)
    .map((entry) => entry.trim().slice(0, 30));
}

/**
 * Reads what a contact picker answered, defensively: the shell's `linkList` reply or an entry of
 * `navigator.contacts.select`. Accepted: `{name, phone}`, `{name, phones: [..]}`, `{name, tel}`,
 * `{displayName, phoneNumbers: [{number}]}`, a JSON string of any of them, a list (its first
 * entry), or any of them wrapped as `{contact}` or `{data}`. Anything else — null, '', `{}`,
 * `{cancelled: true}` — means nothing was picked.
 *
 * Numbers come back normalised (09XXXXXXXXX), without repeats; when none is a mobile number the
 * first one is kept as it was, so the form shows what is wrong with it.
 */
export function readPickedContact(
  reply: unknown,
  firstDigits?: readonly string[],
  depth = 0,
): PickedContact | null {
  if (depth > 3) return null;
  if (typeof reply === 'string') {
    try {
      return readPickedContact(JSON.parse(reply) as unknown, firstDigits, depth + 1);
    } catch {
      return null;
    }
  }
  if (Array.isArray(reply)) return readPickedContact(reply[0], firstDigits, depth + 1);
  if (!isObject(reply)) return null;
  const wrapped = reply.contact ?? reply.data;
  if (isObject(wrapped) || Array.isArray(wrapped) || typeof wrapped === 'string')
    return readPickedContact(wrapped, firstDigits, depth + 1);

  const name = nameOf(reply);
  const raw = phonesOf(reply);
  const valid = [...new Set(raw.map((p) => normaliseMobile(p, firstDigits)).filter(Boolean))];
  const phones = (valid.length ? valid : raw.slice(0, 1)) as string[];
  return name || phones.length ? { name, phones } : null;
}

/** 09171234567 → 0917 123 4567, the way Filipinos read a number out. */
export const spacedMobile = (local: string): string =>
  /^0\d{10}$/.test(local) ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}` : local;

import { normaliseMobile } from '@contract/profile/rules';
import type { Contacts } from '@contract/profile/schemas';

/** One emergency contact as typed or picked; the relation is a CONTACT_RELATIONS code or ''. */
export type ContactDraft = { name: string; phone: string; relation: string };

/** The /contact draft (IndexedDB `profile:<customerId>:contacts`) and the PUT body's shape. */
export type ContactValues = { contacts: ContactDraft[] };

const BLANK: ContactDraft = { name: '', phone: '', relation: '' };

export const EMPTY_CONTACTS: ContactValues = { contacts: [BLANK, BLANK, BLANK] };

/** Always exactly three cards, whatever an old or damaged draft holds. */
export function threeContacts(list: unknown): ContactDraft[] {
  const entries = Array.isArray(list) ? list : [];
  return [0, 1, 2].map((index) => {
    const entry = (entries[index] ?? {}) as Partial<Record<keyof ContactDraft, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return { name: text(entry.name), phone: text(entry.phone), relation: text(entry.relation) };
  });
}

export const contactsFromSaved = (saved: Contacts): ContactValues => ({
  contacts: threeContacts(saved.contacts),
});

/** What is sent: names trimmed, numbers in the 09 form when they are mobile numbers. */
export const contactsToBody = (values: ContactValues, firstDigits: readonly string[]) => ({
  contacts: threeContacts(values.contacts).map((contact) => ({
    name: contact.name.trim(),
    phone: normaliseMobile(contact.phone, firstDigits) ?? contact.phone.trim(),
    relation: contact.relation,
  })),
});

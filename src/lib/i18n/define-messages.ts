import type { MessageDescriptor } from 'react-intl';

/**
 * react-intl 12 types a message's values only when they are declared by hand for every message,
 * and otherwise refuses any value. Our messages are checked instead by the catalogue test (ids,
 * placeholders, all three languages) and eslint-plugin-formatjs, so descriptors stay plain.
 * The FormatJS extractor recognises this function by its name.
 */
export function defineMessages<const T extends Record<string, MessageDescriptor>>(
  messages: T,
): { readonly [K in keyof T]: MessageDescriptor } {
  return messages;
}

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  PROFILE_VALIDATION_MESSAGE_IDS,
  PROFILE_VALIDATION_PLACEHOLDERS,
} from '../../contract/profile/message-ids';
import { FEEDBACK_MESSAGE_IDS } from '../../contract/care/feedback-rules';
import { readCatalogue } from '../../scripts/compile-messages';
import { errorMessages } from '@/lib/i18n/error-messages';
import { validationMessage, validationMessages } from '@/lib/i18n/validation-messages';

const argumentsOf = (elements: MessageFormatElement[]): string[] =>
  elements.filter((el) => el.type === TYPE.argument).map((el) => el.value);

/** What the form passes (useErrorText(values)) from the default profile rules. */
const VALUES = { length: 4, min: 21, max: 65 };

describe('profile validation texts', () => {
  it.each(PROFILE_VALIDATION_MESSAGE_IDS)('%s has its own text', (id) => {
    const descriptor = validationMessages[id];
    expect(descriptor?.id).toBe(id);
    expect(descriptor?.defaultMessage).toEqual(expect.any(String));
    expect(validationMessage(id)).not.toBe(errorMessages.VALIDATION_FAILED);
  });

  it('take only the placeholders the form is told to pass', () => {
    for (const id of PROFILE_VALIDATION_MESSAGE_IDS) {
      const expected = [...(PROFILE_VALIDATION_PLACEHOLDERS[id] ?? [])].sort();
      const english = validationMessages[id]?.defaultMessage as string;
      expect(argumentsOf(parse(english)).sort(), id).toEqual(expected);
    }
  });

  it.each(['en', 'ph', 'hi'])('read in %s with the values filled in', (language) => {
    const catalogue = readCatalogue(language);
    for (const id of PROFILE_VALIDATION_MESSAGE_IDS) {
      const source = catalogue[id];
      expect(source, `${language} ${id}`).toEqual(expect.any(String));
      const text = new IntlMessageFormat(source!, 'en').format(VALUES) as string;
      expect(text).not.toMatch(/[{}]/);
    }
  });

  // The words of docs/profile.md#payout-account.
  it('use the documented words for a confirmation that does not match', () => {
    expect(validationMessages['validation.bankAccount.mismatch']?.defaultMessage).toContain(
      'The bank info does not match',
    );
  });
});

describe('feedback validation texts (contract/care/feedback-rules.ts)', () => {
  it.each(Object.values(FEEDBACK_MESSAGE_IDS))('%s has its own text in every language', (id) => {
    expect(validationMessage(id)).not.toBe(errorMessages.VALIDATION_FAILED);
    for (const language of ['en', 'ph', 'hi']) {
      expect(readCatalogue(language)[id], `${language} ${id}`).toEqual(expect.any(String));
    }
  });
});

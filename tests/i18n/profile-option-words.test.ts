import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/language';
import { readCatalogue } from '../../scripts/compile-messages';
import { PROFILE_OPTION_WORDS } from '../../server/documents/texts/profile-option-words';

/**
 * The readable data download names the form's options in the words the form showed
 * (docs/account.md#data-download): the server's copy of them must match the client's catalogues.
 */
describe('the data download’s option words', () => {
  it.each(LANGUAGES)('are the form’s profile.option texts in %s', (language) => {
    const catalogue = readCatalogue(language);
    for (const [field, words] of Object.entries(PROFILE_OPTION_WORDS[language])) {
      const prefix = `profile.option.${field}.`;
      const fromForm = Object.fromEntries(
        Object.entries(catalogue)
          .filter(([id]) => id.startsWith(prefix))
          .map(([id, text]) => [id.slice(prefix.length), text]),
      );
      expect(words, `${language} ${field}: copy src/lang's ${prefix}* texts`).toEqual(fromForm);
    }
  });
});

import { useIntl } from 'react-intl';
import type { Language } from '@contract/language';
import { defineMessages } from '@/lib/i18n/define-messages';
import { SegmentedChoice } from '@/ui/segmented-choice';

const messages = defineMessages({
  language: {
    id: 'auth.start.language',
    defaultMessage: 'Language',
    description: 'Label of the language choice',
  },
  languageEn: {
    id: 'auth.language.en',
    defaultMessage: 'English',
    description: 'Language option, in English',
  },
  languagePh: {
    id: 'auth.language.ph',
    defaultMessage: 'Pilipino',
    description: 'Language option, the name of Filipino in Filipino',
  },
  languageHi: {
    id: 'auth.language.hi',
    defaultMessage: 'हिन्दी',
    description: 'Language option, the name of Hindi in Hindi',
  },
});

/**
 * English, Pilipino or Hindi; each option named in its own language. On the start screen and in
 * Settings, which dispatch `languageChosen` (its effect tells the shell) and, in Settings, the
 * server.
 */
export function LanguageChoice({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  const intl = useIntl();
  const options = [
    { value: 'en', label: intl.formatMessage(messages.languageEn), lang: 'en' },
    { value: 'ph', label: intl.formatMessage(messages.languagePh), lang: 'fil' },
    { value: 'hi', label: intl.formatMessage(messages.languageHi), lang: 'hi' },
  ] as const;
  return (
    <SegmentedChoice<Language>
      legend={intl.formatMessage(messages.language)}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}

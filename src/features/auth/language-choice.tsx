import { useIntl } from 'react-intl';
import type { Language } from '@contract/language';
import { languageChosen, selectLanguage } from '@/lib/i18n/settings-slice';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authMessages } from './auth-messages';

/** English, Pilipino or Hindi; each option named in its own language. */
export function LanguageChoice() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const options = [
    { value: 'en', label: intl.formatMessage(authMessages.languageEn), lang: 'en' },
    { value: 'ph', label: intl.formatMessage(authMessages.languagePh), lang: 'fil' },
    { value: 'hi', label: intl.formatMessage(authMessages.languageHi), lang: 'hi' },
  ] as const;
  return (
    <SegmentedChoice<Language>
      legend={intl.formatMessage(authMessages.language)}
      options={options}
      value={language}
      onChange={(next) => dispatch(languageChosen(next))}
    />
  );
}

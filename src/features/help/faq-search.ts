import type { FaqGroupView } from '@contract/care/api';

/**
 * Text as the search compares it: lower case, Latin accents dropped ("Pagbábayad" → "pagbabayad",
 * "Niño" → "nino"), spaces collapsed. Only the Latin combining marks go: Devanagari's vowel
 * signs are marks too, and dropping them would make Hindi words match words they are not.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The questions whose question or answer holds every word of the search, case and accents
 * ignored (docs/care.md#help-centre); groups left empty are dropped. An empty search keeps all.
 */
export function searchFaq(groups: readonly FaqGroupView[], search: string): FaqGroupView[] {
  const words = foldText(search).split(' ').filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      questions: group.questions.filter((question) => {
        const haystack = foldText(`${question.question} ${question.answer}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((group) => group.questions.length > 0);
}

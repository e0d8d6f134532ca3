/**
 * How the desk shows personal data until someone reveals it with a reason
 * (docs/desk.md#privacy): enough to tell records apart and to talk to the borrower, never enough to
 * reuse.
 */

/** "Juan Dela Cruz" → "J. D." */
export function initials(...names: (string | null | undefined)[]): string {
  return names
    .map((name) => name?.trim())
    .filter((name): name is string => Boolean(name))
    .map((name) => `${[...name][0]!.toUpperCase()}.`)
    .join(' ');
}

/** The last four characters, the rest as bullets: "••••••3456". */
export function maskTailOf(value: string, keep = 4): string {
  if (value.length <= keep) return '•'.repeat(value.length);
  return `${'•'.repeat(value.length - keep)}${value.slice(-keep)}`;
}

/** A mobile in any of the forms we store (+639…, 09…) as "0917 *** 4567". */
export function maskMobile(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = digits.length >= 10 ? digits.slice(-10) : null;
  if (!national) return maskTailOf(value);
  return `0${national.slice(0, 3)} *** ${national.slice(6)}`;
}

/** "juan.delacruz@gmail.com" → "j•••@gmail.com" */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return maskTailOf(value);
  return `${value[0]}•••${value.slice(at)}`;
}

/** A contact's name: its first letter per word, "Maria Santos" → "M••• S•••". */
export function maskName(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .map((word) => `${[...word][0] ?? ''}•••`)
    .join(' ');
}

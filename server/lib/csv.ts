/**
 * CSV for spreadsheets (RFC 4180, CRLF), every cell safe from formulas: a cell a spreadsheet
 * would read as a formula (=, +, -, @, a tab or a carriage return first) is written with a
 * leading apostrophe, so a name or a note typed as "=HYPERLINK(…)" stays text (OWASP "CSV
 * injection").
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let cell = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export function csvOf(
  header: readonly string[],
  rows: readonly (string | number | null)[][],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

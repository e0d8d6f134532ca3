import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The check over a whole test run's logs (docs/security.md#what-logs-may-hold): no phone number,
 * no borrower's name or other profile value from the fixtures, no token, code, answer or
 * signature the run issued, no image bytes.
 */

/** Something the run handed out, recorded beside the log that may leak it. */
export interface IssuedSecret {
  kind: string;
  value: string;
}

export interface Finding {
  file: string;
  line: number;
  rule: string;
  excerpt: string;
}

const PATTERNS: [rule: string, pattern: RegExp][] = [
  // "+" or its URL encoding, then a number of 8 to 15 digits (E.164), or +63 with spaces.
  ['E.164 number', /(?:\+|%2[bB])\d{8,15}(?!\d)/],
  ['E.164 number', /\+63[\s-]9\d{2}[\s-]?\d{3}[\s-]?\d{4}(?!\d)/],
  // Not the tail of an E.164 number above.
  ['Philippine mobile number', /(?<![\d.+]|%2[bB])(?:0|63)9\d{9}(?!\d)/],
  ['Philippine mobile number', /(?<![\d.])09\d{2}[\s-]\d{3}[\s-]?\d{4}(?!\d)/],
  ['bearer token', /bearer\s+(?!\[redacted\])[\w.~+/=-]{8,}/i],
  ['signature parameter', /[?&]sig=(?!\[redacted\])[^&"\s]+/],
  ['key or password', /\b(?:api_?key|password|secret)=(?!\[redacted\])/i],
  ['PNG bytes', /iVBORw0KGgo/],
  ['JPEG bytes', /\/9j\/[\w+/]{8}/],
];

/** A secret shorter than this (a 4-digit code) is looked for in strings only, as a whole word. */
const SHORT = 12;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `value` as a whole word: not inside a longer run of letters, digits or dashes (a UUID). */
const wholeWord = (value: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])${escape(value)}(?![\\p{L}\\p{N}-])`, 'u');

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      strings(v, out);
    }
  }
  return out;
}

function excerpt(line: string, at: number): string {
  const start = Math.max(0, at - 80);
  return `${start > 0 ? '…' : ''}${line.slice(start, at + 80)}${at + 80 < line.length ? '…' : ''}`;
}

/**
 * Every finding in one log's lines. `personal` are profile values from the fixtures (whole
 * words, any case); `secrets` what the run issued: long ones anywhere in the line, short ones
 * only as a whole word inside a string of the JSON line (never a pid or a time).
 */
export function scanLines(
  file: string,
  lines: readonly string[],
  options: { personal: readonly string[]; secrets: readonly IssuedSecret[] },
): Finding[] {
  const findings: Finding[] = [];
  const personal = options.personal.map((value) => ({
    rule: `profile value "${value}"`,
    pattern: new RegExp(wholeWord(value).source, 'iu'),
  }));
  const long = options.secrets.filter((s) => s.value.length >= SHORT);
  const short = [...new Map(options.secrets.map((s) => [s.value, s])).values()]
    .filter((s) => s.value.length < SHORT)
    .map((s) => ({ ...s, pattern: wholeWord(s.value) }));
  lines.forEach((line, index) => {
    const found = (rule: string, at: number) =>
      findings.push({ file, line: index + 1, rule, excerpt: excerpt(line, at) });
    for (const [rule, pattern] of PATTERNS) {
      const match = pattern.exec(line);
      if (match) found(rule, match.index);
    }
    for (const { rule, pattern } of personal) {
      const match = pattern.exec(line);
      if (match) found(rule, match.index);
    }
    for (const secret of long) {
      const at = line.indexOf(secret.value);
      if (at >= 0) found(secret.kind, at);
    }
    if (short.length === 0) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      parsed = line;
    }
    const texts = strings(parsed);
    for (const secret of short) {
      const text = texts.find((t) => secret.pattern.test(t));
      if (text !== undefined) found(secret.kind, Math.max(0, line.indexOf(text)));
    }
  });
  return findings;
}

/**
 * Scans every `*.log` in `dir` with the secrets recorded beside it (`<name>.secrets`, JSON
 * lines). Long secrets are looked for in every log, short ones in their own log only.
 */
export function scanLogDir(dir: string, personal: readonly string[]): Finding[] {
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir).filter((name) => name.endsWith('.log'));
  const secretsOf = (name: string): IssuedSecret[] => {
    const path = join(dir, name.replace(/\.log$/, '.secrets'));
    if (!existsSync(path)) return [];
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as IssuedSecret);
  };
  const all = names.flatMap(secretsOf);
  const longEverywhere = [...new Map(all.map((s) => [s.value, s])).values()].filter(
    (s) => s.value.length >= SHORT,
  );
  return names.flatMap((name) => {
    const lines = readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean);
    const own = secretsOf(name).filter((s) => s.value.length < SHORT);
    return scanLines(name, lines, { personal, secrets: [...longEverywhere, ...own] });
  });
}

/** A report an operator can act on: rule, file and line, and where in the line. */
export function describeFindings(findings: readonly Finding[], limit = 30): string {
  const byRule = new Map<string, number>();
  for (const f of findings) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
  const counts = [...byRule].map(([rule, n]) => `  ${n} × ${rule}`).join('\n');
  const shown = findings
    .slice(0, limit)
    .map((f) => `  ${f.file}:${f.line} ${f.rule}\n    ${f.excerpt}`)
    .join('\n');
  const more = findings.length > limit ? `\n  … and ${findings.length - limit} more` : '';
  return `${findings.length} log line finding(s):\n${counts}\n${shown}${more}`;
}

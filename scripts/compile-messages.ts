/**
 * The message pipeline (FormatJS CLI): extract the English source from the code into
 * src/lang/en.json, merge each translation (src/lang/<lang>.json plus any src/lang/*.<lang>.json
 * document bundle), and compile all three to ASTs in src/lang/compiled/ for the runtime.
 * Long documents (ids under `legal.privacy.` and `legal.terms.`) compile to their own catalogue,
 * legal-<lang>.json, loaded
 * only by the screens that show them, so the first load carries just the app's short texts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const langDir = join(root, 'src/lang');
const outDir = join(langDir, 'compiled');
const formatjs = join(root, 'node_modules/.bin/formatjs');

export const LANGUAGES = ['en', 'ph', 'hi'] as const;

export function extractEnglish(outFile = join(langDir, 'en.json')): void {
  execFileSync(
    formatjs,
    [
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.test.{ts,tsx}',
      '--format',
      'simple',
      '--throws',
      '--out-file',
      outFile,
    ],
    { cwd: root, stdio: 'inherit' },
  );
}

/** A translation: its main catalogue merged with the document bundles beside it. */
export function readCatalogue(language: string): Record<string, string> {
  if (language === 'en')
    return JSON.parse(readFileSync(join(langDir, 'en.json'), 'utf8')) as Record<string, string>;
  const files = [
    `${language}.json`,
    ...readdirSync(langDir).filter((f) => f.endsWith(`.${language}.json`)),
  ];
  return Object.assign(
    {},
    ...files.map(
      (f) => JSON.parse(readFileSync(join(langDir, f), 'utf8')) as Record<string, string>,
    ),
  );
}

export const isDocumentMessage = (id: string): boolean =>
  id.startsWith('legal.privacy.') || id.startsWith('legal.terms.');

function compileBundle(name: string, messages: Record<string, string>): void {
  const source = join(outDir, `${name}.source.json`);
  writeFileSync(source, JSON.stringify(messages, null, 2));
  execFileSync(
    formatjs,
    ['compile', source, '--ast', '--format', 'simple', '--out-file', join(outDir, `${name}.json`)],
    { cwd: root, stdio: 'inherit' },
  );
}

function compile(language: string): void {
  const entries = Object.entries(readCatalogue(language));
  compileBundle(language, Object.fromEntries(entries.filter(([id]) => !isDocumentMessage(id))));
  compileBundle(
    `legal-${language}`,
    Object.fromEntries(entries.filter(([id]) => isDocumentMessage(id))),
  );
}

if (import.meta.main) {
  mkdirSync(outDir, { recursive: true });
  extractEnglish();
  for (const language of LANGUAGES) compile(language);
}

/**
 * The message pipeline (FormatJS CLI): extract the English source from the code into
 * src/lang/en.json, merge each translation (src/lang/<lang>.json plus any src/lang/*.<lang>.json
 * document bundle), and compile all three to ASTs in src/lang/compiled/ for the runtime.
 * Texts only some screens need compile to their own catalogues, loaded by those screens
 * (src/lib/i18n/messages-bundle-provider.tsx): the long legal documents (legal-<lang>.json) and
 * the other screens (screens-<lang>.json). The first load carries only what the first screens
 * (welcome, sign-in), the app frame and the error catalogue show.
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

/** Sign-in's field checks stay in the main catalogue: the first screen shows them. */
const SIGN_IN_VALIDATION = ['phone', 'code', 'privacy', 'captcha'].map((f) => `validation.${f}.`);

/** Screens past the first ones: home, the application forms, account, diagnostics, notices. */
const LATER_SCREENS = [
  'profile.',
  'home.',
  'account.',
  'diagnostics.',
  'notFound.',
  'noAndroid.',
  'loan.',
  'withdraw.',
  'orders.',
  'keyFacts.',
  'message.',
  'repayment.',
  'help.',
  'service.',
  'about.',
  'coupons.',
  'messages.',
  'feedback.',
  'protocols.',
  'triLink.',
  'session.',
  // The graphic code's panel loads with its texts only when a picture is asked for.
  'signIn.',
  'ui.loadProblem.',
  'snapshot.',
  'bonus.',
  'install.',
];

/** API errors the first screens can meet; the others only happen on later screens. */
const FIRST_SCREEN_ERRORS = new Set(
  [
    'validationFailed',
    'unauthorized',
    'forbidden',
    'notFound',
    'internal',
    'networkAbnormal',
    'tooFrequent',
    'smsDailyLimit',
    'securityLocked',
    'wrongCode',
    'codeExpired',
    'captchaRequired',
    'captchaWrong',
    'agreementRequired',
    'androidNotSupported',
  ].map((code) => `error.${code}`),
);

/** Texts of the later screens, their API errors and the application forms' field checks. */
export const isScreensMessage = (id: string): boolean =>
  LATER_SCREENS.some((prefix) => id.startsWith(prefix)) ||
  (id.startsWith('error.') && !FIRST_SCREEN_ERRORS.has(id)) ||
  (id.startsWith('validation.') && !SIGN_IN_VALIDATION.some((prefix) => id.startsWith(prefix)));

/** Which catalogue a message compiles into; '' is the main one. */
export const bundleOf = (id: string): '' | 'legal' | 'screens' =>
  isDocumentMessage(id) ? 'legal' : isScreensMessage(id) ? 'screens' : '';

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
  for (const bundle of ['', 'legal', 'screens'] as const) {
    compileBundle(
      bundle ? `${bundle}-${language}` : language,
      Object.fromEntries(entries.filter(([id]) => bundleOf(id) === bundle)),
    );
  }
}

if (import.meta.main) {
  mkdirSync(outDir, { recursive: true });
  extractEnglish();
  for (const language of LANGUAGES) compile(language);
}

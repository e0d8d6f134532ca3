// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What documents/, payouts/ and config.ts stay below: services and everything under them. */
const BELOW_SERVICES = [
  './server/services',
  './server/repositories',
  './server/db',
  './server/routes',
  './server/plugins',
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'reports', 'node_modules', 'src/lang/compiled', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  // The client: layered folders with one-way imports (docs/architecture.md#client-layers).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One id policy: explicit, namespaced ids (feature.screen.key), never generated hashes.
      'formatjs/enforce-id': [
        'error',
        {
          idInterpolationPattern: '[sha512:contenthash:base64:6]',
          idWhitelist: ['^[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9]+)+$'],
        },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{aria-label,aria-description,title,alt,placeholder}']] } },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared layers never reach up into features or the app.
            { target: './src/ui', from: ['./src/features', './src/app'] },
            { target: './src/lib', from: ['./src/features', './src/app'] },
            { target: './src/platform', from: ['./src/features', './src/app'] },
            { target: './src/config', from: ['./src/features', './src/app'] },
            // A feature reaches the app only through its typed hooks.
            { target: './src/features', from: './src/app', except: ['./hooks.ts'] },
            // Features never import each other.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
      // Typed hooks only (docs/architecture.md#typed-hooks).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use the typed hooks from @/app/hooks.',
            },
            {
              name: 'react-router-dom',
              importNames: ['useSearchParams'],
              allowTypeImports: true,
              message:
                "Read new URLSearchParams(useLocation().search): useSearchParams brings react-router's search-params code into the framework chunk, on the first load (docs/architecture.md#chunks).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // Server and contract never reach into the client; the server's layers (server/README.md,
  // "Layout") import one way: routes → services → repositories → db, all of them → domain.
  {
    files: ['server/**/*.ts', 'contract/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './server', from: './src' },
            { target: './contract', from: ['./src', './server'] },
            {
              target: './server/domain',
              from: [
                './server/app.ts',
                './server/config.ts',
                './server/config-collections.ts',
                './server/config-error.ts',
                './server/config-photo-store.ts',
                './server/db',
                './server/repositories',
                './server/services',
                './server/plugins',
                './server/routes',
                './server/jobs',
                './server/payouts',
                './server/collections',
                './server/documents',
                './server/storage',
                './server/sms',
              ],
              message: 'domain/ is pure: no database, no I/O layer, no service.',
            },
            {
              target: './server/content',
              from: './server',
              except: ['./content'],
              message: 'content/ is data and its schemas: it may import contract/ only.',
            },
            {
              target: './server/routes',
              from: [
                './server/repositories',
                './server/db',
                './server/jobs',
                './server/storage',
                './server/payouts',
                './server/sms',
                './server/documents',
              ],
              message: 'Routes call services, never the database or another I/O adapter.',
            },
            {
              target: './server/repositories',
              from: [
                './server/services',
                './server/routes',
                './server/plugins',
                './server/documents',
              ],
              message: 'Repositories hold SQL only: no rules, no HTTP.',
            },
            {
              target: './server/services',
              from: ['./server/routes', './server/plugins'],
              message: 'Services know nothing of HTTP.',
            },
            {
              target: './server/documents',
              from: BELOW_SERVICES,
              message: 'Documents render what services give them.',
            },
            {
              target: './server/payouts',
              from: BELOW_SERVICES,
              message: 'A payout adapter gets its storage passed in.',
            },
            {
              target: './server/collections',
              from: BELOW_SERVICES,
              message: 'A collections adapter gets its storage passed in.',
            },
            {
              target: [
                './server/config.ts',
                './server/config-collections.ts',
                './server/config-error.ts',
                './server/config-photo-store.ts',
                './server/env-schema.ts',
              ],
              from: BELOW_SERVICES,
              message: 'Config parses the environment with domain/ rules only.',
            },
          ],
        },
      ],
    },
  },
  // Pure domain code reaches no database, network or file system through a package either.
  {
    files: ['server/domain/**/*.ts', 'server/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'pg',
                '@electric-sql/*',
                'fastify',
                'fastify-*',
                '@fastify/*',
                'aws4fetch',
                'node:fs',
                'node:fs/*',
                'node:net',
                'node:http',
                'node:https',
                'node:child_process',
              ],
              message: 'domain/ is pure: no database, network or file system.',
            },
          ],
        },
      ],
    },
  },
);

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { stripMessageMetadataPlugin } from './scripts/strip-message-metadata.ts';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** What the app's code needs of the config, in the app's build and in the prerender's builds. */
const shared = (mode: string) => ({
  root,
  mode,
  resolve: {
    alias: {
      '@': `${root}src`,
      '@contract': `${root}contract`,
      // Catalogues are compiled to ASTs at build time, so the runtime never parses ICU.
      ...(mode === 'production'
        ? {
            '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
          }
        : {}),
    },
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  plugins: [react(), stripMessageMetadataPlugin()],
});

export default defineConfig(({ mode }) => ({
  ...shared(mode),
  build: {
    target: 'es2022',
    // Hidden: no sourceMappingURL comment is shipped, yet the maps exist for error triage.
    sourcemap: 'hidden',
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Groups take only the modules they name: a group must not pull a shared module it
          // depends on (the API slice, the store) out of the chunks that first load needs.
          includeDependenciesRecursively: false,
          groups: [
            {
              // Everything the first screen needs from npm, in one file: brotli compresses one
              // file better than five, and a phone opens one connection stream fewer. RTK Query
              // stays out: it loads after first paint (see lib/api/base-api).
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|redux|redux-thunk|immer|reselect|redux-persist|react-intl|@formatjs|intl-messageformat|use-sync-external-store)[\\/]|redux-toolkit\.modern/,
            },
            {
              // The sign-in form's building blocks, which the application forms and Settings share: one file
              // instead of seven small ones on the first load (each costs a request and compresses
              // worse alone).
              name: 'form-kit',
              test: /src[\\/](ui[\\/](text-field|field-frame|checkbox-field|segmented-choice|language-choice|button)|lib[\\/](drafts[\\/](use-form-draft|typed-handover|sign-in-draft)|api[\\/](api-error|query-timeout|public-config-request)|i18n[\\/](use-error-text|error-message-id|define-messages)|strip-chinese))\.|contract[\\/](error-codes|phone)\.|node_modules[\\/]idb-keyval[\\/]/,
            },
            {
              // Borrowing: the withdrawal flow, the loan orders and the key fact statement share
              // the document view and their texts; one chunk keeps the first-load entry's preload
              // map to one name instead of a dozen. The sign screen's pad (signature_pad) is
              // named too: the chunk imports it statically, and left out it falls into the
              // borrowing screens' entry chunk, which imports this one back
              // (docs/architecture.md#chunks). The amount range stays out: home's product card
              // needs that one rule, not the flow. The dues' lines the order and the repayment
              // screens share (not home's) are named too: left out, they fell into the
              // loan-screens entry chunk, which this one then imported back.
              name: 'loan',
              test: /src[\\/]features[\\/](withdraw|orders|key-facts)[\\/]|src[\\/](ui[\\/](document-view|dues[\\/](due-amounts|next-due))|app[\\/]loan-screens)|contract[\\/]loan[\\/](?!amounts\.)|node_modules[\\/]signature_pad[\\/]/,
            },
            {
              // The application forms, their contract schemas (zod) and helpers: one chunk the
              // borrower fetches once for the whole flow, instead of dozens of small ones whose
              // names would all be listed in the first-load entry's preload map.
              // It also names every module the forms import that no other group takes (the shared
              // text schema, the select and text-area fields, the camera): left out, they fall
              // into the profile screens' entry chunk, which imports this one back, and in that
              // cycle a schema built at load ran before zod's classes existed
              // (docs/architecture.md#chunks). The payee list and the outbox stay out: the loan
              // home names the payee with the one, and start-up sends waiting saves with the
              // other, neither of which should fetch the forms' chunk.
              name: 'profile',
              test: /src[\\/]features[\\/]profile[\\/]|contract[\\/](profile[\\/](?!payout-channels\.)|common-schemas\.)|node_modules[\\/]zod[\\/]|src[\\/]lib[\\/](places|images|manila-date)|src[\\/]ui[\\/](select-field|text-area-field)\.|src[\\/]platform[\\/]camera\./,
            },
            {
              // The API layer: RTK Query and the API slice with what it loads with (the device id,
              // session expiry, the snapshot's middleware, the drafts' owner) and the public
              // config endpoint. Every signed-in screen needs it, and so do the signed-out ones
              // that show the lender's details (privacy, terms, the Android notice) and the
              // sign-in form once touched; welcome and sign-in load without it.
              name: 'api',
              test: /node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query|@standard-schema[\\/]utils)[\\/]|src[\\/]lib[\\/](api[\\/](base-api|public-config-api|device-id|expire-session)|snapshot[\\/](snapshot-middleware|snapshot-keys)|drafts[\\/]legacy-owner)\.|contract[\\/]device-id\./,
            },
            {
              // What the signed-in screens share past the API layer, and no screen open without
              // signing in imports: their endpoints, the snapshot's notice and fallback, the
              // payout account's text, the drafts' purge and the kept home, the install offer
              // (the money and date formats stay out: the customer-service card on the Android
              // notice uses them). Apart,
              // with the API layer, they were 18 files of 200 B to 4 KB on home's first render,
              // each a request and a preload link added one by one (docs/architecture.md#chunks).
              // The snapshot's store and the bonus notice's store stay out: each loads on its
              // own, later, without the rest.
              name: 'signed-in',
              test: /src[\\/]lib[\\/](loan[\\/]payout-account-text\.|api[\\/](application-api|loan-api|messages-api|home-screen-bonus-api)\.|snapshot[\\/](snapshot-messages|snapshot-scope|use-snapshot-fallback)\.|drafts[\\/](adopt-legacy-drafts|purge-drafts)\.|first-paint[\\/]kept-home\.|i18n[\\/]error-messages\.|install[\\/](browsers|install-messages|offer-rules|install-offer)\.)|src[\\/]config[\\/]section-routes\.|contract[\\/](loan[\\/]amounts|profile[\\/]payout-channels)\./,
            },
            {
              // What the later screens share past the form kit: the screens' catalogue provider,
              // the tab bar and the load-failure card, the notices' focus helper, and the bottom
              // navigation the signed-in tab screens show (loaded by the root layout only there).
              // Left apart, each became a chunk of its own whose name the first-load entry's
              // preload map had to carry.
              name: 'screen-kit',
              test: /src[\\/](lib[\\/]i18n[\\/]messages-bundle-provider|ui[\\/](tabs|load-problem|focus-page-heading)|app[\\/]bottom-tabs)\./,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/sandbox': 'http://localhost:8080' },
  },
  plugins: [
    ...shared(mode).plugins,
    prerenderPlugin(shared(mode)),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // The shell, its lazy screens, the three compiled catalogues, icons and the manifest,
        // and the province list (under 1 KB compressed). The ~1,700 city and barangay lists
        // under places/ are JSON, so no pattern takes them: the worker caches each on first use.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}', 'places/provinces.json'],
        // The desk (dist/desk, its own build) is never in the borrower's precache.
        globIgnores: ['**/*.map', 'icons/screenshot-*', 'desk/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
}));

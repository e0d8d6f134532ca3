import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { stripMessageMetadataPlugin } from './scripts/strip-message-metadata';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig(({ mode }) => ({
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
  build: {
    target: 'es2022',
    // Hidden: no sourceMappingURL comment is shipped, yet the maps exist for error triage.
    sourcemap: 'hidden',
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the first screen needs from npm, in one file: brotli compresses one
              // file better than five, and a phone opens one connection stream fewer. RTK Query
              // stays out: it loads after first paint (see lib/api/base-api).
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|redux|redux-thunk|immer|reselect|redux-persist|react-intl|@formatjs|intl-messageformat|use-sync-external-store)[\\/]|redux-toolkit\.modern/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  plugins: [
    react(),
    stripMessageMetadataPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // The shell, its lazy screens, the three compiled catalogues, icons and the manifest.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        globIgnores: ['**/*.map', 'icons/screenshot-*'],
      },
      devOptions: { enabled: false },
    }),
  ],
}));

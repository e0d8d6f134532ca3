import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The lender's desk (docs/desk.md#client): a build of its own from desk/ into dist/desk, served at
 * /desk/. Apart from the borrower's build on purpose: no chunk is shared, so nothing the desk
 * imports can land in a file the borrower's phone loads, and the borrower's service worker never
 * lists it.
 */
const root = fileURLToPath(new URL('./desk', import.meta.url));
const contract = fileURLToPath(new URL('./contract', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  root,
  base: '/desk/',
  resolve: { alias: { '@contract': contract, '@': src } },
  build: {
    outDir: '../dist/desk',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: 'hidden',
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  plugins: [react()],
});

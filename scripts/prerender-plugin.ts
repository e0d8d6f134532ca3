/**
 * The prerendered first paint (docs/first-paint.md#prerender): while the app is built, renders its
 * first views (welcome, sign-in, home's frame) in each language with the app's own code in Node,
 * puts them in the document as `<template>`s, and adds the boot script that shows the right one
 * before any module runs. Both come out of builds of their own, with the app's aliases and
 * constants, so the markup is exactly the app's first render. The boot script and the document's
 * stylesheet are written into the document, so its first paint waits for no other request
 * (docs/first-paint.md#inline-start); the server allows them by their hashes.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';
import { APP_SCRIPTS_TEMPLATE, INTL_WORKER_ATTRIBUTE } from '../src/app/prerender/document-ids.ts';

type Shared = Pick<InlineConfig, 'resolve' | 'define' | 'plugins' | 'root' | 'mode'>;

const ROOT_DIV = '<div id="root"></div>';

/** The app's entry and the module preloads Vite puts in the head. */
const APP_SCRIPTS = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/** The one stylesheet Vite links in the head: the document's own (src/ui/styles.css). */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/** Text written inside `<script>` or `<style>`: nothing in it may end the element early. */
function inlineText(text: string, element: 'script' | 'style'): string {
  if (new RegExp(`</${element}|<!--`, 'i').test(text))
    throw new Error(`prerender: the inline ${element} would end early`);
  return text.trim();
}

/**
 * The head's stylesheet, written out from the bundle. Its link stays, disabled, which a browser
 * does not fetch: the chunks list the stylesheet among what their dynamic imports need, and
 * Vite's preload helper adds only a stylesheet no `<link rel="stylesheet">` names yet.
 */
function inlineStylesheet(html: string, bundle: Rolldown.OutputBundle | undefined): string {
  const links = [...html.matchAll(STYLESHEET)];
  if (links.length !== 1) throw new Error(`prerender: ${links.length} stylesheets in index.html`);
  const [link, fileName] = links[0] as RegExpMatchArray;
  const asset = bundle?.[fileName as string];
  if (asset?.type !== 'asset') throw new Error(`prerender: ${fileName} is not in the bundle`);
  const style = `<style>${inlineText(String(asset.source), 'style')}</style>`;
  // A function, not a string: `$&` and its kind in the stylesheet must stay as written.
  return html.replace(link, () => `${style}\n    ${link.replace(/>$/, ' disabled>')}`);
}

function firstChunk(output: unknown): Rolldown.OutputChunk {
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('prerender: a build gave no chunk');
  return chunk;
}

/** One entry of src/app/prerender as one minified classic script (the boot script, its worker). */
async function buildClassic(shared: Shared, entry: string): Promise<string> {
  const output = await build({
    ...shared,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      // Older WebViews too: it runs before anything else, and must not throw on syntax.
      target: 'es2017',
      lib: {
        entry: join(shared.root as string, 'src/app/prerender', entry),
        formats: ['iife'],
        name: 'sulongBoot',
      },
    },
  });
  return firstChunk(output).code;
}

/** Every view's markup, rendered in Node from a server build of the app. */
async function renderTemplates(shared: Shared): Promise<string> {
  const outDir = join(shared.root as string, 'node_modules/.cache/sulong-prerender');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    ...shared,
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: join(shared.root as string, 'src/app/prerender/render-views.tsx'),
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      rolldownOptions: { output: { entryFileNames: 'render-views.mjs' } },
    },
    // Bundled whole: some packages' ES builds (redux-persist's) cannot load in Node as they are.
    ssr: { noExternal: true },
  });
  const module = (await import(pathToFileURL(join(outDir, 'render-views.mjs')).href)) as {
    renderTemplates(): Promise<string>;
  };
  return module.renderTemplates();
}

const contentHash = (code: string): string =>
  createHash('sha256').update(code).digest('hex').slice(0, 8);

export function prerenderPlugin(shared: Shared): Plugin {
  let boot: string | null = null;
  let intlWorker: { fileName: string; code: string } | null = null;
  let templates = '';
  return {
    name: 'sulong:prerender',
    // The client build only: not the dev server, nor the builds this plugin starts.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr && !config.build?.lib,
    async buildStart() {
      const [code, workerCode, rendered] = await Promise.all([
        buildClassic(shared, 'boot-entry.ts'),
        buildClassic(shared, 'intl-worker.ts'),
        renderTemplates(shared),
      ]);
      boot = code;
      intlWorker = {
        fileName: `assets/intl-worker-${contentHash(workerCode)}.js`,
        code: workerCode,
      };
      templates = rendered;
    },
    generateBundle() {
      if (intlWorker)
        this.emitFile({ type: 'asset', fileName: intlWorker.fileName, source: intlWorker.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (boot === null || !intlWorker) return html;
        if (!html.includes(ROOT_DIV)) throw new Error(`prerender: index.html lacks ${ROOT_DIV}`);
        // The app's scripts wait in a template for the boot script: fetched after the first
        // paint, they no longer share the weak network with what that paint needs.
        const scripts = html.match(APP_SCRIPTS)?.map((tag) => tag.trim()) ?? [];
        if (!scripts.some((tag) => tag.startsWith('<script')))
          throw new Error('prerender: no module script in index.html');
        const page = inlineStylesheet(html.replace(APP_SCRIPTS, ''), bundle);
        const bootTag = `<script ${INTL_WORKER_ATTRIBUTE}="/${intlWorker.fileName}">${inlineText(boot, 'script')}</script>`;
        // After the root: the boot script needs it, and blocks the first paint until it has run.
        // A function, not a string: `$&` and its kind in the boot script must stay as written.
        return page.replace(ROOT_DIV, () =>
          [
            ROOT_DIV,
            templates,
            `<template id="${APP_SCRIPTS_TEMPLATE}">${scripts.join('')}</template>`,
            bootTag,
          ].join('\n'),
        );
      },
    },
  };
}

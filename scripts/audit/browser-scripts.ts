/**
 * The JavaScript a route fetches until the network is idle (no request for 500 ms), in a real
 * browser, with on-the-wire body sizes: the first-load graph and what loads after
 * it. On /start it is gated (docs/first-paint.md#audit); it also cross-checks the manifest's
 * first-load arithmetic.
 */
import { chromium } from 'playwright-core';
import type { Response } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, MOBILE_USER_AGENT } from './chrome.ts';
import { onCleanup } from './cleanup.ts';
import type { SeededStorage } from './routes.ts';

export interface BrowserScripts {
  /** Where the page ended up (the app may redirect). */
  finalUrl: string;
  count: number;
  /** Sum of encoded (brotli) response bodies, comparable to the .br sizes. */
  bytesEncoded: number;
  files: { url: string; bytesEncoded: number; contentEncoding: string | null }[];
  /** Set when the page never reached network idle; the list is then what loaded until then. */
  warning?: string;
  /** How the browser's list compares with the manifest's first-load graph (see report.ts). */
  crossCheck?: ScriptsCrossCheck;
}

export interface ScriptsCrossCheck {
  /** Scripts of the first-load graph the browser fetched, and their encoded bytes. */
  inGraph: { count: number; bytesEncoded: number };
  /** Scripts fetched beyond it: lazy chunks loaded after first paint. */
  beyondGraph: { count: number; bytesEncoded: number };
  /** First-load graph files the browser never fetched (the manifest arithmetic is off if any). */
  notFetched: string[];
}

export async function measureBrowserScripts(
  baseUrl: string,
  path = '/#/start',
  storage?: SeededStorage,
): Promise<BrowserScripts> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    timeout: 30_000,
  });
  const closeBrowser = onCleanup(() => browser.close());
  try {
    // The phone Lighthouse emulates, so both measure the same screen.
    // Lighthouse's phone (a Moto G Power's 412 × 823 screen): what is below its fold is below it here.
    const page = await browser.newPage({
      userAgent: MOBILE_USER_AGENT,
      isMobile: true,
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    if (storage) {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
        }
      }, storage);
    }
    // Page-level events only: the service worker's precache downloads are not first load.
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    let warning: string | undefined;
    try {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle', timeout: 30_000 });
    } catch (error) {
      warning = `no network idle: ${error instanceof Error ? error.message.split('\n')[0] : error}`;
    }
    const files = await Promise.all(
      scripts.map(async (response) => {
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          bytesEncoded: sizes.responseBodySize,
          contentEncoding: (await response.headerValue('content-encoding')) ?? null,
        };
      }),
    );
    return {
      finalUrl: page.url(),
      count: files.length,
      bytesEncoded: files.reduce((sum, f) => sum + f.bytesEncoded, 0),
      files,
      ...(warning ? { warning } : {}),
    };
  } finally {
    await closeBrowser();
  }
}

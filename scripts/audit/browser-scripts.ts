/**
 * Cross-check of the manifest arithmetic in a real browser: the scripts /#/start actually fetches
 * (including lazy chunks loaded right after first paint), with their on-the-wire body sizes.
 * Information only: a browser run is noisier than the manifest.
 */
import { chromium } from 'playwright-core';
import type { Response } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, MOBILE_USER_AGENT } from './chrome.ts';
import { onCleanup } from './cleanup.ts';

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

export async function measureBrowserScripts(baseUrl: string): Promise<BrowserScripts> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    timeout: 30_000,
  });
  const closeBrowser = onCleanup(() => browser.close());
  try {
    // The phone Lighthouse emulates, so both measure the same screen.
    const page = await browser.newPage({ userAgent: MOBILE_USER_AGENT, isMobile: true });
    // Page-level events only: the service worker's precache downloads are not first load.
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    let warning: string | undefined;
    try {
      await page.goto(`${baseUrl}/#/start`, { waitUntil: 'networkidle', timeout: 30_000 });
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

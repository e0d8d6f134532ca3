/**
 * Lighthouse through its Node API, with Lighthouse 13's defaults (mobile form factor, simulated
 * slow-4G throttling with 4x CPU slowdown). Each run gets its own Chromium and profile, so every
 * run is a first visit and no other step's service worker or cache leaks in.
 */
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_PATH, MOBILE_USER_AGENT, lighthouseChromeFlags } from './chrome.ts';
import { onCleanup } from './cleanup.ts';
import { summarizeLighthouse } from './lighthouse-summary.ts';
import type { LighthouseSummary } from './lighthouse-summary.ts';
import { SEED_PATH, type SeededStorage } from './routes.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Five valid runs, reported by the median one: on this 2-core machine one run's figures swing.
 * Extra attempts cover runs Lighthouse itself marks as broken (about one in six ends in
 * NO_NAVSTART, a lost trace, with "please run Lighthouse again").
 */
const VALID_RUNS = 5;

const MAX_ATTEMPTS = 7;

export interface RunOptions {
  /** localStorage to start with (a signed-in borrower), written before the audited load. */
  storage?: SeededStorage;
  /**
   * A repeat visit: the page is opened once first, until the service worker controls it, and the
   * audited load then comes from its cache (docs/first-paint.md#repeat-visits).
   */
  repeat?: boolean;
  /**
   * A returning borrower (signed-in home): the page is opened once first, as the sign-in that
   * made the session would have, until it has kept home for the next start; then the service
   * worker and its caches go, so the audited load still comes over the network
   * (docs/first-paint.md#kept-home).
   */
  returning?: boolean;
}

/** Prepares the browser's storage on the audited origin through a second DevTools client. */
async function prepare(port: number, url: string, options: RunOptions): Promise<void> {
  if (!options.storage && !options.repeat) return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    if (options.storage) {
      await page.goto(new URL(SEED_PATH, url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, options.storage);
    }
    if (options.returning) {
      await page.goto(url, { waitUntil: 'load' });
      await page
        .waitForFunction(() => localStorage.getItem('keptHome') !== null, undefined, {
          timeout: 20_000,
        })
        .catch(() => {
          throw new Error('the first visit to home kept nothing (localStorage keptHome)');
        });
      await page.goto(new URL(SEED_PATH, url).href);
      await page.evaluate(async () => {
        for (const registration of await navigator.serviceWorker.getRegistrations())
          await registration.unregister();
        for (const name of await caches.keys()) await caches.delete(name);
      });
      // And the HTTP cache: Lighthouse keeps it with the storage, and the app's files are
      // immutable, so the measured load would not fetch them.
      const session = await context.newCDPSession(page);
      await session.send('Network.clearBrowserCache');
      await session.detach();
    }
    if (options.repeat) {
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // Controlled, with every precached file in place.
      await page.reload({ waitUntil: 'networkidle' });
    }
    await page.close();
  } finally {
    // Disconnects this client only; Lighthouse drives the same browser next.
    await browser.close().catch(() => undefined);
  }
}

interface Run {
  lhr: Result;
  html: string;
}

async function runOnce(url: string, options: RunOptions): Promise<Run> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: lighthouseChromeFlags(),
    ignoreDefaultFlags: true,
    logLevel: 'silent',
    // The audit handles its own signals and cleanup.
    handleSIGINT: false,
  });
  const stopChrome = onCleanup(() => chrome.kill());
  try {
    await prepare(chrome.port, url, options);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: CATEGORIES,
      output: 'html',
      logLevel: 'error',
      // Not Android, which the app redirects to /noAndroid (see MOBILE_USER_AGENT).
      emulatedUserAgent: MOBILE_USER_AGENT,
      // A page that has not painted in 30 s on loopback is broken; fail rather than wait 45 s.
      maxWaitForLoad: 30_000,
      // The storage (and, on a repeat visit, the service worker) prepared above stays.
      disableStorageReset: Boolean(options.storage || options.repeat),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return { lhr: result.lhr, html: String(result.report) };
  } finally {
    await stopChrome();
  }
}

/** Runs Lighthouse on `url`; writes the median run's HTML report to `htmlPath`. */
export async function runLighthouse(
  url: string,
  htmlPath: string,
  options: RunOptions = {},
): Promise<LighthouseSummary> {
  const runs: Run[] = [];
  let valid: Result[] = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS && valid.length < VALID_RUNS; attempt += 1) {
    const run = await runOnce(url, options);
    runs.push(run);
    valid = filterToValidRuns(runs.map((r) => r.lhr).filter((lhr) => !lhr.runtimeError));
  }
  // With no valid run, the last one still carries accessibility and best-practices results.
  const chosen = valid.length ? computeMedianRun(valid) : (runs.at(-1) as Run).lhr;
  writeFileSync(htmlPath, (runs.find((r) => r.lhr === chosen) as Run).html);
  return {
    ...summarizeLighthouse(chosen),
    runs: runs.map((r) => {
      const s = summarizeLighthouse(r.lhr);
      return {
        performance: s.performance,
        accessibility: s.accessibility,
        bestPractices: s.bestPractices,
        seo: s.seo,
        lcpMs: s.metrics.lcpMs,
        tbtMs: s.metrics.tbtMs,
        ...(s.runtimeError ? { runtimeError: s.runtimeError } : {}),
      };
    }),
  };
}

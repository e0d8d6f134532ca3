/**
 * Installability as Chromium itself judges it (the criteria behind the install prompt), and
 * whether the app shell opens with no network once the service worker controls the page.
 * A persistent context: service workers and their caches behave as in a real profile.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chrome.ts';
import { onCleanup } from './cleanup.ts';
import { errorMessage, withTimeout } from './timeout.ts';

export interface Installability {
  errors: string[];
  manifestErrors: string[];
  manifestUrl: string | null;
  /** Whether the page was controlled by the service worker after the first reload. */
  controlled: boolean;
}
export interface Offline {
  shellOpens: boolean;
  /** Where the offline reload ended up: the sign-in screen is expected. */
  url?: string;
  reason?: string;
}

const STEP_TIMEOUT_MS = 20_000;

export async function checkInstallability(
  baseUrl: string,
): Promise<{ installability: Installability; offline: Offline }> {
  const profile = mkdtempSync(join(tmpdir(), 'sulong-audit-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    timeout: 30_000,
  });
  const closeContext = onCleanup(async () => {
    await context.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
  });
  try {
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/#/start`, { waitUntil: 'load' });

    // `ready` resolves once a worker is active; then wait until it has finished activating, so
    // the precache is complete before the offline reload relies on it.
    const state = await withTimeout(
      page.evaluate(async () => {
        const worker = (await navigator.serviceWorker.ready).active;
        if (!worker) return 'none';
        if (worker.state !== 'activated') {
          await new Promise<void>((resolve) =>
            worker.addEventListener('statechange', () => {
              if (worker.state === 'activated') resolve();
            }),
          );
        }
        return worker.state;
      }),
      STEP_TIMEOUT_MS,
      'service worker activation',
    );
    if (state !== 'activated') throw new Error(`service worker not activated (${state})`);

    // Only a page loaded after activation is controlled (unless the worker claims clients).
    await page.reload({ waitUntil: 'load' });
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest', {});
    const installability: Installability = {
      errors: installabilityErrors.map(
        (error) =>
          error.errorId +
          (error.errorArguments.length
            ? ` (${error.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})`
            : ''),
      ),
      manifestErrors: manifest.errors.map(
        (error) =>
          `${error.critical ? 'critical: ' : ''}${error.message} (line ${error.line}:${error.column})`,
      ),
      manifestUrl: manifest.url || null,
      controlled,
    };
    await cdp.detach();

    let offline: Offline;
    try {
      await context.setOffline(true);
      await page.reload({ waitUntil: 'load' });
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
      const url = page.url();
      offline = url.endsWith('#/start')
        ? { shellOpens: true, url }
        : { shellOpens: false, url, reason: 'a heading showed, but not on the sign-in screen' };
    } catch (error) {
      offline = { shellOpens: false, reason: errorMessage(error).split('\n')[0] };
    }
    return { installability, offline };
  } finally {
    await closeContext();
  }
}

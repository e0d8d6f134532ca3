import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { baseURL, catalogue, CHROMIUM_ARGS, USER_AGENTS } from './support/phone';
import { visible, hidden, text } from './support/ui';

const en = catalogue('en');
let context: BrowserContext | undefined;
let profile: string | undefined;

afterEach(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** A persistent profile, like a phone's browser: service workers and installability behave for real. */
async function openInstalledProfile(): Promise<Page> {
  profile = mkdtempSync(join(tmpdir(), 'sulong-profile-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    userAgent: USER_AGENTS.iphone,
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/#/start');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first visit installs the worker; from the next load on it controls the page.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  return page;
}

describe('installable PWA', () => {
  it('reports no installability errors and a manifest without errors', async () => {
    const page = await openInstalledProfile();
    const cdp = await context!.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/manifest[\w-]*\.webmanifest$/);
  });

  it('opens the shell offline after the first visit', async () => {
    const page = await openInstalledProfile();
    await context!.setOffline(true);
    await page.reload();
    await expect
      .poll(() => text(page.getByRole('heading', { level: 1 })))
      .toBe(en['auth.start.title']!);
    await page.goto('/#/privacy');
    await visible(page.getByRole('button', { name: en['ui.back'], exact: true }));
    await context!.setOffline(false);
  });

  it('announces a new version and loads it when the borrower taps Reload', async () => {
    const page = await openInstalledProfile();
    const staticDir = inject('staticDir');
    // Publishing a new version: any byte change of sw.js makes the browser install it.
    appendFileSync(join(staticDir, 'sw.js'), `\n// release ${Date.now()}\n`);
    // The server prefers the precompressed copies; the new version has none yet.
    rmSync(join(staticDir, 'sw.js.br'), { force: true });
    rmSync(join(staticDir, 'sw.js.gz'), { force: true });
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const banner = page.getByRole('status').filter({ hasText: en['app.update.available'] });
    await visible(banner, 15_000);
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: en['app.update.reload'], exact: true }).click();
    await reloaded;
    await expect
      .poll(() => text(page.getByRole('heading', { level: 1 })))
      .toBe(en['auth.start.title']!);
    await hidden(banner);
  });
});

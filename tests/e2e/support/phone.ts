import { HYDRATION_MISMATCH_MARK } from '../../../src/app/prerender/marks.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { atRoute, text, visible } from './ui';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const baseURL = inject('baseURL');
/** The e2e administrator's API key: what staff's `npm run ops` commands send. */
export const deskKey = inject('deskKey');

export const USER_AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  /** Facebook's in-app viewer on an iPhone: it cannot add to the home screen (docs/install.md). */
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.38.109;FBBV/1;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]',
} as const;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

export type PhoneOptions = {
  userAgent?: keyof typeof USER_AGENTS;
  /** Simulate the native shell: its bridge objects, recording every call in window.__nativeCalls. */
  shell?: 'android' | 'ios';
  /** What the simulated shell answers, by handler (others answer null), e.g. deviceInfo. */
  shellReplies?: Record<string, unknown>;
  language?: 'en' | 'ph' | 'hi';
};

/**
 * Installs a shell's bridge the way the Android and iOS apps do, and records every call. A handler
 * in `replies` answers its value: as JSON text on Android (a JavascriptInterface returns strings),
 * as is on iOS (a message handler with reply).
 */
function installShell({
  kind,
  replies,
}: {
  kind: 'android' | 'ios';
  replies: Record<string, unknown>;
}) {
  const w = window as unknown as Record<string, unknown> & {
    __nativeCalls: Array<{ method: string; payload: unknown }>;
  };
  w.__nativeCalls = [];
  const record = (method: string, payload: unknown) =>
    w.__nativeCalls.push({ method, payload: payload ?? null });
  if (kind === 'android') {
    w.SulongNative = new Proxy(
      {},
      {
        get: (_t, method) =>
          typeof method === 'string'
            ? (arg?: string) => (
                record(method, arg),
                method in replies ? JSON.stringify(replies[method]) : null
              )
            : undefined,
      },
    );
  } else {
    w.webkit = {
      messageHandlers: new Proxy(
        {},
        {
          get: (_t, method) => ({
            postMessage: (payload: unknown) => {
              record(String(method), payload);
              return Promise.resolve(replies[String(method)] ?? null);
            },
          }),
        },
      ),
    };
  }
}

/** A phone-sized (390×844) browser context, as a borrower's phone would open the app. */
export async function openPhone(
  browser: Browser,
  options: PhoneOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const ua = options.userAgent ?? (options.shell === 'android' ? 'android' : 'iphone');
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: USER_AGENTS[ua],
    baseURL,
  });
  if (options.shell) {
    await context.addInitScript(installShell, {
      kind: options.shell,
      replies: options.shellReplies ?? {},
    });
  }
  if (options.language) {
    await context.addInitScript((language) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', language);
    }, options.language);
  }
  const page = await context.newPage();
  return { context, page };
}

export const nativeCalls = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __nativeCalls: Array<{ method: string; payload: unknown }> })
        .__nativeCalls,
  );

let counter = 0;
/** A fresh national number per test: rules count codes per phone. */
export function newPhoneNumber(): string {
  counter += 1;
  const unique = `${Date.now() % 1_000_000}${counter}`.padStart(9, '0').slice(-9);
  return `9${unique}`;
}

export async function latestCode(national: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/dev/sms-outbox?phone=%2B63${national}`);
  const [latest] = (await response.json()) as Array<{ code: string | null }>;
  if (!latest?.code) throw new Error(`no SMS for +63${national}`);
  return latest.code;
}

/**
 * The catalogues the app ships, to assert on texts in each language without copying them: the
 * main one merged with the area files beside it (`src/lang/*.<language>.json`), as
 * scripts/compile-messages.ts merges them.
 */
export function catalogue(language: 'en' | 'ph' | 'hi'): Record<string, string> {
  const dir = new URL('../../../src/lang/', import.meta.url);
  const files = [
    `${language}.json`,
    ...readdirSync(dir).filter((file) => file.endsWith(`.${language}.json`)),
  ];
  return Object.assign(
    {},
    ...files.map(
      (file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>,
    ),
  ) as Record<string, string>;
}

/** Fills the sign-in form as a borrower does and waits for the home screen. */
export async function signIn(page: Page, national: string, texts = catalogue('en')): Promise<void> {
  await page.goto('/#/start');
  await page.getByLabel(texts['auth.start.phoneLabel']!).fill(national);
  await page.getByRole('button', { name: texts['auth.start.getCode'], exact: true }).click();
  await visible(page.getByRole('status').filter({ hasText: `*** ${national.slice(6)}` }));
  await page.getByLabel(texts['auth.start.codeLabel']!).fill(await latestCode(national));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: texts['auth.start.signIn'], exact: true }).click();
  await atRoute(page, '/homeIndex');
  // Home on screen, not only in the address bar: going elsewhere while its code still loads
  // can leave a blank page (reported).
  await expect
    .poll(() => text(page.getByRole('heading', { level: 1 })))
    .toContain(`*** ${national.slice(6)}`);
  // The prerendered sign-in page was hydrated as it was painted (docs/first-paint.md#hydration).
  expect(
    await page.evaluate(
      (mark) => performance.getEntriesByName(mark).length,
      HYDRATION_MISMATCH_MARK,
    ),
  ).toBe(0);
}

/** One Chromium for a test file: launched before its first test, closed after its last. */
export function useChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error('useChromium: the browser exists only while tests run');
    return browser;
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { totpCode } from '../../server/lib/totp.ts';
import { seriousAxeViolations } from './support/axe';
import {
  addVirtualAuthenticator,
  DESK_PASSWORD as PASSWORD,
  enrolWithCode,
  invite,
  signInToDesk as signIn,
  withNextCode,
} from './support/desk-pages';
import { baseURL, launchChromium } from './support/phone';

/*
 * The lender's desk in Chromium (docs/desk.md#client), on a laptop and on a phone: a new
 * administrator enrols from their one-time link (an authenticator app; a passkey through
 * Chromium's virtual authenticator), signs in, adds a reviewer and hands over their link; every
 * page passes axe. The first administrator is the e2e server's own (made by npm run desk).
 */

const VIEWPORTS = [
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoAxeViolations(page: Page, where: string) {
  expect(await seriousAxeViolations(page), where).toEqual([]);
}

describe.each(VIEWPORTS)('the desk on a $name', ({ name, viewport, isMobile }) => {
  it('enrols an administrator with an authenticator app, who signs in and adds a reviewer', async () => {
    const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') refused.push(`${m.text()} ${m.location().url}`);
    });
    try {
      const { email, token } = await invite(['admin']);
      await page.goto(`${baseURL}/desk/#/enrol/${token}`);
      await page.getByRole('heading', { name: 'Set up your desk account' }).waitFor();
      await expect
        .poll(() => page.getByRole('img', { name: 'QR code of your authenticator key' }).count())
        .toBe(1);
      await expectNoAxeViolations(page, `${name}: enrolment`);
      const secret = (await page.locator('code').innerText()).replace(/\s/g, '');

      // What the page says before anything is sent: each field's own problem.
      await page.getByLabel('New password').fill('too short');
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByText('Use at least 12 characters.').waitFor();
      await page.getByText('Create a passkey or enter a code').waitFor();

      await page.getByLabel('New password').fill(PASSWORD);
      await page.getByLabel('The same password again').fill(PASSWORD);
      await page.getByLabel('6-digit code from the app').fill(totpCode(secret, new Date()));
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByText('Your account is ready.').waitFor();
      await page.getByRole('link', { name: 'Go to sign-in' }).click();
      await page.getByRole('heading', { name: 'Sign in to the desk' }).waitFor();
      await expectNoAxeViolations(page, `${name}: sign-in`);

      await signIn(page, email, async () => {
        await expectNoAxeViolations(page, `${name}: second step`);
        // The next step's code: the enrolment's was used, and a code works once.
        await page
          .getByLabel('6-digit code from your authenticator app')
          .fill(totpCode(secret, new Date(Date.now() + 30_000)));
        await page.getByRole('button', { name: 'Sign in' }).click();
      });
      await expectNoAxeViolations(page, `${name}: today`);
      await page.getByRole('link', { name: 'My account' }).click();
      await page.getByText('Administrator (staff, settings)').waitFor();
      await expectNoAxeViolations(page, `${name}: my account`);

      await page.getByRole('link', { name: 'Staff' }).click();
      await page.getByRole('heading', { name: 'Staff', exact: true }).waitFor();
      const reviewer = `reviewer-${Date.now()}-${name}@lender.example`;
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Choose at least one role.').waitFor();
      await page.getByLabel('Work e-mail').fill(reviewer);
      await page.getByLabel('Name').fill(`Rhea ${name}`);
      await page.getByLabel('Reviewer (applications)').check();
      await page.getByRole('button', { name: 'Create account' }).click();
      const link = page.getByLabel('Enrolment link');
      await expect.poll(() => link.inputValue()).toMatch(/\/desk\/#\/enrol\/[A-Za-z0-9_-]{43}$/);
      await page.getByRole('link', { name: `Rhea ${name}` }).waitFor();
      await expectNoAxeViolations(page, `${name}: staff`);

      await page.getByRole('link', { name: `Rhea ${name}` }).click();
      await page.getByRole('heading', { name: `Rhea ${name}` }).waitFor();
      await page.getByText('Keys are issued to enrolled, active accounts.').waitFor();
      await expectNoAxeViolations(page, `${name}: staff member`);

      // The administrator finds what they just did in the audit trail.
      await page.getByRole('link', { name: 'Audit trail' }).click();
      await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
      await page.getByLabel('Action (e.g. order.cancel)').fill('staff.create');
      await page.getByLabel('Record type').selectOption({ label: 'Staff account' });
      await page.getByRole('button', { name: 'Search' }).click();
      const created = page.getByRole('row').filter({ hasText: reviewer });
      await created.waitFor();
      expect(await created.textContent()).toContain(email);
      await expectNoAxeViolations(page, `${name}: audit trail`);

      await page.getByRole('link', { name: 'Failed jobs' }).click();
      await page.getByRole('heading', { name: 'Failed jobs' }).waitFor();
      await page.getByRole('button', { name: 'Refresh' }).waitFor();
      await expectNoAxeViolations(page, `${name}: failed jobs`);

      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await page.getByRole('heading', { name: 'Sign in to the desk' }).waitFor();
      expect(refused, 'console errors').toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the desk with a passkey', () => {
  it("enrols and signs in with a passkey from Chromium's virtual authenticator", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      const origin = await addVirtualAuthenticator(context, page);
      const { email, token } = await invite(['admin', 'care']);
      await page.goto(`${origin}/desk/#/enrol/${token}`);
      await page.getByRole('heading', { name: 'Set up your desk account' }).waitFor();
      await page.getByLabel('New password').fill(PASSWORD);
      await page.getByLabel('The same password again').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create a passkey' }).click();
      await page.getByText('Passkey created.').waitFor();
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByText('Your account is ready.').waitFor();
      await page.getByRole('link', { name: 'Go to sign-in' }).click();

      await signIn(page, email, async () => {
        // A passkey-only account is offered the passkey and nothing else.
        expect(await page.getByLabel('6-digit code from your authenticator app').count()).toBe(0);
        await page.getByRole('button', { name: 'Use my passkey' }).click();
      });
      await page.getByRole('link', { name: 'My account' }).click();
      await page.getByText('Care (tickets, messages, coupons)').waitFor();

      // Sign out everywhere ends this session too.
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await page.getByRole('heading', { name: 'Sign in to the desk' }).waitFor();
      const me = await page.evaluate(async () => (await fetch('/api/desk/me')).status);
      expect(me).toBe(401);
    } finally {
      await context.close();
    }
  });

  it('adds a passkey to an account enrolled with an authenticator app, then signs in with it', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const page = await context.newPage();
    try {
      const origin = await addVirtualAuthenticator(context, page);
      const { email, token } = await invite(['collections']);
      const secret = await enrolWithCode(page, token, origin);
      await signIn(page, email, withNextCode(page, secret));
      await page.getByRole('link', { name: 'My account' }).click();
      await page.getByRole('heading', { name: 'Add a passkey' }).waitFor();
      await page.getByRole('button', { name: 'Create a passkey on this device' }).click();
      await page.getByText('Type your password first.').waitFor();
      await page.getByLabel('Your password').fill('not-my-password-2026');
      await page.getByRole('button', { name: 'Create a passkey on this device' }).click();
      await page.getByText('That password is not right.').waitFor();
      await page.getByLabel('Your password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create a passkey on this device' }).click();
      await page.getByText('Passkey added. Use it at your next sign-in.').waitFor();
      expect(await seriousAxeViolations(page), 'my account with a passkey').toEqual([]);

      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await page.getByRole('heading', { name: 'Sign in to the desk' }).waitFor();
      await signIn(page, email, async () => {
        await page.getByRole('button', { name: 'Use my passkey' }).click();
      });
    } finally {
      await context.close();
    }
  });
});

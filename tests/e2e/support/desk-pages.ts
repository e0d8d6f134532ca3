import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { totpCode } from '../../../server/lib/totp.ts';
import { baseURL, deskKey } from './phone';

/** Every desk account the e2e tests enrol has this password. */
export const DESK_PASSWORD = 'tatlong-ibon-sa-bubong-2026';
let counter = 0;

/** A new account made with the e2e administrator's key, as an administrator does in the desk. */
export async function invite(
  roles: string[],
  displayName = `Staff ${counter + 1}`,
): Promise<{ email: string; token: string; staffId: string }> {
  counter += 1;
  const email = `desk-${Date.now()}-${counter}@lender.example`;
  const response = await fetch(`${baseURL}/api/desk/staff`, {
    method: 'POST',
    headers: { authorization: `Bearer ${deskKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, displayName, roles }),
  });
  expect(response.status).toBe(200);
  const { enrolmentToken, staffId } = (await response.json()) as {
    enrolmentToken: string;
    staffId: string;
  };
  return { email, token: enrolmentToken, staffId };
}

/** The enrolment page with an authenticator app: the key read off the page, a code from it. */
export async function enrolWithCode(page: Page, token: string, origin = baseURL): Promise<string> {
  await page.goto(`${origin}/desk/#/enrol/${token}`);
  await page.getByRole('heading', { name: 'Set up your desk account' }).waitFor();
  await expect
    .poll(() => page.getByRole('img', { name: 'QR code of your authenticator key' }).count())
    .toBe(1);
  const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
  await page.getByLabel('New password').fill(DESK_PASSWORD);
  await page.getByLabel('The same password again').fill(DESK_PASSWORD);
  await page.getByLabel('6-digit code from the app').fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByText('Your account is ready.').waitFor();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await page.getByRole('heading', { name: 'Sign in to the desk' }).waitFor();
  return secret;
}

/** Sign-in's two steps; `secondStep` proves it (a code, a passkey), then Today is on screen. */
export async function signInToDesk(page: Page, email: string, secondStep: () => Promise<void>) {
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DESK_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Prove it is you' }).waitFor();
  await secondStep();
  await page.getByRole('heading', { name: /^Today, / }).waitFor();
  await page.getByText('Loans overdue').waitFor();
}

/** The second step with the authenticator's next code (the enrolment's step was used). */
export const withNextCode = (page: Page, secret: string) => async () => {
  await page
    .getByLabel('6-digit code from your authenticator app')
    .fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/**
 * Chromium's virtual authenticator on the page: a device with a screen lock that makes and uses
 * passkeys without a prompt. WebAuthn takes a domain, never an IP address: the desk is opened
 * through "localhost" for it.
 */
export async function addVirtualAuthenticator(
  context: BrowserContext,
  page: Page,
): Promise<string> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return baseURL.replace('127.0.0.1', 'localhost');
}

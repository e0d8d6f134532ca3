import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { enrolWithCode, invite, signInToDesk, withNextCode } from './support/desk-pages';
import { addDays, manilaDate } from '../../contract/calendar';
import { borrowThroughScreens, orderOf, rejectedWallet } from './support/loan-flow';
import { opsPost } from './support/repayment-flow';
import {
  baseURL,
  deskKey,
  launchChromium,
  newPhoneNumber,
  openPhone,
  signIn,
} from './support/phone';
import {
  aBorrower,
  EN,
  ownWallet,
  prefillProfile,
  retakenPhoto,
  session,
} from './support/profile-api';
import {
  homeCard,
  onStep,
  saveAndContinue,
  uploadPhoto,
  waitForHomeCard,
  submitFromHome,
} from './support/profile-flow';
import { atRoute, text, visible } from './support/ui';

/*
 * The review queue in Chromium (docs/desk.md#review-queue), on a laptop and on a phone: an
 * administrator enrols and sets "a reviewer decides every application", creates a reviewer, who
 * enrols; a borrower's application waits in the queue; the reviewer opens it, looks at the ID
 * photo for a reason and asks for a new one; the borrower re-uploads it and sends the application
 * again; the reviewer approves it with a quota; the borrower's home shows it and withdraws; the
 * provider refuses the payout; finance finds it held and marks the account invalid; the borrower
 * re-enters it and is paid; the loan goes overdue on the tester's clock and collections notes a
 * promise to pay; the administrator finds each step in the audit trail. axe on every desk page.
 */

const VIEWPORTS = [
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;
let browser: Browser;

const setReview = (mode: 'auto' | 'manual') =>
  fetch(`${baseURL}/api/desk/settings/application-review`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${deskKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mode, margin: 5 }),
  });

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  // The other test files expect the scorecard to decide, as the environment says.
  await setReview('auto');
  await browser?.close();
});

async function expectNoAxeViolations(page: Page, where: string) {
  expect(await seriousAxeViolations(page), where).toEqual([]);
}

/** The reviewer's queue, refreshed, and the borrower's application opened from it. */
async function openApplication(page: Page, customerId: string) {
  await page.getByRole('link', { name: 'Review queue' }).click();
  await page.getByRole('heading', { name: 'Review queue' }).waitFor();
  const link = page.getByRole('link', { name: new RegExp(`\\(${customerId}\\)`) });
  // The decision job queues it a few seconds after the submit (DECISION_DELAY_SECONDS).
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return link.count();
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toBe(1);
  await link.click();
  await page.getByRole('heading', { name: `Application of ${customerId}` }).waitFor();
}

async function recordDecision(page: Page, status: string) {
  await page.getByRole('button', { name: 'Record the decision' }).click();
  await page.getByRole('button', { name: 'Yes, go ahead' }).click();
  await page.getByText(`Decision recorded: ${status}. The borrower has been told.`).waitFor();
}

describe.each(VIEWPORTS)('the review queue on a $name', ({ name, viewport, isMobile }) => {
  it('asks for a new ID photo, approves, and pays out once finance had the account re-entered', async () => {
    const desk = () => browser.newContext({ viewport, isMobile, hasTouch: isMobile });
    const adminContext = await desk();
    const reviewerContext = await desk();
    const financeContext = await desk();
    const collectionsContext = await desk();
    const phone = await openPhone(browser);
    const errors: string[] = [];
    for (const context of [adminContext, reviewerContext, financeContext, collectionsContext]) {
      context.on('console', (m) => {
        if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`);
      });
    }
    try {
      // The administrator: enrols, sets who decides, creates a reviewer.
      const admin = await adminContext.newPage();
      const adminAccount = await invite(['admin'], `Ana ${name}`);
      const adminSecret = await enrolWithCode(admin, adminAccount.token);
      await signInToDesk(admin, adminAccount.email, withNextCode(admin, adminSecret));
      await admin.getByRole('link', { name: 'Settings' }).click();
      await admin.getByRole('heading', { name: 'Settings' }).waitFor();
      await admin.getByLabel('A reviewer decides every application').check();
      await admin.getByRole('button', { name: 'Save who decides' }).click();
      await admin.getByText('Saved. It holds from the next application.').waitFor();
      await admin.getByText(`Now: set by Ana ${name} on`).waitFor();
      await expectNoAxeViolations(admin, `${name}: settings`);

      await admin.getByRole('link', { name: 'Staff' }).click();
      const reviewerEmail = `rey-${Date.now()}-${name}@lender.example`;
      await admin.getByLabel('Work e-mail').fill(reviewerEmail);
      await admin.getByLabel('Name').fill(`Rey ${name}`);
      await admin.getByLabel('Reviewer (applications)').check();
      await admin.getByRole('button', { name: 'Create account' }).click();
      const link = admin.getByLabel('Enrolment link');
      await expect.poll(() => link.inputValue()).toMatch(/\/desk\/#\/enrol\/[A-Za-z0-9_-]{43}$/);
      const reviewerToken = /enrol\/(\S+)$/.exec(await link.inputValue())![1]!;

      // The reviewer enrols from the link and signs in: the queue is theirs, staff is not.
      const reviewer = await reviewerContext.newPage();
      const reviewerSecret = await enrolWithCode(reviewer, reviewerToken);
      await signInToDesk(reviewer, reviewerEmail, withNextCode(reviewer, reviewerSecret));
      expect(await reviewer.getByRole('link', { name: 'Staff' }).count()).toBe(0);

      // The borrower applies; the application waits for a person.
      const borrower = phone.page;
      await signIn(borrower, newPhoneNumber());
      // A wallet whose payout the provider refuses for a reason of its own (ends 9999).
      const profile = aBorrower();
      await prefillProfile(borrower, {
        ...profile,
        bank: { ...profile.bank, account: rejectedWallet() },
      });
      await borrower.reload();
      await submitFromHome(borrower);
      const { customerId } = await session(borrower);

      await openApplication(reviewer, customerId);
      await reviewer.getByText('Every application').first().waitFor();
      await expectNoAxeViolations(reviewer, `${name}: application`);
      // A photo is opened only for a reason.
      await reviewer.getByRole('button', { name: 'Show the ID photo' }).click();
      await reviewer.getByText('Say why you need to see it (at least 5 characters).').waitFor();
      await reviewer.getByLabel('Why you need to see it').fill('Check the ID is readable');
      await reviewer.getByRole('button', { name: 'Show the ID photo' }).click();
      await reviewer.getByRole('img', { name: 'ID photo' }).waitFor();
      await reviewer.getByRole('button', { name: 'Zoom in on the ID photo' }).click();
      await reviewer.getByRole('button', { name: 'Rotate the ID photo' }).click();
      await reviewer.getByRole('button', { name: 'Show the full ID number' }).click();
      await reviewer.getByText('1234567890123456').waitFor();
      await expectNoAxeViolations(reviewer, `${name}: photo open`);

      await reviewer.getByLabel('Ask for a correction').check();
      await reviewer
        .getByLabel('What the borrower must correct')
        .selectOption({ label: 'Re-upload the ID photo (unclear)' });
      await reviewer.getByLabel('Note for the audit trail (optional)').fill('Glare on the number');
      await recordDecision(reviewer, 'needs correction');

      // The borrower is asked for a new photo, takes it, and sends the application again.
      await borrower.reload();
      await waitForHomeCard(borrower, 'home.application.correctionTitle');
      expect(await text(homeCard(borrower, 'home.application.correctionTitle'))).toContain(
        EN.text('home.application.correctionIdentityPhoto'),
      );
      await homeCard(borrower, 'home.application.correctionTitle')
        .getByRole('link', { name: EN.text('home.application.fixNow'), exact: true })
        .click();
      await onStep(borrower, '/identityInfo?field=idDocumentPhoto', 'profile.identity.title');
      await uploadPhoto(borrower, 'idDocument', await retakenPhoto(borrower, 'idDocument'));
      await saveAndContinue(borrower);
      await atRoute(borrower, '/homeIndex');
      await submitFromHome(borrower);

      // The reviewer approves the new application with less than the score gives.
      await openApplication(reviewer, customerId);
      await reviewer.getByText('needs correction').first().waitFor();
      const quota = reviewer.getByLabel('Quota in pesos');
      expect(await quota.inputValue()).toBe('6500');
      await quota.fill('7000');
      await reviewer.getByRole('button', { name: 'Record the decision' }).click();
      await reviewer.getByRole('button', { name: 'Yes, go ahead' }).click();
      await reviewer.getByText(/^Type whole pesos from ₱2,000 to ₱6,500\.$/).waitFor();
      await quota.fill('5000');
      await recordDecision(reviewer, 'approved');
      await expectNoAxeViolations(reviewer, `${name}: decided`);

      // The borrower's timeline, found by their customer id.
      await reviewer.getByRole('link', { name: 'Borrowers' }).click();
      await reviewer.getByLabel('Customer id, order number or mobile').fill(customerId);
      await reviewer.getByRole('button', { name: 'Find' }).click();
      await reviewer.getByRole('link', { name: new RegExp(`\\(${customerId}\\)`) }).click();
      await reviewer.getByRole('heading', { name: `Borrower ${customerId}` }).waitFor();
      await expect
        .poll(() => reviewer.getByRole('cell', { name: 'Application decided' }).count())
        .toBe(2);
      await expectNoAxeViolations(reviewer, `${name}: borrower timeline`);

      await borrower.reload();
      await waitForHomeCard(borrower, 'home.application.approvedTitle');
      const fiveThousand = EN.intl.formatNumber(5000, {
        style: 'currency',
        currency: 'PHP',
        maximumFractionDigits: 0,
      });
      await visible(
        homeCard(borrower, 'home.application.approvedTitle').getByText(fiveThousand, {
          exact: true,
        }),
      );

      // The borrower withdraws; the provider refuses the payout, which waits for finance.
      const orderId = await borrowThroughScreens(borrower);
      const { orderNo } = await orderOf(borrower, orderId);
      const financeAccount = await invite(['finance'], `Fe ${name}`);
      const finance = await financeContext.newPage();
      const financeSecret = await enrolWithCode(finance, financeAccount.token);
      await signInToDesk(finance, financeAccount.email, withNextCode(finance, financeSecret));
      await finance.getByRole('link', { name: 'Payouts' }).click();
      await finance.getByRole('heading', { name: 'Payouts' }).waitFor();
      const held = finance.getByRole('link', { name: orderNo });
      await expect
        .poll(
          async () => {
            await finance.getByRole('button', { name: 'Refresh' }).click();
            return held.count();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(1);
      await expectNoAxeViolations(finance, `${name}: payouts to check`);
      await held.click();
      await finance.getByRole('heading', { name: `Payout of order ${orderNo}` }).waitFor();
      await finance.getByText('The provider refused it (not the account)').first().waitFor();
      await expectNoAxeViolations(finance, `${name}: held payout`);
      // Marked invalid only with a reason; the borrower is then asked for the account again.
      await finance.getByRole('button', { name: 'Mark the account invalid' }).click();
      await finance.getByText('Say why, in at least 5 characters.').waitFor();
      // Asked for the reason first, where it is typed.
      expect(
        await finance.evaluate(() => document.activeElement?.getAttribute('aria-invalid')),
      ).toBe('true');
      await finance
        .getByLabel('Why (the second person reads it)')
        .fill('GCash refuses this wallet: ask for another');
      await finance.getByRole('button', { name: 'Mark the account invalid' }).click();
      await finance.getByRole('button', { name: 'Yes, go ahead' }).click();
      await finance
        .getByText('Marked invalid: the borrower has been asked to re-enter the account.')
        .waitFor();
      await expectNoAxeViolations(finance, `${name}: account marked invalid`);

      await borrower.goto('/#/homeIndex');
      await borrower.reload();
      await visible(
        borrower.getByRole('heading', { name: EN.text('home.order.failedTitle'), exact: true }),
        20_000,
      );
      await borrower
        .getByRole('link', { name: EN.text('home.order.reenterBank'), exact: true })
        .or(borrower.getByRole('button', { name: EN.text('home.order.reenterBank'), exact: true }))
        .click();
      await atRoute(borrower, '/changeBank');
      await borrower
        .getByLabel(EN.text('profile.bank.walletAccount'), { exact: true })
        .fill(ownWallet());
      await borrower
        .getByRole('button', { name: EN.text('profile.changeBank.payoutSubmit'), exact: true })
        .click();
      await expect
        .poll(async () => (await orderOf(borrower, orderId)).status, { timeout: 30_000 })
        .toBe('repaying');
      // Nothing waits for a second person on Approvals.
      await finance.getByRole('link', { name: 'Approvals' }).click();
      await finance.getByRole('heading', { name: 'Approvals' }).waitFor();
      await finance.getByText('Nothing waits for a second person.').waitFor();
      await expectNoAxeViolations(finance, `${name}: approvals`);

      // The loan goes 3 days overdue on the tester's clock; collections opens it and notes a
      // promise to pay, in contact hours (outside them the desk refuses, and says so).
      const { termDays } = await orderOf(borrower, orderId);
      const aged = await opsPost(`desk/sandbox/orders/${orderNo}/age`, { days: termDays + 3 });
      expect(aged.status).toBe(200);
      const collectorAccount = await invite(['collections'], `Cora ${name}`);
      const collector = await collectionsContext.newPage();
      const collectorSecret = await enrolWithCode(collector, collectorAccount.token);
      await signInToDesk(
        collector,
        collectorAccount.email,
        withNextCode(collector, collectorSecret),
      );
      await collector.getByRole('link', { name: 'Collections' }).click();
      await collector.getByRole('heading', { name: 'Collections' }).waitFor();
      await collector.getByRole('heading', { name: '1–7 days' }).waitFor();
      const overdue = collector.getByRole('link', { name: orderNo });
      await overdue.waitFor();
      await expectNoAxeViolations(collector, `${name}: collections`);
      await overdue.click();
      await collector.getByRole('heading', { name: `Overdue loan ${orderNo}` }).waitFor();
      // The loan's data is on the page, the contact hours with it.
      await collector.getByRole('heading', { name: 'Note a contact' }).waitFor();
      await expectNoAxeViolations(collector, `${name}: overdue loan`);
      const inHours = (await collector.getByText('Contact hours now').count()) > 0;
      await collector.getByLabel('What came of it').selectOption('promised');
      const promised = addDays(manilaDate(new Date()), 2);
      await collector.getByRole('button', { name: 'Save the contact' }).click();
      await collector.getByText(/^Choose the day they promised, from today to /).waitFor();
      await collector.getByLabel('Day they promised to pay').fill(promised);
      await collector.getByLabel('Note (optional)').fill('Will pay on Friday through GCash');
      await collector.getByRole('button', { name: 'Save the contact' }).click();
      if (inHours) {
        // The day in words ("Dec 2, 2026"), as the desk writes dates.
        await collector
          .getByText(/^Contact saved\. No reminder goes out up to \w{3} \d{1,2}, \d{4}\.$/)
          .waitFor();
        await collector.getByText(/promised for .*Will pay on Friday through GCash/).waitFor();
      } else {
        await collector
          .getByRole('alert')
          .getByText(/^Borrowers are contacted between 9:00 and 20:00 Manila time only\.$/)
          .waitFor();
      }
      await expectNoAxeViolations(collector, `${name}: contact noted`);

      // Both decisions are in the audit trail, under the reviewer's account.
      await admin.getByRole('link', { name: 'Audit trail' }).click();
      await admin.getByRole('heading', { name: 'Audit trail' }).waitFor();
      await admin.getByLabel('Action (e.g. order.cancel)').fill('application.decide');
      await admin.getByRole('button', { name: 'Search' }).click();
      const decisions = admin.getByRole('row').filter({ hasText: reviewerEmail });
      await expect.poll(() => decisions.count()).toBe(2);
      await expectNoAxeViolations(admin, `${name}: audit of decisions`);
      // The payout's steps, under the finance account.
      await admin.getByLabel('Action (e.g. order.cancel)').fill('payout.mark_invalid');
      await admin.getByRole('button', { name: 'Search' }).click();
      await expect
        .poll(() => admin.getByRole('row').filter({ hasText: financeAccount.email }).count())
        .toBe(1);
      // The collector's look and contact, under their account.
      await admin
        .getByLabel('Action (e.g. order.cancel)')
        .fill(inHours ? 'collections.contact' : 'collections.view');
      await admin.getByRole('button', { name: 'Search' }).click();
      await expect
        .poll(() => admin.getByRole('row').filter({ hasText: collectorAccount.email }).count())
        .toBeGreaterThan(0);
      // Outside contact hours the refused contact is the one error the browser logs.
      const refusedContact = /\/api\/desk\/collections\/[^/]+\/contacts$/;
      expect(
        errors.filter((e) => inHours || !refusedContact.test(e.split(' ').at(-1)!)),
        'console errors',
      ).toEqual([]);
    } finally {
      await adminContext.close();
      await reviewerContext.close();
      await financeContext.close();
      await collectionsContext.close();
      await phone.context.close();
    }
    // Five people's work, one after the other, with the sandbox's payout in between.
  }, 240_000);
});

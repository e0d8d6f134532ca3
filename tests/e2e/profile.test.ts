import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../../contract/profile/sections.ts';
import {
  baseURL,
  catalogue,
  newPhoneNumber,
  openPhone,
  signIn,
  useChromium,
} from './support/phone';
import {
  aBorrower,
  copyOf,
  EN,
  manilaDatePlus,
  philsysEndingIn,
  prefillProfile,
  profileOf,
  retakenPhoto,
  session,
  statusOf,
  storedDraft,
} from './support/profile-api';
import {
  completeProfileInBrowser,
  contactCard,
  fillBasic,
  fillIdentity,
  fillContacts,
  homeCard,
  onStep,
  payeeButton,
  saveAndContinue,
  uploadPhoto,
  waitForHomeCard,
  submitFromHome,
} from './support/profile-flow';
import { atRoute, description, hidden, text, visible } from './support/ui';

const browser = useChromium();

/** The credit limit home shows for the test borrower's scorecard (72 points → ₱6,500). */
const QUOTA = EN.intl.formatNumber(6500, {
  style: 'currency',
  currency: 'PHP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

async function signedIn(options: Parameters<typeof openPhone>[1] = {}) {
  const { context, page } = await openPhone(browser(), options);
  const phone = newPhoneNumber();
  await signIn(page, phone, catalogue(options.language ?? 'en'));
  return { context, page, phone };
}

/** A correction's "Fix it now" takes the borrower to the field at fault, focused. */
async function fixItNow(page: Page, field: string) {
  const card = homeCard(page, 'home.application.correctionTitle');
  await card.getByRole('link', { name: EN.text('home.application.fixNow'), exact: true }).click();
  await onStep(page, `/identityInfo?field=${field}`, 'profile.identity.title');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`field-${field}`);
}

async function expectApprovedWithQuota(page: Page) {
  await waitForHomeCard(page, 'home.application.approvedTitle');
  const approved = homeCard(page, 'home.application.approvedTitle');
  await visible(approved.getByText(EN.text('home.application.quotaLabel'), { exact: true }));
  await visible(approved.getByText(QUOTA, { exact: true }));
}

describe('the borrower profile in a phone browser (390×844)', () => {
  it('a new borrower fills every step, submits, sees "Under review", then the approved quota', async () => {
    const { context, page } = await signedIn();
    const borrower = aBorrower();
    await completeProfileInBrowser(page, borrower);
    await visible(homeCard(page, 'home.application.reviewTitle'));

    // What the screens sent is what the server keeps, normalised.
    const profile = await profileOf(page);
    expect(profile.completed).toEqual([...SECTIONS]);
    expect(profile.sections.contacts?.contacts.map((c) => c.phone)).toEqual([
      '09175550102',
      '09185550103',
      '09195550104',
    ]);
    expect(profile.sections.identity).toEqual({ idType: 'philsys', idNumber: '1234567890123456' });
    // Viber alone: WhatsApp may stay empty.
    expect(profile.sections.basic2).toEqual({
      email: 'maria.santos@example.com',
      viber: '09175550101',
      whatsapp: '',
    });
    expect(profile.sections.address).toMatchObject({
      postalCode: '6000',
      barangayCode: '0730600041',
    });
    // The holder's name was not typed again: the one from step 1 was suggested and kept.
    expect(profile.sections.bank).toMatchObject({
      channel: 'ewallet',
      payeeCode: 'gcash',
      firstName: 'Maria',
      middleName: 'Reyes',
      lastName: 'Santos',
    });
    expect(profile.photos.idDocument?.width).toBeLessThanOrEqual(1600);

    await expectApprovedWithQuota(page);
    await context.close();
  });

  it('keeps what was typed on /baseInfo across a reload', async () => {
    const { context, page } = await signedIn();
    const { customerId } = await session(page);
    await page.goto('/#/baseInfo');
    await onStep(page, '/baseInfo', 'profile.basic.title');
    await visible(page.getByText(EN.text('profile.progress.timeNew'), { exact: true }));
    const borrower = aBorrower();
    await fillBasic(page, borrower);
    await expect
      .poll(() => storedDraft(page, `profile:${customerId}:basic`))
      .toMatchObject(borrower.basic);

    await page.reload();
    await onStep(page, '/baseInfo', 'profile.basic.title');
    const value = (id: string) =>
      page.getByLabel(EN.text(id), { exact: true }).inputValue({ timeout: 5_000 });
    await expect.poll(() => value('profile.basic.firstName')).toBe('Maria');
    expect(await value('profile.basic.middleName')).toBe('Reyes');
    expect(await value('profile.basic.lastName')).toBe('Santos');
    expect(await value('profile.basic.birthDate')).toBe(borrower.basic.birthDate);
    expect(await value('profile.basic.loanPurpose')).toBe('medical');
    await context.close();
  });

  it('offline: a saved step waits on the phone, the banner says so, and it is sent once back online', async () => {
    const { context, page } = await signedIn();
    // The next screen's code is fetched while online, as a borrower moving through the steps has.
    await page.goto('/#/baseInfo2');
    await onStep(page, '/baseInfo2', 'profile.basic2.title');
    await page.goto('/#/baseInfo');
    await onStep(page, '/baseInfo', 'profile.basic.title');
    await fillBasic(page, aBorrower());

    await context.setOffline(true);
    await saveAndContinue(page);
    const banner = page.getByRole('status').filter({ hasText: EN.text('app.offline.banner') });
    await expect
      .poll(() => text(banner))
      .toBe(`${EN.text('app.offline.banner')} ${EN.text('app.offline.pending', { count: 1 })}`);
    await onStep(page, '/baseInfo2', 'profile.basic2.title');
    expect((await profileOf(page)).completed).toEqual([]);

    await context.setOffline(false);
    await expect.poll(async () => (await profileOf(page)).completed).toEqual(['basic']);
    await hidden(banner);
    await page.goto('/#/homeIndex');
    await page.reload();
    const card = homeCard(page, 'home.application.continueTitle');
    await visible(card);
    // Counted as the screens count: step 1 of 4, not "1 of 8 steps".
    expect(await text(card)).toContain(
      EN.text('home.application.continueStep', {
        stage: 1,
        total: 4,
        name: EN.text('home.index.step1'),
      }),
    );
    await card
      .getByRole('link', { name: EN.text('home.application.continue'), exact: true })
      .click();
    await onStep(page, '/baseInfo2', 'profile.basic2.title');
    await context.close();
  });
  it('the payout step suggests the name from step 1 and the signed-in mobile as GCash, and keeps changes across a reload', async () => {
    const { context, page, phone } = await signedIn();
    const { customerId } = await session(page);
    await prefillProfile(page, aBorrower(), {
      sections: ['basic', 'basic2', 'address', 'work', 'contacts', 'identity'],
      photos: [],
    });
    await page.goto('/#/bankInfo');
    await onStep(page, '/bankInfo', 'profile.bank.title');
    const holder = page.getByRole('group', { name: EN.text('profile.bank.holder'), exact: true });
    const name = (id: string) => holder.getByLabel(EN.text(id), { exact: true });
    await expect.poll(() => name('profile.bank.firstName').inputValue()).toBe('Maria');
    expect(await name('profile.bank.middleName').inputValue()).toBe('Reyes');
    expect(await name('profile.bank.lastName').inputValue()).toBe('Santos');
    expect(await description(holder)).toBe(EN.text('profile.bank.holderHint'));

    await page
      .getByRole('radio', { name: EN.text('profile.option.channel.ewallet'), exact: true })
      .check();
    const wallet = page.getByLabel(EN.text('profile.bank.walletAccount'), { exact: true });
    expect(await wallet.inputValue()).toBe(`0${phone}`);
    expect(await description(wallet)).toContain(EN.text('profile.bank.walletSuggested'));

    // A suggestion, not a rule: what the borrower changes is what stays.
    await wallet.fill('0918 555 0199');
    await name('profile.bank.middleName').fill('');
    await expect
      .poll(() => storedDraft(page, `profile:${customerId}:bank`))
      .toMatchObject({ channel: 'ewallet', walletAccount: '0918 555 0199', middleName: '' });
    await page.reload();
    await onStep(page, '/bankInfo', 'profile.bank.title');
    await expect.poll(() => wallet.inputValue()).toBe('0918 555 0199');
    expect(await name('profile.bank.firstName').inputValue()).toBe('Maria');
    expect(await name('profile.bank.middleName').inputValue()).toBe('');
    expect(await description(wallet)).not.toContain(EN.text('profile.bank.walletSuggested'));
    await context.close();
  });

  it('on a slow network, the photo just uploaded counts at once: the ID step saves right away', async () => {
    const { context, page } = await signedIn();
    await prefillProfile(page, aBorrower(), {
      sections: ['basic', 'basic2', 'address', 'work', 'contacts'],
      photos: [],
    });
    await page.goto('/#/identityInfo');
    await onStep(page, '/identityInfo', 'profile.identity.title');
    // The profile read after an upload arrives late, as on a weak mobile network.
    await page.route('**/api/profile', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await fillIdentity(page, aBorrower());
    await saveAndContinue(page);
    await onStep(page, '/bankInfo', 'profile.bank.title');
    await context.close();
  });
});

describe('each credit decision, forced by the sandbox ID number', () => {
  it('ending in 1: refused, home names the date to apply again, and an SMS links home', async () => {
    const { context, page, phone } = await signedIn();
    await prefillProfile(page, aBorrower({ idNumber: philsysEndingIn(1) }));
    await page.reload();
    await submitFromHome(page);
    await waitForHomeCard(page, 'home.application.rejectedTitle');

    const reapplyOn = manilaDatePlus(30);
    expect((await statusOf(page)).application?.reapplyOn).toBe(reapplyOn);
    const date = EN.intl.formatDate(new Date(`${reapplyOn}T00:00:00+08:00`), {
      dateStyle: 'medium',
      timeZone: 'Asia/Manila',
    });
    const refusal = homeCard(page, 'home.application.rejectedTitle');
    expect(await text(refusal)).toContain(EN.text('home.application.rejectedBody'));
    expect(await text(refusal)).toContain(EN.text('home.refusal.reapply', { date }));
    // Never a dead end: help, customer service, and the borrower's data (docs/loans.md#refusal).
    for (const link of ['home.refusal.helpCenter', 'home.refusal.customerService']) {
      await visible(refusal.getByRole('link', { name: EN.text(link), exact: true }));
    }
    await refusal
      .getByRole('link', { name: EN.text('home.refusal.dataLink'), exact: true })
      .click();
    await atRoute(page, '/setup');
    await page.goBack();
    await waitForHomeCard(page, 'home.application.rejectedTitle');
    await expect
      .poll(async () => {
        const outbox = await fetch(`${baseURL}/api/dev/sms-outbox?phone=%2B63${phone}`);
        return ((await outbox.json()) as Array<{ text: string }>)[0]?.text ?? '';
      })
      .toContain('/#/homeIndex');
    await context.close();
  });

  it('ending in 2: the ID photo needs correcting; "Fix it now" opens the photo, a new photo is sent, and the scorecard decides', async () => {
    const { context, page } = await signedIn();
    await prefillProfile(page, aBorrower({ idNumber: philsysEndingIn(2) }));
    await page.reload();
    await submitFromHome(page);
    await waitForHomeCard(page, 'home.application.correctionTitle');
    expect(await text(homeCard(page, 'home.application.correctionTitle'))).toContain(
      EN.text('home.application.correctionIdentityPhoto'),
    );

    await fixItNow(page, 'idDocumentPhoto');
    await visible(page.getByText(EN.text('profile.correction.identityPhoto'), { exact: true }));
    await visible(page.getByText(EN.text('profile.progress.timeCorrection'), { exact: true }));
    // The unreadable photo is shown as not accepted, never as uploaded (docs/profile.md#saving-and-review).
    await visible(
      page.getByRole('heading', { name: EN.text('profile.photo.rejectedTitle'), exact: true }),
    );
    expect(
      await page.getByRole('heading', { name: EN.text('profile.photo.uploaded') }).count(),
    ).toBe(0);
    // Saving without a new photo is refused at the photo, not answered as if it had worked.
    await saveAndContinue(page);
    await visible(
      page.getByRole('alert').filter({ hasText: EN.text('profile.photo.rejectedNotReplaced') }),
    );
    await atRoute(page, '/identityInfo?field=idDocumentPhoto');
    await uploadPhoto(page, 'idDocument', await retakenPhoto(page, 'idDocument'));
    await saveAndContinue(page);
    await atRoute(page, '/homeIndex');

    await submitFromHome(page);
    await expectApprovedWithQuota(page);
    await context.close();
  });

  it('ending in 3: the identity details need correcting; "Fix it now" focuses the ID number, which is corrected and sent again', async () => {
    const { context, page } = await signedIn();
    await prefillProfile(page, aBorrower({ idNumber: philsysEndingIn(3) }));
    await page.reload();
    await submitFromHome(page);
    await waitForHomeCard(page, 'home.application.correctionTitle');
    expect(await text(homeCard(page, 'home.application.correctionTitle'))).toContain(
      EN.text('home.application.correctionAuthInfo'),
    );

    await fixItNow(page, 'idNumber');
    await visible(page.getByText(EN.text('profile.correction.authInfo'), { exact: true }));
    const idNumber = page.getByLabel(EN.text('profile.identity.idNumber'), { exact: true });
    // What to check is said at the number too.
    expect(await description(idNumber)).toContain(EN.text('profile.identity.idNumberCorrection'));
    expect(await idNumber.inputValue()).toBe(philsysEndingIn(3));
    await idNumber.fill(philsysEndingIn(6));
    await saveAndContinue(page);
    await atRoute(page, '/homeIndex');
    expect((await profileOf(page)).sections.identity?.idNumber).toBe('1234567890123456');

    await submitFromHome(page);
    await expectApprovedWithQuota(page);
    await context.close();
  });
});

describe('field checks in the borrower’s language', () => {
  it('in Filipino: the contacts screen flags the borrower’s own number and a repeated number at their contacts', async () => {
    const PH = copyOf('ph');
    const { context, page, phone } = await signedIn({ language: 'ph' });
    await page.goto('/#/contact');
    await onStep(page, '/contact', 'profile.contact.title', PH);
    await fillContacts(
      page,
      [
        { name: 'Jose Santos', phone: `0${phone}`, relation: 'spouse' },
        { name: 'Ana Reyes', phone: '0918 555 0103', relation: 'parents' },
        { name: 'Carlo Dizon', phone: '09185550103', relation: 'friends' },
      ],
      PH,
    );
    await saveAndContinue(page, PH);

    const phoneAt = (index: number) =>
      contactCard(page, index, PH).getByLabel(PH.text('profile.contact.phone'), { exact: true });
    await expect
      .poll(() => description(phoneAt(0)))
      .toContain(PH.text('validation.contactPhone.self'));
    expect(await description(phoneAt(2))).toContain(PH.text('validation.contactPhone.duplicate'));
    expect(await description(phoneAt(1))).toBe(PH.text('profile.contact.phoneHint'));
    expect(await phoneAt(0).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-contacts-0-phone');

    // Fixed at the field, the message goes and the step saves.
    await phoneAt(0).fill('0917 555 0102');
    await phoneAt(2).fill('0919 555 0104');
    await expect.poll(() => description(phoneAt(0))).toBe(PH.text('profile.contact.phoneHint'));
    await saveAndContinue(page, PH);
    await expect.poll(async () => (await profileOf(page)).completed).toEqual(['contacts']);
    await context.close();
  });

  it('in English: a bank account confirmation that differs says "The bank info does not match"', async () => {
    const { context, page } = await signedIn();
    await page.goto('/#/bankInfo');
    await onStep(page, '/bankInfo', 'profile.bank.title');
    await payeeButton(page, 'bank').click();
    await onStep(page, '/bankName?channel=bank', 'profile.bankName.titleBank');
    await page.getByRole('button', { name: 'BDO Unibank', exact: true }).click();
    await atRoute(page, '/bankInfo');
    await expect.poll(() => payeeButton(page, 'bank').textContent()).toContain('BDO Unibank');

    const account = page.getByLabel(EN.text('profile.bank.account'), { exact: true });
    const confirm = page.getByLabel(EN.text('profile.bank.confirmAccount'), { exact: true });
    await account.fill('0012 3456 7890');
    await confirm.fill('0012 3456 7899');
    // Said as the borrower leaves the field, before the rest of the form is filled.
    await confirm.blur();
    const mismatch = EN.text('validation.bankAccount.mismatch');
    expect(mismatch).toContain('The bank info does not match');
    await expect.poll(() => description(confirm)).toContain(mismatch);
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');

    const holder = page.getByRole('group', { name: EN.text('profile.bank.holder'), exact: true });
    await holder.getByLabel(EN.text('profile.bank.firstName'), { exact: true }).fill('Maria');
    await holder.getByLabel(EN.text('profile.bank.lastName'), { exact: true }).fill('Santos');
    await saveAndContinue(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('field-confirmAccount');
    expect(await description(confirm)).toContain(mismatch);
    expect((await profileOf(page)).sections.bank).toBeNull();

    // Typed again the same, the message goes as the field changes.
    await confirm.fill('0012 3456 7890');
    await expect.poll(() => description(confirm)).not.toContain(mismatch);
    await context.close();
  });
});

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { EN, type Borrower, type Contact, type Copy } from './profile-api';
import { photoFile, photoInput, type SampleKind } from './photos';
import { atRoute, visible } from './ui';

/**
 * The profile steps filled as a borrower fills them: every control found by its role and its
 * label in the borrower's language (never by a class), one step after the other.
 */
type Photo = ReturnType<typeof photoFile>;

const field = (scope: Page | Locator, copy: Copy, id: string) =>
  scope.getByLabel(copy.text(id), { exact: true });

const choose = (scope: Page | Locator, copy: Copy, id: string, option: string) =>
  field(scope, copy, id).selectOption({ label: option });

const option = (copy: Copy, group: string, value: string) =>
  copy.text(`profile.option.${group}.${value}`);

/** Waits for a step's screen: its route and its title. */
export async function onStep(page: Page, route: string, titleId: string, copy: Copy = EN) {
  await atRoute(page, route);
  await visible(page.getByRole('heading', { level: 1, name: copy.text(titleId), exact: true }));
}

/**
 * "Save and continue". The field last typed in is left first: leaving it may show its error
 * above the button, and a tap that lands while the button moves is lost (reported).
 */
export async function saveAndContinue(page: Page, copy: Copy = EN) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page
    .getByRole('button', { name: copy.text('profile.page.saveContinue'), exact: true })
    .click();
}

export async function fillBasic(page: Page, b: Borrower, copy: Copy = EN) {
  await field(page, copy, 'profile.basic.firstName').fill(b.basic.firstName);
  await field(page, copy, 'profile.basic.middleName').fill(b.basic.middleName);
  await field(page, copy, 'profile.basic.lastName').fill(b.basic.lastName);
  await field(page, copy, 'profile.basic.birthDate').fill(b.basic.birthDate);
  for (const group of ['gender', 'maritalStatus', 'education', 'loanPurpose'] as const) {
    await choose(page, copy, `profile.basic.${group}`, option(copy, group, b.basic[group]));
  }
}

/** The email, and only the messaging numbers the borrower has (both are optional). */
export async function fillBasic2(page: Page, b: Borrower, copy: Copy = EN) {
  await field(page, copy, 'profile.basic2.email').fill(b.basic2.email);
  if (b.basic2.viber) await field(page, copy, 'profile.basic2.viber').fill(b.basic2.viber);
  if (b.basic2.whatsapp) await field(page, copy, 'profile.basic2.whatsapp').fill(b.basic2.whatsapp);
}

/**
 * Province, then city and its ZIP code, then barangay from the real PSGC lists (each loaded after
 * its parent), then the street: the screen's order.
 */
export async function fillAddress(page: Page, b: Borrower, copy: Copy = EN) {
  await choose(page, copy, 'profile.address.province', b.address.province.name);
  await choose(page, copy, 'profile.address.city', b.address.city.name);
  await field(page, copy, 'profile.address.postalCode').fill(b.address.postalCode);
  await choose(page, copy, 'profile.address.barangay', b.address.barangay.name);
  await field(page, copy, 'profile.address.address').fill(b.address.address);
}

/** The employed branch: company, job, income and the two pay days of a twice-a-month cycle. */
export async function fillWork(page: Page, b: Borrower, copy: Copy = EN) {
  const w = b.work;
  const type = option(copy, 'employmentType', w.employmentType);
  await choose(page, copy, 'profile.work.employmentType', type);
  await choose(page, copy, 'profile.work.industry', option(copy, 'industry', w.industry));
  await choose(page, copy, 'profile.work.jobType', option(copy, 'jobType', w.jobType));
  await choose(page, copy, 'profile.work.position', option(copy, 'position', w.position));
  await field(page, copy, 'profile.work.companyName').fill(w.companyName);
  await field(page, copy, 'profile.work.companyPhone').fill(w.companyPhone);
  await field(page, copy, 'profile.work.companyAddress').fill(w.companyAddress);
  const years = option(copy, 'workingYears', w.workingYears);
  await choose(page, copy, 'profile.work.workingYears', years);
  // The band's label is formatted money ("₱18,001 – ₱25,000"): chosen by its value.
  await field(page, copy, 'profile.work.incomeEarned').selectOption(w.incomeBand);
  await choose(page, copy, 'profile.work.payCycle', option(copy, 'payCycle', w.payCycle));
  const days = page.getByRole('group', { name: copy.text('profile.work.paydays'), exact: true });
  await choose(days, copy, 'profile.work.firstPayday', copy.intl.formatNumber(+w.paydays[0]));
  await choose(days, copy, 'profile.work.secondPayday', copy.intl.formatNumber(+w.paydays[1]));
}

/** One emergency contact's card ("Contact 2"). */
export const contactCard = (page: Page, index: number, copy: Copy = EN) =>
  page.getByRole('group', {
    name: copy.text('profile.contact.card', { number: index + 1 }),
    exact: true,
  });

/** Typed contacts (the browser has no contact picker here). */
export async function fillContacts(page: Page, contacts: Contact[], copy: Copy = EN) {
  for (const [index, contact] of contacts.entries()) {
    const card = contactCard(page, index, copy);
    await field(card, copy, 'profile.contact.name').fill(contact.name);
    await field(card, copy, 'profile.contact.phone').fill(contact.phone);
    const relation = copy.text(`profile.option.relation.${contact.relation}`);
    await choose(card, copy, 'profile.contact.relation', relation);
  }
}

/**
 * A photo through the file input ("Use the camera app or a saved photo"), checked on the preview
 * and sent; waits until the block says it is uploaded.
 */
export async function uploadPhoto(
  page: Page,
  kind: SampleKind,
  file: Photo = photoFile(kind),
  copy: Copy = EN,
) {
  await photoInput(page, kind).setInputFiles(file);
  await usePreviewedPhoto(page, copy);
}

/** "Use this photo" on the preview, then the block's "Photo uploaded". */
export async function usePreviewedPhoto(page: Page, copy: Copy = EN) {
  await page
    .getByRole('button', { name: copy.text('profile.photo.usePhoto'), exact: true })
    .click();
  await visible(
    page.getByRole('heading', { name: copy.text('profile.photo.uploaded'), exact: true }),
    20_000,
  );
}

export async function fillIdentity(
  page: Page,
  b: Borrower,
  copy: Copy = EN,
  photo: Photo = photoFile('idDocument'),
) {
  const idType = copy.text(`profile.option.idType.${b.identity.idType}`);
  await choose(page, copy, 'profile.identity.idType', idType);
  await field(page, copy, 'profile.identity.idNumber').fill(b.identity.idNumber);
  await uploadPhoto(page, 'idDocument', photo, copy);
}

const CHANNEL_TEXT = {
  bank: ['profile.bank.payeeBank', 'profile.bankName.titleBank'],
  ewallet: ['profile.bank.payeeEwallet', 'profile.bankName.titleEwallet'],
} as const;

/** The payee button: named by its label and what it shows (the choice, or "Choose your …"). */
export const payeeButton = (page: Page, channel: 'bank' | 'ewallet', copy: Copy = EN) =>
  page.getByRole('button', {
    name: new RegExp(
      `^${copy.text(CHANNEL_TEXT[channel][0]).replace(/[-.*+?^$()|[\]\\]/g, '\\$&')} `,
    ),
  });

/**
 * Channel, payee from /bankName, account (confirmed for a bank). The holder's name is not typed:
 * it is the one from basic information, suggested (docs/profile.md#payout-account).
 */
export async function fillBank(page: Page, b: Borrower, copy: Copy = EN) {
  const { channel, payee, account } = b.bank;
  const channelName = option(copy, 'channel', channel);
  await page.getByRole('radio', { name: channelName, exact: true }).check();
  await payeeButton(page, channel, copy).click();
  await onStep(page, `/bankName?channel=${channel}`, CHANNEL_TEXT[channel][1], copy);
  await field(page, copy, 'profile.bankName.search').fill(payee.name.slice(0, 4));
  await page.getByRole('button', { name: payee.name, exact: true }).click();
  await atRoute(page, '/bankInfo');
  // The choice comes back through the form's draft: type only once it is on screen.
  await expect.poll(() => payeeButton(page, channel, copy).textContent()).toContain(payee.name);
  if (channel === 'bank') {
    await field(page, copy, 'profile.bank.account').fill(account);
    await field(page, copy, 'profile.bank.confirmAccount').fill(account);
  } else {
    await field(page, copy, 'profile.bank.walletAccount').fill(account);
  }
  const holder = page.getByRole('group', { name: copy.text('profile.bank.holder'), exact: true });
  for (const name of ['firstName', 'middleName', 'lastName'] as const) {
    const input = field(holder, copy, `profile.bank.${name}`);
    await expect.poll(() => input.inputValue()).toBe(b.basic[name]);
  }
}

/** The last step: "Submit application", then home. */
export async function submitFromFaceStep(page: Page, copy: Copy = EN) {
  await page.getByRole('button', { name: copy.text('profile.face.submit'), exact: true }).click();
  await atRoute(page, '/homeIndex');
}

/**
 * A new borrower's whole profile, from home's "Apply" to "Submit application", through the
 * screens: typed contacts, photos through the file input.
 */
export async function completeProfileInBrowser(page: Page, b: Borrower, copy: Copy = EN) {
  await page.getByRole('link', { name: copy.text('home.index.apply'), exact: true }).click();
  const steps: Array<[string, string, (p: Page, b: Borrower, c: Copy) => Promise<void>]> = [
    ['/baseInfo', 'profile.basic.title', fillBasic],
    ['/baseInfo2', 'profile.basic2.title', fillBasic2],
    ['/addressInfo', 'profile.address.title', fillAddress],
    ['/workInfo', 'profile.work.title', fillWork],
    ['/contact', 'profile.contact.title', (p, x, c) => fillContacts(p, x.contacts, c)],
    ['/identityInfo', 'profile.identity.title', (p, x, c) => fillIdentity(p, x, c)],
    ['/bankInfo', 'profile.bank.title', fillBank],
  ];
  for (const [route, title, fill] of steps) {
    await onStep(page, route, title, copy);
    await fill(page, b, copy);
    await saveAndContinue(page, copy);
  }
  await onStep(page, '/identityInfo?step=face', 'profile.face.title', copy);
  await uploadPhoto(page, 'face', photoFile('face'), copy);
  await submitFromFaceStep(page, copy);
}

/** Home's application card: a region named by its title ("Under review", "You are approved!"). */
export const homeCard = (page: Page, titleId: string, copy: Copy = EN) =>
  page.getByRole('region', { name: copy.text(titleId), exact: true });

/**
 * Waits on /homeIndex until the card shows `titleId`. Home polls while an application is under
 * review; the sandbox decides DECISION_DELAY_SECONDS after submit (global-setup.ts).
 */
export const waitForHomeCard = (page: Page, titleId: string, copy: Copy = EN) =>
  expect
    .poll(() => homeCard(page, titleId, copy).count(), { timeout: 25_000, interval: 250 })
    .toBe(1);

/** Home's "Submit application" on the ready card, then "Under review". */
export async function submitFromHome(page: Page) {
  const ready = homeCard(page, 'home.application.submitTitle');
  await visible(ready);
  await ready
    .getByRole('button', { name: EN.text('home.application.submit'), exact: true })
    .click();
  await visible(homeCard(page, 'home.application.reviewTitle'));
}

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../../contract/profile/sections.ts';
import { nativeCalls, newPhoneNumber, openPhone, signIn, useChromium } from './support/phone';
import { shellCameraScript } from './support/photos';
import { aBorrower, EN, prefillProfile, profileOf } from './support/profile-api';
import {
  contactCard,
  fillBank,
  homeCard,
  onStep,
  saveAndContinue,
  submitFromFaceStep,
  usePreviewedPhoto,
} from './support/profile-flow';
import { visible } from './support/ui';

const browser = useChromium();

/** What the shell's native contact picker answers, one pick after the other (JSON text). */
const PICKS = [
  { name: 'Jose Santos', phone: '+63 917 555 0102' },
  { name: 'Ana Reyes', phones: ['0918-555-0103'] },
  // Two numbers: the borrower says which one counts.
  {
    displayName: 'Carlo Dizon',
    phoneNumbers: [
      { number: '0918 555 0199' },
      { number: '+639195550104' },
      { number: '02 8123 4567' },
    ],
  },
];

/**
 * Runs in the page after the simulated shell (openPhone) and the camera replies (photos.ts):
 * answers `linkList` with the next picked contact, as Android's JavascriptInterface does.
 */
function installContactPicker(picks: unknown[]) {
  const w = window as unknown as Record<string, unknown> & {
    __nativeCalls: Array<{ method: string; payload: unknown }>;
  };
  let next = 0;
  const shell = w.SulongNative as object;
  w.SulongNative = new Proxy(shell, {
    get: (target, method, receiver) =>
      method === 'linkList'
        ? (payload?: string) => {
            w.__nativeCalls.push({ method, payload: payload ?? null });
            return JSON.stringify(picks[next++ % picks.length]);
          }
        : Reflect.get(target, method, receiver),
  });
}

const takePhotoThroughShell = async (page: Page) => {
  await page.getByRole('button', { name: EN.text('profile.photo.takePhoto'), exact: true }).click();
  // The just-in-time notice before the first camera use of the step.
  await page
    .getByRole('button', { name: EN.text('profile.photo.noticeContinue'), exact: true })
    .click();
  await usePreviewedPhoto(page);
};

describe('the profile inside the simulated Android shell', () => {
  it('takes contacts, the ID photo and the live face check through the bridge, and submits', async () => {
    const { context, page } = await openPhone(browser(), { shell: 'android' });
    await context.addInitScript(shellCameraScript({ liveFace: 'passWithPhoto' }));
    await context.addInitScript(installContactPicker, PICKS);
    await signIn(page, newPhoneNumber());
    const borrower = aBorrower({ idNumber: '0111-2345678-9' });
    // The typed steps are the browser test's; here they are saved through the API.
    await prefillProfile(page, borrower, {
      sections: ['basic', 'basic2', 'address', 'work'],
      photos: [],
    });

    await page.goto('/#/contact');
    await onStep(page, '/contact', 'profile.contact.title');
    const pick = EN.text('profile.contact.pick');
    for (const index of [0, 1, 2]) {
      const card = contactCard(page, index);
      await card.getByRole('button', { name: pick, exact: true }).click();
      if (index === 0) {
        // Before the first pick, why the contacts are asked for
        // (docs/profile.md#emergency-contacts).
        const notice = EN.text('profile.contact.noticeTitle');
        await visible(card.getByRole('heading', { name: notice, exact: true }));
        await card
          .getByRole('button', { name: EN.text('profile.contact.noticeContinue'), exact: true })
          .click();
      }
      const name = card.getByLabel(EN.text('profile.contact.name'), { exact: true });
      await expect.poll(() => name.inputValue()).not.toBe('');
      if (index === 2)
        await card.getByRole('radio', { name: '0919 555 0104', exact: true }).check();
      await card.getByLabel(EN.text('profile.contact.relation'), { exact: true }).selectOption({
        label: EN.text(`profile.option.relation.${borrower.contacts[index]!.relation}`),
      });
    }
    await saveAndContinue(page);

    await onStep(page, '/identityInfo', 'profile.identity.title');
    await page
      .getByLabel(EN.text('profile.identity.idType'), { exact: true })
      .selectOption({ label: EN.text('profile.option.idType.umid') });
    await page
      .getByLabel(EN.text('profile.identity.idNumber'), { exact: true })
      .fill('011123456789');
    await takePhotoThroughShell(page);
    await saveAndContinue(page);

    await onStep(page, '/bankInfo', 'profile.bank.title');
    await fillBank(page, {
      ...borrower,
      bank: {
        channel: 'bank',
        payee: { code: 'bdo', name: 'BDO Unibank' },
        account: '001234567890',
      },
    });
    await saveAndContinue(page);

    await onStep(page, '/identityInfo?step=face', 'profile.face.title');
    await takePhotoThroughShell(page);
    await submitFromFaceStep(page);
    await visible(homeCard(page, 'home.application.reviewTitle'));

    const profile = await profileOf(page);
    expect(profile.completed).toEqual([...SECTIONS]);
    expect(profile.sections.contacts?.contacts).toEqual([
      { name: 'Jose Santos', phone: '09175550102', relation: 'spouse' },
      { name: 'Ana Reyes', phone: '09185550103', relation: 'parents' },
      { name: 'Carlo Dizon', phone: '09195550104', relation: 'colleague' },
    ]);
    expect(profile.sections.identity).toEqual({ idType: 'umid', idNumber: '011123456789' });
    expect(profile.sections.bank).toMatchObject({ channel: 'bank', payeeCode: 'bdo' });

    const calls = (await nativeCalls(page)).map(({ method, payload }) => [method, payload]);
    const of = (method: string) => calls.filter(([name]) => name === method);
    expect(of('linkList')).toEqual(Array(3).fill(['linkList', '{"purpose":"emergencyContact"}']));
    expect(of('cameraAccess')).toEqual([['cameraAccess', '{"purpose":"id"}']]);
    expect(of('liveFaceCheck')).toEqual([['liveFaceCheck', null]]);
    // The submitted application hands the shell its home (docs/bridge.md#flows).
    expect(of('authBackHome')).toEqual([['authBackHome', null]]);
    // Only the picked people leave the phone: the address book is never read
    // (docs/profile.md#emergency-contacts).
    expect(of('grabAddressBook')).toEqual([]);
    await context.close();
  });

  it('says "Face recognition failed" when the live check fails, and sends no photo', async () => {
    const { context, page } = await openPhone(browser(), { shell: 'android' });
    await context.addInitScript(shellCameraScript({ liveFace: 'fail' }));
    await signIn(page, newPhoneNumber());
    await page.goto('/#/identityInfo?step=face');
    await onStep(page, '/identityInfo?step=face', 'profile.face.title');
    await page
      .getByRole('button', { name: EN.text('profile.photo.takePhoto'), exact: true })
      .click();
    await page
      .getByRole('button', { name: EN.text('profile.photo.noticeContinue'), exact: true })
      .click();
    await visible(page.getByRole('alert').filter({ hasText: EN.text('profile.photo.faceFailed') }));
    expect((await nativeCalls(page)).map((call) => call.method)).toContain('liveFaceCheck');
    expect((await profileOf(page)).photos.face).toBeNull();
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { createIntl, type IntlShape } from 'react-intl';
import { addDays, manilaDate } from '../../../contract/calendar.ts';
import type { ProfileStatusView, ProfileView } from '../../../contract/profile/api.ts';
import type { FormSection } from '../../../contract/profile/sections.ts';
import { baseURL, catalogue, newPhoneNumber } from './phone';
import { photoFile, type SampleKind } from './photos';

/**
 * The borrower of the profile tests — what they type, in the shapes both the screens (labels of
 * places and options) and the API (codes) need — plus the API calls that put a profile in place
 * when a test is about something else than typing it, and the texts of each language.
 */
export type Language = 'en' | 'ph' | 'hi';

/** A language's texts, formatted as the app formats them (plurals, placeholders, dates, pesos). */
export type Copy = {
  language: Language;
  intl: IntlShape;
  text: (id: string, values?: Record<string, string | number>) => string;
};

const LOCALES: Record<Language, string> = { en: 'en-PH', ph: 'fil-PH', hi: 'hi-IN' };

export function copyOf(language: Language = 'en'): Copy {
  const messages = catalogue(language);
  const intl = createIntl({ locale: LOCALES[language], messages, timeZone: 'Asia/Manila' });
  return {
    language,
    intl,
    text(id, values) {
      if (!(id in messages)) throw new Error(`the ${language} catalogue has no ${id}`);
      return intl.formatMessage({ id }, values);
    },
  };
}

export const EN = copyOf('en');

/** A PhilSys card number whose last digit picks the sandbox outcome (server/README.md). */
export const philsysEndingIn = (digit: number) => `1234-5678-9012-345${digit}`;

export type Contact = { name: string; phone: string; relation: string };

/** "0917 555 0101"-style, unique to this run. */
export function ownWallet(): string {
  const national = newPhoneNumber();
  return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

export function aBorrower({ idNumber = philsysEndingIn(6) }: { idNumber?: string } = {}) {
  // 30 this year: with ₱18,001–25,000, employed, paid twice a month → 72 points → ₱6,500.
  const birthYear = new Date().getUTCFullYear() - 30;
  return {
    basic: {
      firstName: 'Maria',
      middleName: 'Reyes',
      lastName: 'Santos',
      birthDate: `${birthYear}-01-15`,
      gender: 'female',
      maritalStatus: 'marriedWithChildren',
      education: 'college',
      loanPurpose: 'medical',
    },
    // Viber only, as many Filipino borrowers: WhatsApp is optional (docs/profile.md#contact-details).
    basic2: { email: 'maria.santos@example.com', viber: '0917 555 0101', whatsapp: '' },
    address: {
      province: { code: '0702200000', name: 'Cebu' },
      city: { code: '0730600000', name: 'Cebu City' },
      barangay: { code: '0730600041', name: 'Lahug' },
      postalCode: '6000',
      address: '#12 Rizal St., Villa Verde Subd.',
    },
    work: {
      employmentType: 'employed',
      industry: 'bpo',
      jobType: 'customerService',
      position: 'staff',
      companyName: 'Island Contact Center Inc.',
      companyPhone: '032 234 5678',
      companyAddress: 'IT Park, Apas, Cebu City',
      workingYears: '1to3',
      incomeBand: '18001to25000',
      payCycle: 'biWeekly',
      paydays: ['15', '30'] as const,
    },
    contacts: [
      { name: 'Jose Santos', phone: '0917 555 0102', relation: 'spouse' },
      { name: 'Ana Reyes', phone: '0918 555 0103', relation: 'parents' },
      { name: 'Carlo Dizon', phone: '0919 555 0104', relation: 'colleague' },
    ] as Contact[],
    identity: { idType: 'philsys', idNumber },
    // A GCash number of the borrower's own: one account shared by borrowers holds their payouts
    // for a person (docs/desk.md#payout-holds).
    bank: {
      channel: 'ewallet' as 'bank' | 'ewallet',
      payee: { code: 'gcash', name: 'GCash' },
      account: ownWallet(),
    },
  };
}
export type Borrower = ReturnType<typeof aBorrower>;

/**
 * The signed-in borrower's session, as the app keeps it. Waits for it: the store is written to
 * localStorage a moment after sign-in.
 */
export async function session(page: Page): Promise<{ token: string; customerId: string }> {
  const found = await page.waitForFunction(() => {
    const core = JSON.parse(localStorage.getItem('persist:sulong-core') ?? '{}') as {
      publicData?: string;
    };
    const data = JSON.parse(core.publicData ?? '{}') as { token?: string; customerId?: string };
    return data.token && data.customerId
      ? { token: data.token, customerId: data.customerId }
      : null;
  });
  return (await found.jsonValue())!;
}

/** One API call as the signed-in borrower; a JSON body, or a photo's bytes. */
export async function callApi<T>(
  page: Page,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const { token } = await session(page);
  const photo = body instanceof Uint8Array;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = photo ? 'image/jpeg' : 'application/json';
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : photo ? new Uint8Array(body) : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const profileOf = (page: Page) => callApi<ProfileView>(page, 'GET', '/profile');
export const statusOf = (page: Page) => callApi<ProfileStatusView>(page, 'GET', '/profile/status');

/** What each section's PUT takes for this borrower (the contract's input shapes). */
export function sectionBodies(b: Borrower): Record<FormSection, unknown> {
  const { paydays, ...work } = b.work;
  return {
    basic: b.basic,
    basic2: b.basic2,
    address: {
      provinceCode: b.address.province.code,
      cityCode: b.address.city.code,
      barangayCode: b.address.barangay.code,
      postalCode: b.address.postalCode,
      address: b.address.address,
    },
    work: { ...work, payday: paydays.join(',') },
    contacts: { contacts: b.contacts },
    identity: b.identity,
    bank: {
      channel: b.bank.channel,
      payeeCode: b.bank.payee.code,
      account: b.bank.account,
      confirmAccount: b.bank.account,
      firstName: b.basic.firstName,
      middleName: b.basic.middleName,
      lastName: b.basic.lastName,
      withdrawalPhone: b.basic2.viber,
    },
  };
}

/**
 * Saves sections and uploads photos through the API, for tests about what comes after typing
 * them (the screens themselves are driven in profile.test.ts).
 */
export async function prefillProfile(
  page: Page,
  borrower: Borrower,
  {
    sections = ['basic', 'basic2', 'address', 'work', 'contacts', 'identity', 'bank'],
    photos = ['idDocument', 'face'],
  }: { sections?: FormSection[]; photos?: SampleKind[] } = {},
): Promise<void> {
  const bodies = sectionBodies(borrower);
  for (const section of sections) {
    await callApi(page, 'PUT', `/profile/sections/${section}`, bodies[section]);
  }
  for (const kind of photos) {
    await callApi(page, 'PUT', `/profile/photos/${kind}`, photoFile(kind).buffer);
  }
}

/** A form's draft as the app keeps it on the phone (idb-keyval's default store). */
export const storedDraft = (page: Page, key: string) =>
  page.evaluate(
    (draftKey) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        // Not there yet: never create it here, or the app's own first open finds no store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () =>
          open.error?.name === 'AbortError' ? resolve(undefined) : reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(undefined);
          const get = db.transaction('keyval').objectStore('keyval').get(draftKey);
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );

/**
 * The same sample photo, retaken: redrawn in the page with a lighter frame, so its bytes differ
 * (the server treats identical bytes as a retry of the photo it has).
 */
export async function retakenPhoto(page: Page, kind: SampleKind) {
  const original = photoFile(kind);
  const dataUrl = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const g = canvas.getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    g.fillStyle = 'rgba(255,255,255,0.15)';
    g.fillRect(0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, original.buffer.toString('base64'));
  return {
    ...original,
    name: `retaken-${original.name}`,
    buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
  };
}

/** Manila's calendar date `days` from today, as the server counts a reapply date. */
export const manilaDatePlus = (days: number): string => addDays(manilaDate(), days);

import { describe, expect, it } from 'vitest';
import { profileStatusViewSchema, profileViewSchema } from '../../contract/profile/api.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import {
  VALID,
  completeProfile,
  getProfile,
  putSection,
  submit,
  testJpeg,
  uploadPhoto,
} from './support/profile-fixtures.ts';
import { bearer, signIn } from './support/sign-in.ts';

const t = useTestApp({ env: { JOBS_ENABLED: 'false' } });

const newBorrower = async () => {
  const phone = newPhone();
  return { phone, ...(await signIn(t.app, phone)) };
};

describe('GET /api/profile', () => {
  it('starts empty: nothing completed, basic first, editable', async () => {
    const { token } = await newBorrower();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(profileViewSchema.parse(response.json())).toEqual({
      sections: {
        basic: null,
        basic2: null,
        address: null,
        work: null,
        contacts: null,
        identity: null,
        bank: null,
      },
      photos: { idDocument: null, face: null },
      completed: [],
      nextSection: 'basic',
      editable: true,
      canChangeBank: false,
      payoutFailed: false,
      status: 'incomplete',
      application: null,
    });

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/profile/status',
      headers: bearer(token),
    });
    expect(profileStatusViewSchema.parse(status.json())).toEqual({
      status: 'incomplete',
      nextSection: 'basic',
      completedCount: 0,
      totalCount: 8,
      application: null,
      canChangeBank: false,
    });
  });

  it('is documented in OpenAPI with a body schema per section', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    for (const path of ['/api/profile', '/api/profile/status', '/api/profile/submit']) {
      expect(docs.paths).toHaveProperty([path]);
    }
    expect(docs.paths['/api/profile/sections/{section}']?.put?.requestBody).toBeDefined();
    expect(docs.paths['/api/profile/bank-change']?.put?.requestBody).toBeDefined();
    expect(docs.paths['/api/profile/details']?.put?.requestBody).toBeDefined();
  });

  it('answers 401 without a session', async () => {
    for (const url of ['/api/profile', '/api/profile/status']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/sections/basic',
      payload: VALID.basic,
    });
    expect(put.statusCode).toBe(401);
  });
});

describe('PUT /api/profile/sections/:section', () => {
  it('saves each section in order, normalised, and moves nextSection along', async () => {
    const { token } = await newBorrower();
    const order = ['basic', 'basic2', 'address', 'work', 'contacts', 'identity', 'bank'] as const;
    for (const [index, section] of order.entries()) {
      const response = await putSection(t.app, token, section, VALID[section]);
      expect(response.statusCode, response.body).toBe(200);
      const view = profileViewSchema.parse(response.json());
      expect(view.sections[section]).not.toBeNull();
      // Identity also needs its document photo, so it stays open until the upload.
      const expected = order.slice(0, index + 1).filter((s) => s !== 'identity');
      expect(view.completed).toEqual(expected);
    }

    const saved = await getProfile(t.app, token);
    expect(saved.sections.basic2).toEqual({
      email: 'maria.delacruz@example.com',
      whatsapp: '09171234567',
      viber: '',
    });
    expect(saved.sections.identity).toEqual({ idType: 'philsys', idNumber: '1234567890123456' });
    expect(saved.sections.contacts?.contacts[1]?.phone).toBe('09182222222');
    expect(saved.sections.work).toMatchObject({ companyPhone: '0281234567' });
    expect(saved.sections.bank).toEqual({
      channel: 'bank',
      payeeCode: 'bdo',
      account: '001234567890',
      firstName: 'Maria',
      middleName: 'Santos',
      lastName: 'Dela Cruz',
      withdrawalPhone: '09171234567',
    });
    expect(saved.nextSection).toBe('identity');

    expect((await uploadPhoto(t.app, token, 'idDocument')).statusCode).toBe(200);
    expect((await getProfile(t.app, token)).nextSection).toBe('face');
    expect((await uploadPhoto(t.app, token, 'face', testJpeg(600, 800))).statusCode).toBe(200);
    const done = await getProfile(t.app, token);
    expect(done.completed).toHaveLength(8);
    expect(done.nextSection).toBeNull();
    expect(done.status).toBe('incomplete');
    expect(done.photos.idDocument).toMatchObject({ kind: 'idDocument', width: 1200 });
  });

  it('takes contact details with neither Viber nor WhatsApp (docs/profile.md#contact-details)', async () => {
    const { token } = await newBorrower();
    const response = await putSection(t.app, token, 'basic2', {
      email: 'maria@example.com',
      viber: '',
      whatsapp: ' ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ sections: { basic2: unknown } }>().sections.basic2).toEqual({
      email: 'maria@example.com',
      viber: '',
      whatsapp: '',
    });
    expect(response.json<{ completed: string[] }>().completed).toContain('basic2');
  });

  it('replaces a section when saved again (other branches of work and bank too)', async () => {
    const { token } = await newBorrower();
    const student = {
      employmentType: 'student',
      schoolName: 'University of the Philippines',
      course: 'BS Nursing',
      enrolmentMonth: '2022-06',
      graduationMonth: '2026-05',
      incomeBand: 'upTo12000',
    };
    expect((await putSection(t.app, token, 'work', VALID.work)).statusCode).toBe(200);
    const response = await putSection(t.app, token, 'work', student);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ sections: { work: unknown } }>().sections.work).toEqual(student);

    const wallet = { ...VALID.bank, channel: 'ewallet', payeeCode: 'gcash', account: '9171234567' };
    const saved = await putSection(t.app, token, 'bank', wallet);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ sections: { bank: unknown } }>().sections.bank).toMatchObject({
      channel: 'ewallet',
      account: '09171234567',
    });
  });

  const invalid: [string, string, Record<string, unknown>, string, string][] = [
    [
      'basic',
      'an empty first name',
      { firstName: '' },
      'firstName',
      'validation.firstName.required',
    ],
    [
      'basic',
      'a name with digits',
      { lastName: 'Cruz2' },
      'lastName',
      'validation.lastName.format',
    ],
    [
      'basic',
      'Chinese characters',
      { firstName: '玛丽亚' },
      'firstName',
      'validation.firstName.format',
    ],
    [
      'basic',
      'an age under 21',
      { birthDate: '2010-01-01' },
      'birthDate',
      'validation.birthDate.age',
    ],
    [
      'basic',
      'no such date',
      { birthDate: '1995-02-30' },
      'birthDate',
      'validation.birthDate.format',
    ],
    ['basic', 'an unknown gender', { gender: 'x' }, 'gender', 'validation.gender.required'],
    [
      'basic',
      'a number as a name',
      { firstName: 42 },
      'firstName',
      'validation.firstName.required',
    ],
    ['basic2', 'a bad e-mail', { email: 'maria@' }, 'email', 'validation.email.format'],
    [
      'basic2',
      'a landline WhatsApp',
      { whatsapp: '0281234567' },
      'whatsapp',
      'validation.whatsapp.format',
    ],
    ['basic2', 'a bad Viber', { viber: '12345' }, 'viber', 'validation.viber.format'],
    [
      'basic2',
      'a WhatsApp that is no string',
      { whatsapp: null },
      'whatsapp',
      'validation.whatsapp.format',
    ],
    [
      'address',
      'a 3-digit ZIP',
      { postalCode: '140' },
      'postalCode',
      'validation.postalCode.format',
    ],
    [
      'address',
      'a made-up code',
      { provinceCode: 'Manila' },
      'provinceCode',
      'validation.province.required',
    ],
    ['address', 'an empty address', { address: ' ' }, 'address', 'validation.address.required'],
    [
      'address',
      'a barangay of another city',
      { barangayCode: '0702201001' },
      'barangayCode',
      'validation.barangay.required',
    ],
    [
      'work',
      'no employment type',
      { employmentType: undefined },
      'employmentType',
      'validation.employmentType.required',
    ],
    ['work', 'a bad payday', { payday: '31,15' }, 'payday', 'validation.payday.format'],
    [
      'work',
      'a bad company phone',
      { companyPhone: '12' },
      'companyPhone',
      'validation.companyPhone.format',
    ],
    [
      'work',
      'an unknown income band',
      { incomeBand: 'rich' },
      'incomeBand',
      'validation.incomeBand.required',
    ],
    [
      'identity',
      'a short PhilSys number',
      { idNumber: '1234' },
      'idNumber',
      'validation.idNumber.format',
    ],
    ['identity', 'an unknown ID type', { idType: 'nbi' }, 'idType', 'validation.idType.required'],
    [
      'bank',
      'a different confirmation',
      { confirmAccount: '001234567899' },
      'confirmAccount',
      'validation.bankAccount.mismatch',
    ],
    [
      'bank',
      'a short account',
      { account: '123', confirmAccount: '123' },
      'account',
      'validation.bankAccount.format',
    ],
    ['bank', 'an unknown bank', { payeeCode: 'nope' }, 'payeeCode', 'validation.payee.bank'],
    [
      'bank',
      'a bad wallet',
      { channel: 'ewallet', payeeCode: 'gcash', account: '0817' },
      'account',
      'validation.walletAccount.format',
    ],
  ];

  it.each(invalid)(
    '%s: refuses %s with the field and message id',
    async (section, _what, change, field, message) => {
      const { token } = await newBorrower();
      const body = { ...(VALID as Record<string, object>)[section], ...change };
      const response = await putSection(t.app, token, section, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message, field });
      expect((await getProfile(t.app, token)).sections).toMatchObject({ [section]: null });
    },
  );

  it('contacts: exactly 3, all different, none the registered phone, names well formed', async () => {
    const { token, phone } = await newBorrower();
    const [a, b, c] = VALID.contacts.contacts as [object, object, object];
    const own = { name: 'Me Myself', phone: `0${phone.slice(3)}`, relation: 'others' };
    const cases: [unknown[], string, string][] = [
      [[a, b], 'contacts', 'validation.contacts.count'],
      [[a, b, c, a], 'contacts', 'validation.contacts.count'],
      [[own, b, c], 'contacts.0.phone', 'validation.contactPhone.self'],
      [[a, b, a], 'contacts.2.phone', 'validation.contactPhone.duplicate'],
      [[a, { ...b, name: '12345' }, c], 'contacts.1.name', 'validation.contactName.format'],
      [[a, b, { ...c, relation: 'boss' }], 'contacts.2.relation', 'validation.relation.required'],
    ];
    for (const [contacts, field, message] of cases) {
      const response = await putSection(t.app, token, 'contacts', { contacts });
      expect(response.json(), field).toEqual({ code: 'VALIDATION_FAILED', message, field });
    }
  });

  it('refuses unknown sections, non-objects and oversized bodies', async () => {
    const { token } = await newBorrower();
    for (const section of ['face', 'admin', 'BASIC', '__proto__']) {
      const response = await putSection(t.app, token, section, VALID.basic);
      expect(response.statusCode, section).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'section' });
    }
    const nested = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/sections/basic/extra',
      headers: bearer(token),
      payload: VALID.basic,
    });
    expect(nested.statusCode).toBe(404);

    for (const body of [[VALID.basic], 'basic', 42, null]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/sections/basic',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }

    const huge = await putSection(t.app, token, 'basic', {
      ...VALID.basic,
      note: 'x'.repeat(70_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const long = await putSection(t.app, token, 'basic', {
      ...VALID.basic,
      firstName: 'A'.repeat(20_000),
    });
    expect(long.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'validation.firstName.format',
      field: 'firstName',
    });

    const poisoned = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/sections/basic',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"__proto__": {"admin": true}, ${JSON.stringify(VALID.basic).slice(1)}`,
    });
    expect(poisoned.statusCode).toBe(400);
    expect((await getProfile(t.app, token)).sections.basic).toBeNull();
  });

  it('stores only the schema fields, and SQL-looking text verbatim', async () => {
    const { token } = await newBorrower();
    const lastName = "O'Brien-Dela Cruz";
    const address = "Unit 5 O'Hara St. -- DROP TABLE customers";
    const basic = await putSection(t.app, token, 'basic', {
      ...VALID.basic,
      lastName,
      role: 'admin',
      customerId: '1',
      extra: 'y'.repeat(10_000),
    });
    expect(basic.statusCode, basic.body).toBe(200);
    const addressSaved = await putSection(t.app, token, 'address', { ...VALID.address, address });
    expect(addressSaved.statusCode, addressSaved.body).toBe(200);

    const view = await getProfile(t.app, token);
    expect(view.sections.basic).toEqual({ ...VALID.basic, lastName });
    expect(view.sections.address?.address).toBe(address);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
    expect(row?.n).toBeGreaterThan(0);
  });

  it('shows and changes only the caller’s own profile', async () => {
    const a = await newBorrower();
    const b = await newBorrower();
    await completeProfile(t.app, a.token);
    expect(
      (await putSection(t.app, b.token, 'basic', { ...VALID.basic, firstName: 'Bea' })).statusCode,
    ).toBe(200);

    const asB = await getProfile(t.app, b.token);
    expect(asB.sections.basic?.firstName).toBe('Bea');
    expect(asB.sections.identity).toBeNull();
    expect(asB.photos).toEqual({ idDocument: null, face: null });
    expect(asB.completed).toEqual(['basic']);

    const asA = await getProfile(t.app, a.token);
    expect(asA.sections.basic?.firstName).toBe('Maria');
    expect(asA.completed).toHaveLength(8);
    const photo = await t.app.inject({
      method: 'GET',
      url: '/api/profile/photos/idDocument',
      headers: bearer(b.token),
    });
    expect(photo.statusCode).toBe(404);
  });

  it('is locked while the application is under review: sections and photos', async () => {
    const { token } = await newBorrower();
    await completeProfile(t.app, token);
    expect((await submit(t.app, token)).statusCode).toBe(200);

    const view = await getProfile(t.app, token);
    expect(view).toMatchObject({ editable: false, status: 'underReview' });
    const save = await putSection(t.app, token, 'basic', { ...VALID.basic, firstName: 'Marie' });
    expect(save.statusCode).toBe(409);
    expect(save.json()).toMatchObject({ code: 'PROFILE_LOCKED' });
    const photo = await uploadPhoto(t.app, token, 'face', testJpeg(700, 900));
    expect(photo.statusCode).toBe(409);
    expect(photo.json()).toMatchObject({ code: 'PROFILE_LOCKED' });
    expect((await getProfile(t.app, token)).sections.basic?.firstName).toBe('Maria');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileView } from '@contract/profile/api';
import { clearPlacesCache } from '@/lib/places/places';
import * as idb from '../../../../tests/support/memory-idb';
import { CUSTOMER_ID, fakeApi, profileView, renderScreen } from '../testing/profile-test-kit';
import DetailsScreen from './details-screen';

vi.mock('idb-keyval', () => import('../../../../tests/support/memory-idb'));

const CEBU = '0702200000';
const CEBU_CITY = '0730600000';
const LAHUG = '0730600050';
const APAS = '0730600051';

const PLACES: Record<string, unknown> = {
  'GET /places/provinces.json': { version: 'v1', provinces: [[CEBU, 'Cebu']] },
  [`GET /places/p/${CEBU}.json`]: [[CEBU_CITY, 'Cebu City']],
  [`GET /places/c/${CEBU_CITY}.json`]: [
    [LAHUG, 'Lahug'],
    [APAS, 'Apas'],
  ],
};

const ADDRESS = {
  provinceCode: CEBU,
  cityCode: CEBU_CITY,
  barangayCode: LAHUG,
  postalCode: '6000',
  address: '12 Gorordo Avenue',
};

const onFile = (patch: Partial<ProfileView> = {}) =>
  profileView({
    sections: {
      ...profileView().sections,
      basic: {
        firstName: 'Maria',
        middleName: 'Santos',
        lastName: 'Dela Cruz',
        birthDate: '1995-06-15',
        gender: 'female',
        maritalStatus: 'single',
        education: 'college',
        loanPurpose: 'dailyExpense',
      },
      basic2: { email: 'maria@example.com', whatsapp: '09171234567', viber: '' },
      address: ADDRESS,
    },
    editable: false,
    status: 'approved',
    nextSection: null,
    ...patch,
  });

function api(profile: ProfileView = onFile()) {
  return fakeApi({
    'GET /api/profile': () => ({ body: profile }),
    'PUT /api/profile/details': (body) => ({
      body: onFile({
        sections: {
          ...profile.sections,
          basic2: { ...profile.sections.basic2!, email: (body as { email: string }).email },
          address: { ...ADDRESS, ...(body as object), email: undefined } as typeof ADDRESS,
        },
      }),
    }),
    ...Object.fromEntries(Object.entries(PLACES).map(([route, body]) => [route, () => ({ body })])),
  });
}

const render = () => renderScreen('/myProfile', <DetailsScreen />);
const email = () => screen.getByLabelText('Email address');
const barangay = () => screen.getByLabelText('Barangay');
const street = () => screen.getByLabelText('House no., street and subdivision');
const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));

beforeEach(() => {
  idb.resetMemoryIdb();
  clearPlacesCache();
});

describe('/myProfile (docs/profile.md#my-profile)', () => {
  it('shows the details on file, the mobile masked, with the place names', async () => {
    api();
    render();
    const card = await screen.findByRole('region', { name: 'Your details' });
    expect(await within(card).findByText('Maria Santos Dela Cruz')).toBeVisible();
    expect(within(card).getByText('+63 917 *** 4567')).toBeVisible();
    expect(within(card).getByText('maria@example.com')).toBeVisible();
    expect(
      await within(card).findByText('12 Gorordo Avenue, Lahug, Cebu City, Cebu 6000'),
    ).toBeVisible();
  });

  it('says customer service changes the mobile number, the sign-in, and links there', async () => {
    api();
    render();
    const note = await screen.findByRole('region', { name: 'Changing your mobile number' });
    expect(note).toHaveTextContent(/You sign in with your mobile number/);
    expect(within(note).getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/customerService',
    );
    // No field for it: it is not changed here.
    expect(screen.queryByLabelText(/Mobile number/)).toBeNull();
  });

  it('checks the e-mail and address as the application does before sending', async () => {
    const server = api();
    render();
    await waitFor(() => expect(email()).toHaveValue('maria@example.com'));
    fireEvent.change(email(), { target: { value: 'maria@' } });
    fireEvent.change(street(), { target: { value: 'ab' } });
    await save();
    expect(email()).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(street()).toHaveAccessibleDescription(/at least 5 characters/);
    expect(server.sent('PUT', '/api/profile/details')).toHaveLength(0);
  });

  it('saves a new e-mail and barangay, and shows them as on file', async () => {
    const server = api();
    render();
    await waitFor(() => expect(email()).toHaveValue('maria@example.com'));
    fireEvent.change(email(), { target: { value: 'maria.santos@example.org' } });
    await within(barangay()).findByRole('option', { name: 'Apas' });
    fireEvent.change(barangay(), { target: { value: APAS } });
    await save();
    const [sent] = server.sent('PUT', '/api/profile/details');
    expect(sent!.body).toEqual({
      email: 'maria.santos@example.org',
      ...ADDRESS,
      barangayCode: APAS,
    });
    const card = screen.getByRole('region', { name: 'Your details' });
    expect(await within(card).findByText('maria.santos@example.org')).toBeVisible();
    expect(await screen.findByText('Your e-mail and address are saved.')).toBeVisible();
    // Saved: nothing is left on the phone.
    await waitFor(async () =>
      expect(await idb.get(`profile:${CUSTOMER_ID}:details`)).toBeUndefined(),
    );
  });

  it('shows a refusal from the server at its field', async () => {
    fakeApi({
      'GET /api/profile': () => ({ body: onFile() }),
      'PUT /api/profile/details': () => ({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'validation.barangay.required',
          field: 'barangayCode',
        },
      }),
      ...Object.fromEntries(
        Object.entries(PLACES).map(([route, body]) => [route, () => ({ body })]),
      ),
    });
    render();
    await waitFor(() => expect(email()).toHaveValue('maria@example.com'));
    await within(barangay()).findByRole('option', { name: 'Lahug' });
    await save();
    await waitFor(() => expect(barangay()).toHaveAccessibleDescription(/barangay/i));
  });

  it('keeps a half-filled change through a reload, and undoes it on request', async () => {
    api();
    const first = render();
    await waitFor(() => expect(email()).toHaveValue('maria@example.com'));
    fireEvent.change(email(), { target: { value: 'new@example.org' } });
    await waitFor(async () =>
      expect(await idb.get(`profile:${CUSTOMER_ID}:details`)).toMatchObject({
        email: 'new@example.org',
        barangayCode: LAHUG,
      }),
    );
    first.unmount();

    render();
    await waitFor(() => expect(email()).toHaveValue('new@example.org'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo my changes' }));
    expect(email()).toHaveValue('maria@example.com');
    await waitFor(async () =>
      expect(await idb.get(`profile:${CUSTOMER_ID}:details`)).toBeUndefined(),
    );
  });

  it('waits for the decision while an application is under review', async () => {
    const server = api(onFile({ status: 'underReview' }));
    render();
    expect(
      await screen.findByText(/You can change your e-mail and address once it is decided/),
    ).toBeVisible();
    await waitFor(() => expect(email()).toHaveValue('maria@example.com'));
    expect(email()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(server.sent('PUT', '/api/profile/details')).toHaveLength(0);
  });

  it('says when the details could not load, and loads them again on request', async () => {
    let offline = true;
    fakeApi({
      'GET /api/profile': () => (offline ? 'offline' : { body: onFile() }),
      ...Object.fromEntries(
        Object.entries(PLACES).map(([route, body]) => [route, () => ({ body })]),
      ),
    });
    render();
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(/could not/i);
    offline = false;
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(email()).toHaveValue('maria@example.com'));
  });

  it('sends a borrower who has not given them yet to the application', async () => {
    api(profileView());
    render();
    expect(await screen.findByRole('link', { name: 'Go to my application' })).toHaveAttribute(
      'href',
      '/baseInfo2',
    );
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.getAllByText('Not given yet')).toHaveLength(3);
  });
});

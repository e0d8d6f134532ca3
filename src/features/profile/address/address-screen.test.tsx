import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPlacesCache } from '@/lib/places/places';
import { AddressScreen } from './address-screen';
import * as idb from '../../../../tests/support/memory-idb';
import { CUSTOMER_ID, fakeApi, profileView, renderScreen } from '../testing/profile-test-kit';

vi.mock('idb-keyval', () => import('../../../../tests/support/memory-idb'));

const CEBU = '0702200000';
const BOHOL = '0701200000';
const CEBU_CITY = '0730600000';
const LAHUG = '0730600050';

const PLACES: Record<string, unknown> = {
  'GET /places/provinces.json': {
    version: 'v1',
    provinces: [
      [BOHOL, 'Bohol'],
      [CEBU, 'Cebu'],
    ],
  },
  [`GET /places/p/${CEBU}.json`]: [
    [CEBU_CITY, 'Cebu City'],
    ['0702205000', 'Argao'],
  ],
  [`GET /places/p/${BOHOL}.json`]: [['0701242000', 'Tagbilaran City']],
  [`GET /places/c/${CEBU_CITY}.json`]: [
    [LAHUG, 'Lahug'],
    ['0730600051', 'Apas'],
  ],
};

/** Paths whose fetch fails as it does without a network. */
const unreachable = new Set<string>();

function api() {
  const server = fakeApi({
    'GET /api/profile': () => ({ body: profileView({ nextSection: 'address' }) }),
    'PUT /api/profile/sections/address': () => ({
      body: profileView({ completed: ['basic', 'basic2', 'address'], nextSection: 'work' }),
    }),
    ...Object.fromEntries(Object.entries(PLACES).map(([route, body]) => [route, () => ({ body })])),
  });
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ([...unreachable].some((part) => path.endsWith(part))) {
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return answer(input, init);
  });
  return server;
}

const province = () => screen.getByLabelText('Province');
const city = () => screen.getByLabelText('City or municipality');
const barangay = () => screen.getByLabelText('Barangay');
const postal = () => screen.getByLabelText('Postal code (ZIP)');
const street = () => screen.getByLabelText('House no., street and subdivision');
const choose = (select: HTMLElement, value: string) =>
  fireEvent.change(select, { target: { value } });
const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));
const render = () => renderScreen('/addressInfo', <AddressScreen />);

/** Picks Cebu → Cebu City → Lahug, waiting for each list. */
async function pickLahug() {
  await within(province()).findByRole('option', { name: 'Cebu' });
  choose(province(), CEBU);
  await within(city()).findByRole('option', { name: 'Cebu City' });
  choose(city(), CEBU_CITY);
  await within(barangay()).findByRole('option', { name: 'Lahug' });
  choose(barangay(), LAHUG);
}

beforeEach(() => {
  idb.resetMemoryIdb();
  clearPlacesCache();
  unreachable.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/addressInfo', () => {
  it('labels every field; city and barangay wait for the level above', async () => {
    api();
    render();
    expect(screen.getByRole('heading', { name: 'Your home address' })).toBeInTheDocument();
    await within(province()).findByRole('option', { name: 'Bohol' });
    expect(city()).toBeDisabled();
    expect(city()).toHaveDisplayValue('Choose the province first');
    expect(barangay()).toBeDisabled();
    expect(postal()).toHaveAttribute('inputmode', 'numeric');
    expect(postal()).toHaveAttribute('maxlength', '4');
    expect(postal()).toHaveAccessibleDescription(
      'The ZIP code of your city or municipality: 4 digits',
    );
    expect(street().tagName).toBe('TEXTAREA');
    // The ZIP code follows the city it belongs to, as "6000 Cebu City" is written.
    const order = [province(), city(), postal(), barangay(), street()];
    order.slice(1).forEach((field, at) => {
      expect(order[at]!.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
  });

  it('clears the city and barangay when the province changes, the barangay when the city does', async () => {
    api();
    render();
    await pickLahug();
    expect(barangay()).toHaveValue(LAHUG);

    choose(city(), '0702205000');
    expect(barangay()).toHaveValue('');
    choose(province(), BOHOL);
    expect(city()).toHaveValue('');
    expect(barangay()).toHaveValue('');
    expect(barangay()).toBeDisabled();
    await within(city()).findByRole('option', { name: 'Tagbilaran City' });
    expect(within(city()).queryByRole('option', { name: 'Cebu City' })).toBeNull();
  });

  it('shows each problem at its field and focuses the first', async () => {
    const server = api();
    render();
    await save();
    for (const field of [province(), city(), barangay(), postal(), street()]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await waitFor(() => expect(province()).toHaveFocus());

    fireEvent.change(postal(), { target: { value: '60a0' } });
    expect(postal()).toHaveValue('600');
    await save();
    // The length comes from the rules (4 by default) into the message's {length}.
    expect(postal()).toHaveAccessibleDescription(
      'The ZIP code of your city or municipality: 4 digits Enter your 4-digit ZIP code.',
    );
    expect(server.sent('PUT', '/api/profile/sections/address')).toHaveLength(0);
  });

  it('saves the PSGC codes, postal code and street, then opens the work step', async () => {
    const server = api();
    render();
    await pickLahug();
    fireEvent.change(postal(), { target: { value: '6000' } });
    fireEvent.change(street(), { target: { value: '#12 Gorordo Ave.,\nVilla Verde Subd.' } });
    await save();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/workInfo'));
    expect(server.sent('PUT', '/api/profile/sections/address').map((c) => c.body)).toEqual([
      {
        provinceCode: CEBU,
        cityCode: CEBU_CITY,
        barangayCode: LAHUG,
        postalCode: '6000',
        address: '#12 Gorordo Ave., Villa Verde Subd.',
      },
    ]);
  });

  it('says when a list cannot load offline and loads it again on retry', async () => {
    api();
    unreachable.add(`c/${CEBU_CITY}.json`);
    render();
    await within(province()).findByRole('option', { name: 'Cebu' });
    choose(province(), CEBU);
    await within(city()).findByRole('option', { name: 'Cebu City' });
    choose(city(), CEBU_CITY);
    expect(await screen.findByRole('alert')).toHaveTextContent(/You are offline/);

    unreachable.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await within(barangay()).findByRole('option', { name: 'Lahug' });
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('keeps a draft through a reload, lists included', async () => {
    api();
    const first = render();
    await pickLahug();
    fireEvent.change(postal(), { target: { value: '6000' } });
    await waitFor(async () =>
      expect(await idb.get(`profile:${CUSTOMER_ID}:address`)).toMatchObject({
        barangayCode: LAHUG,
        postalCode: '6000',
      }),
    );
    first.unmount();

    render();
    await waitFor(() => expect(barangay()).toHaveDisplayValue('Lahug'));
    expect(province()).toHaveDisplayValue('Cebu');
    expect(city()).toHaveDisplayValue('Cebu City');
    expect(postal()).toHaveValue('6000');
  });
});

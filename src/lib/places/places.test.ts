import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPlacesCache, loadBarangays, loadCities, loadProvinces, PlacesError } from './places';

const PROVINCES = {
  version: 'abc',
  provinces: [
    ['0702200000', 'Cebu'],
    ['1300000000', 'Metro Manila'],
    ['1400100000', 'Abra'],
  ],
};
const MANILA = [
  ['1380601010', 'Barangay 10 (Tondo I/II)'],
  ['1380601002', 'Barangay 2 (Tondo I/II)'],
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  clearPlacesCache();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof PlacesError ? error.reason : `other: ${String(error)}`),
  );

describe('place lists', () => {
  it('reads provinces, cities and barangays as {code, name} sorted by name', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/places/provinces.json')) return json(PROVINCES);
      if (url.endsWith('/places/p/1300000000.json')) return json([['1381300000', 'Quezon City']]);
      if (url.endsWith('/places/c/1380600000.json')) return json(MANILA);
      return json({ code: 'NOT_FOUND' }, 404);
    });

    expect((await loadProvinces()).map((p) => p.name)).toEqual(['Abra', 'Cebu', 'Metro Manila']);
    expect(await loadCities('1300000000')).toEqual([{ code: '1381300000', name: 'Quezon City' }]);
    // Numbers in order: "Barangay 2" before "Barangay 10".
    expect(await loadBarangays('1380600000')).toEqual([
      { code: '1380601002', name: 'Barangay 2 (Tondo I/II)' },
      { code: '1380601010', name: 'Barangay 10 (Tondo I/II)' },
    ]);
  });

  it('fetches each list once', async () => {
    fetchMock.mockImplementation(async () => json(MANILA));
    const [first, second] = await Promise.all([
      loadBarangays('1380600000'),
      loadBarangays('1380600000'),
    ]);
    expect(await loadBarangays('1380600000')).toBe(first);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects with "offline" when there is no answer, then fetches again on retry', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await reasonOf(loadCities('0702200000'))).toBe('offline');
    fetchMock.mockResolvedValueOnce(json([['0702205000', 'Argao']]));
    expect(await loadCities('0702200000')).toEqual([{ code: '0702205000', name: 'Argao' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('tells a missing list from a failure', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'NOT_FOUND' }, 404));
    expect(await reasonOf(loadCities('0999900000'))).toBe('notFound');
    fetchMock.mockResolvedValueOnce(json({ code: 'INTERNAL' }, 503));
    expect(await reasonOf(loadCities('0999900000'))).toBe('failed');
    fetchMock.mockResolvedValueOnce(new Response('<html>portal login</html>'));
    expect(await reasonOf(loadCities('0999900000'))).toBe('failed');
    fetchMock.mockResolvedValueOnce(json([{ code: 1 }]));
    expect(await reasonOf(loadBarangays('0999901000'))).toBe('failed');
  });

  it('never fetches a path made of anything but a PSGC code', async () => {
    expect(await reasonOf(loadCities('../provinces'))).toBe('notFound');
    expect(await reasonOf(loadBarangays(''))).toBe('notFound');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

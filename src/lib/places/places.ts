/**
 * Philippine places (PSGC) for the address screen, fetched one list at a time from the files
 * scripts/build-places.ts writes to /places/: a borrower downloads three lists of a few KB.
 * The service worker keeps what was fetched, so a list seen once opens offline.
 */
export type Place = { code: string; name: string };

/** Why a list could not be had: no network and not cached; no such list; anything else. */
export type PlacesErrorReason = 'offline' | 'notFound' | 'failed';

export class PlacesError extends Error {
  readonly reason: PlacesErrorReason;

  constructor(reason: PlacesErrorReason, message: string) {
    super(message);
    this.name = 'PlacesError';
    this.reason = reason;
  }
}

const PSGC_CODE = /^\d{10}$/;
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const lists = new Map<string, Promise<Place[]>>();

function toPlaces(body: unknown): Place[] {
  if (!Array.isArray(body)) throw new TypeError('not a list');
  const places = body.map((item: unknown): Place => {
    if (!Array.isArray(item) || typeof item[0] !== 'string' || typeof item[1] !== 'string') {
      throw new TypeError('not a [code, name] pair');
    }
    return { code: item[0], name: item[1] };
  });
  // Written sorted; sorted again so "Barangay 2" precedes "Barangay 10" whatever the file says.
  return places.sort((a, b) => collator.compare(a.name, b.name));
}

async function fetchList(path: string, pick: (body: unknown) => unknown): Promise<Place[]> {
  const url = `${import.meta.env.BASE_URL}places/${path}`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    // No answer at all, and the service worker had no copy.
    throw new PlacesError('offline', `could not reach ${url}`);
  }
  if (response.status === 404) throw new PlacesError('notFound', `no list at ${url}`);
  if (!response.ok) throw new PlacesError('failed', `HTTP ${response.status} for ${url}`);
  try {
    return toPlaces(pick(await response.json()));
  } catch (error) {
    throw new PlacesError('failed', `unreadable list at ${url}: ${String(error)}`);
  }
}

/** Each list is fetched once per page load; a failure is forgotten so a retry fetches again. */
function cached(path: string, pick: (body: unknown) => unknown = (body) => body) {
  let list = lists.get(path);
  if (!list) {
    list = fetchList(path, pick);
    lists.set(path, list);
    list.catch(() => lists.delete(path));
  }
  return list;
}

function byCode(folder: 'p' | 'c', code: string): Promise<Place[]> {
  if (!PSGC_CODE.test(code)) {
    return Promise.reject(new PlacesError('notFound', `not a PSGC code: ${code}`));
  }
  return cached(`${folder}/${code}.json`);
}

/** Provinces, with Metro Manila (NCR) among them: the first choice of an address. */
export const loadProvinces = (): Promise<Place[]> =>
  cached('provinces.json', (body) => (body as { provinces?: unknown } | null)?.provinces);

/** Cities and municipalities of a province (a highly urbanised city under the one it lies in). */
export const loadCities = (provinceCode: string): Promise<Place[]> => byCode('p', provinceCode);

/** Barangays of a city or municipality. */
export const loadBarangays = (cityCode: string): Promise<Place[]> => byCode('c', cityCode);

/** Tests only: forget every list fetched. */
export function clearPlacesCache(): void {
  lists.clear();
}

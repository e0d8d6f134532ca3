import { buildPlaceTree } from './place-tree.ts';

/** An address's place as the address screen sends it: three PSGC codes. */
export type PlaceCodes = { provinceCode: string; cityCode: string; barangayCode: string };
export type PlaceNames = { province: string; city: string; barangay: string };

type Index = {
  provinces: Map<string, string>;
  cities: Map<string, { name: string; provinceCode: string }>;
  barangays: Map<string, { name: string; cityCode: string }>;
};

let index: Index | undefined;

/**
 * Built from the same tree as the browser's lists (place-tree.ts), on first use: about 0.3 s
 * and a few MB, paid by the first address check rather than by every start of the server.
 */
function places(): Index {
  if (index) return index;
  const built: Index = { provinces: new Map(), cities: new Map(), barangays: new Map() };
  for (const province of buildPlaceTree()) {
    built.provinces.set(province.code, province.name);
    for (const city of province.cities) {
      built.cities.set(city.code, { name: city.name, provinceCode: province.code });
      for (const barangay of city.barangays) {
        built.barangays.set(barangay.code, { name: barangay.name, cityCode: city.code });
      }
    }
  }
  index = built;
  return index;
}

/**
 * Names of a known place, for display; null unless the barangay lies in the city and the city
 * in the province.
 */
export function placeNames({
  provinceCode,
  cityCode,
  barangayCode,
}: PlaceCodes): PlaceNames | null {
  const { provinces, cities, barangays } = places();
  const barangay = barangays.get(barangayCode);
  const city = cities.get(cityCode);
  const province = provinces.get(provinceCode);
  if (!barangay || !city || province === undefined) return null;
  if (barangay.cityCode !== cityCode || city.provinceCode !== provinceCode) return null;
  return { province, city: city.name, barangay: barangay.name };
}

/** True only if the barangay belongs to the city and the city to the province, as listed. */
export function isKnownPlace(codes: PlaceCodes): boolean {
  return placeNames(codes) !== null;
}

/** Builds the index now (e.g. at start-up), so the first address check answers at once. */
export function preloadPlaces(): void {
  places();
}

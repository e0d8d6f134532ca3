import * as phAddress from '@aivangogh/ph-address';

/**
 * Philippine places as a borrower picks them: province → city/municipality → barangay, with
 * PSGC codes, derived from @aivangogh/ph-address. The build writes the browser's lists from it
 * (scripts/build-places.ts) and the server validates against it (places.ts), so both agree.
 */
export type Place = { code: string; name: string };
export type City = Place & { barangays: Place[] };
export type Province = Place & { cities: City[] };

/** The part of @aivangogh/ph-address read here (tests pass a small fake). */
export type PsgcSource = Pick<
  typeof phAddress,
  'getAllRegions' | 'getAllProvinces' | 'getMunicipalitiesByProvince' | 'getBarangaysByMunicipality'
>;

/** Metro Manila has no province: its region code stands at the province level. */
export const METRO_MANILA = '1300000000';

/** Province-level entries PSGC does not list as provinces, under the name a borrower knows. */
const TOP_LEVEL: Record<string, string> = {
  [METRO_MANILA]: 'Metro Manila',
  '1999900000': 'BARMM Special Geographic Area',
};

/**
 * Highly urbanised (and one independent) cities belong to no province in PSGC, yet a borrower
 * in Cebu City looks under Cebu: each is listed in the province it lies in.
 */
const HOME_PROVINCE: Record<string, string> = {
  '0330100000': '0305400000', // Angeles City → Pampanga
  '0331400000': '0307100000', // Olongapo City → Zambales
  '0431200000': '0405600000', // Lucena City → Quezon
  '0631000000': '0603000000', // Iloilo City → Iloilo
  '0730600000': '0702200000', // Cebu City → Cebu
  '0731100000': '0702200000', // Lapu-Lapu City → Cebu
  '0731300000': '0702200000', // Mandaue City → Cebu
  '0831600000': '0803700000', // Tacloban City → Leyte
  '0931700000': '0907300000', // Zamboanga City → Zamboanga del Sur
  '0990100000': '1900700000', // Isabela City → Basilan
  '1030500000': '1004300000', // Cagayan De Oro City → Misamis Oriental
  '1030900000': '1003500000', // Iligan City → Lanao del Norte
  '1130700000': '1102400000', // Davao City → Davao del Sur
  '1230800000': '1206300000', // General Santos City → South Cotabato
  '1430300000': '1401100000', // Baguio City → Benguet
  '1630400000': '1600200000', // Butuan City → Agusan del Norte
  '1731500000': '1705300000', // Puerto Princesa City → Palawan
  '1830200000': '1804500000', // Bacolod City → Negros Occidental
};

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export const byName = (a: Place, b: Place): number =>
  collator.compare(a.name, b.name) || a.code.localeCompare(b.code);

// PSGC marks a few names with a trailing asterisk: a note, not part of the name.
const clean = (name: string): string => name.replace(/\*+$/, '').trim();

/** Every PSGC city and municipality under its parent code (RRPPP00000), found by probing. */
function citiesByParent(source: PsgcSource): Map<string, City[]> {
  // The package lists cities per parent only, and HUCs, NCR cities and Manila's districts
  // have parents that are no province: every possible parent of every region is asked.
  const parents = new Map<string, City[]>();
  for (const region of source.getAllRegions()) {
    for (let p = 0; p < 1000; p += 1) {
      const parent = `${region.psgcCode.slice(0, 2)}${String(p).padStart(3, '0')}00000`;
      const cities = source.getMunicipalitiesByProvince(parent);
      if (cities.length === 0) continue;
      parents.set(
        parent,
        cities.map((c) => ({
          code: c.psgcCode,
          name: clean(c.name),
          barangays: source
            .getBarangaysByMunicipality(c.psgcCode)
            .map((b) => ({ code: b.psgcCode, name: clean(b.name) })),
        })),
      );
    }
  }
  return parents;
}

/** The whole tree (about 0.3 s); throws when PSGC gains a parent this file cannot place. */
export function buildPlaceTree(source: PsgcSource = phAddress): Province[] {
  const provinces = new Map<string, Province>();
  for (const p of source.getAllProvinces()) {
    provinces.set(p.psgcCode, { code: p.psgcCode, name: clean(p.name), cities: [] });
  }
  for (const [code, name] of Object.entries(TOP_LEVEL)) {
    provinces.set(code, { code, name, cities: [] });
  }
  const parents = citiesByParent(source);
  const cities = new Map([...parents.values()].flat().map((c) => [c.code, c]));
  for (const [parent, list] of parents) {
    // A highly urbanised city is its own parent: look for a province before a city.
    const province = provinces.get(HOME_PROVINCE[parent] ?? parent);
    if (province) {
      province.cities.push(...list);
      continue;
    }
    // Manila's districts (Tondo, Sampaloc…): their barangays are Manila's, named with the
    // district, since a Manila address reads "Barangay 395, Sampaloc, Manila".
    const city = cities.get(parent);
    if (!city || HOME_PROVINCE[parent] || list.some((c) => c.code === parent)) {
      const names = list.map((c) => c.name).join(', ');
      throw new Error(`PSGC parent ${parent} (${names}) has no province: add it to place-tree.ts`);
    }
    for (const district of list) {
      const suffix = ` (${district.name})`;
      city.barangays.push(...district.barangays.map((b) => ({ ...b, name: b.name + suffix })));
    }
  }
  const tree = [...provinces.values()].sort(byName);
  for (const province of tree) {
    province.cities.sort(byName);
    for (const city of province.cities) city.barangays.sort(byName);
  }
  return tree;
}

import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlaceTree, byName, type PsgcSource } from '../server/lib/place-tree.ts';
import { placeFiles, writePlaces } from './build-places.ts';

const tree = buildPlaceTree();
const files = placeFiles(tree);
const read = (path: string): unknown => JSON.parse(files.get(path) ?? 'null');
const places = (path: string) =>
  (read(path) as [string, string][]).map(([code, name]) => ({ code, name }));

describe('the place tree', () => {
  it('holds all of PSGC: 82 provinces, Metro Manila, the BARMM special area', () => {
    const cities = tree.flatMap((p) => p.cities);
    const barangays = cities.flatMap((c) => c.barangays);
    expect(tree).toHaveLength(84);
    expect(cities.length).toBeGreaterThan(1600);
    expect(barangays.length).toBeGreaterThan(42_000);
    expect(new Set(barangays.map((b) => b.code)).size).toBe(barangays.length);
    expect(barangays.every((b) => /^\d{10}$/.test(b.code) && b.name.length > 0)).toBe(true);
  });

  it('lists every level by name, numbers in order, with no name twice in a list', () => {
    const lists = [
      tree,
      ...tree.map((p) => p.cities),
      ...tree.flatMap((p) => p.cities).map((c) => c.barangays),
    ];
    for (const list of lists) {
      expect([...list].sort(byName)).toEqual(list);
      expect(new Set(list.map((p) => p.name.toLowerCase())).size).toBe(list.length);
    }
    const manila = places('c/1380600000.json');
    expect(manila.slice(0, 3).map((b) => b.name)).toEqual([
      'Barangay 1 (Tondo I/II)',
      'Barangay 2 (Tondo I/II)',
      'Barangay 3 (Tondo I/II)',
    ]);
  });

  it('puts highly urbanised cities in the province a borrower looks under', () => {
    const cebu = places('p/0702200000.json').map((c) => c.name);
    expect(cebu).toEqual(expect.arrayContaining(['Cebu City', 'Lapu-Lapu City', 'Argao']));
    const metroManila = places('p/1300000000.json').map((c) => c.name);
    expect(metroManila).toHaveLength(17);
    expect(metroManila).toEqual(expect.arrayContaining(['Quezon City', 'Manila City', 'Pateros']));
  });

  it('refuses a PSGC parent it does not know where to list', () => {
    const source: PsgcSource = {
      getAllRegions: () => [{ name: 'Region', psgcCode: '0100000000', designation: 'I' }],
      getAllProvinces: () => [],
      getMunicipalitiesByProvince: (code) =>
        code === '0199900000'
          ? [{ name: 'New City', psgcCode: '0199900000', provinceCode: code }]
          : [],
      getBarangaysByMunicipality: () => [],
    };
    expect(() => buildPlaceTree(source)).toThrow(/0199900000 \(New City\)/);
  });
});

describe('the place files', () => {
  it('give the provinces with a version, then cities per province and barangays per city', () => {
    const index = read('provinces.json') as { version: string; provinces: [string, string][] };
    expect(index.version).toMatch(/^[0-9a-f]{16}$/);
    expect(index.provinces).toContainEqual(['1300000000', 'Metro Manila']);
    for (const [code] of index.provinces) expect(files.has(`p/${code}.json`)).toBe(true);
    expect(places('c/1381300000.json')).toContainEqual({
      code: '1381300010',
      name: 'Bagong Silangan',
    });
    expect(files.size).toBe(1 + 84 + tree.flatMap((p) => p.cities).length);
  });

  describe('written to a folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'places-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const small = new Map([
      ['provinces.json', '{"version":"1","provinces":[]}'],
      ['p/1.json', '[]'],
    ]);

    it('writes what changed, leaves the rest and removes stale files', () => {
      expect(writePlaces(dir, small)).toEqual({ written: 2, removed: 0 });
      const before = statSync(join(dir, 'p/1.json')).mtimeMs;
      writeFileSync(join(dir, 'p/stale.json'), '[]');
      small.set('provinces.json', '{"version":"2","provinces":[]}');
      expect(writePlaces(dir, small)).toEqual({ written: 1, removed: 1 });
      expect(existsSync(join(dir, 'p/stale.json'))).toBe(false);
      expect(statSync(join(dir, 'p/1.json')).mtimeMs).toBe(before);
      expect(readFileSync(join(dir, 'provinces.json'), 'utf8')).toContain('"2"');
    });
  });
});

import { describe, expect, it } from 'vitest';
import { isKnownPlace, placeNames } from './places.ts';

// Real PSGC codes (@aivangogh/ph-address 2025.4.4).
const QC_BAGONG_SILANGAN = {
  provinceCode: '1300000000', // Metro Manila
  cityCode: '1381300000', // Quezon City
  barangayCode: '1381300010',
};
const ARGAO_POBLACION = {
  provinceCode: '0702200000', // Cebu
  cityCode: '0702205000', // Argao
  barangayCode: '0702205035',
};
const CEBU_CITY_LAHUG = {
  provinceCode: '0702200000', // Cebu: the city is highly urbanised, listed in its province
  cityCode: '0730600000',
  barangayCode: '0730600041',
};
const MANILA_395 = {
  provinceCode: '1300000000',
  cityCode: '1380600000', // Manila, whose barangays PSGC files under its districts
  barangayCode: '1380606001',
};

describe('isKnownPlace', () => {
  it('accepts a barangay of its city in its province', () => {
    for (const place of [QC_BAGONG_SILANGAN, ARGAO_POBLACION, CEBU_CITY_LAHUG, MANILA_395]) {
      expect(isKnownPlace(place)).toBe(true);
    }
  });

  it('refuses a barangay of another city, a city of another province, unknown codes', () => {
    expect(isKnownPlace({ ...ARGAO_POBLACION, barangayCode: '0730600041' })).toBe(false);
    expect(isKnownPlace({ ...QC_BAGONG_SILANGAN, provinceCode: '0702200000' })).toBe(false);
    expect(isKnownPlace({ ...ARGAO_POBLACION, cityCode: '0730600000' })).toBe(false);
    expect(isKnownPlace({ ...ARGAO_POBLACION, barangayCode: '0702205999' })).toBe(false);
    // Cebu City's own PSGC parent is not a province the picker offers.
    expect(isKnownPlace({ ...CEBU_CITY_LAHUG, provinceCode: '0730600000' })).toBe(false);
    // A Manila district is not a city of the picker.
    expect(isKnownPlace({ ...MANILA_395, cityCode: '1380606000' })).toBe(false);
  });

  it('refuses malformed input without throwing', () => {
    expect(isKnownPlace({ provinceCode: '', cityCode: '', barangayCode: '' })).toBe(false);
    expect(
      isKnownPlace({ provinceCode: '__proto__', cityCode: 'constructor', barangayCode: 'x' }),
    ).toBe(false);
  });
});

describe('placeNames', () => {
  it('names a known place for display', () => {
    expect(placeNames(QC_BAGONG_SILANGAN)).toEqual({
      province: 'Metro Manila',
      city: 'Quezon City',
      barangay: 'Bagong Silangan',
    });
    expect(placeNames(CEBU_CITY_LAHUG)).toEqual({
      province: 'Cebu',
      city: 'Cebu City',
      barangay: 'Lahug',
    });
    expect(placeNames(MANILA_395)?.barangay).toBe('Barangay 395 (Sampaloc)');
  });

  it('is null for an unknown place', () => {
    expect(placeNames({ ...ARGAO_POBLACION, cityCode: '1381300000' })).toBeNull();
  });
});

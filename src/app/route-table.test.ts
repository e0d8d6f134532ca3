import { describe, expect, it } from 'vitest';
import { findRoute, ROUTE_TABLE } from './route-table';

describe('route table (spec §2)', () => {
  it('has every path of the spec once, with its name', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(34);
    expect(findRoute('/')?.name).toBe('welcome');
    expect(findRoute('/test')?.name).toBe('test');
  });

  it('flags exactly the no-login-check routes of the spec', () => {
    const flagged = ROUTE_TABLE.filter((r) => r.noLoginCheck)
      .map((r) => r.path)
      .sort();
    expect(flagged).toEqual(
      ['/', '/KSResult', '/conditionalTerms', '/noAndroid', '/privacy', '/start', '/test'].sort(),
    );
  });

  it('resolves the /oqVDsh alias to /start, ignoring case and a trailing slash', () => {
    expect(findRoute('/oqVDsh')?.path).toBe('/start');
    expect(findRoute('/HOMEINDEX/')?.path).toBe('/homeIndex');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '@contract/app-paths';
import { findRoute, ROUTE_TABLE } from './route-table';

describe('route table (docs/navigation.md#routes)', () => {
  it('has every documented path once, with its name', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(39);
    expect(findRoute('/')?.name).toBe('welcome');
    expect(findRoute('/test')?.name).toBe('test');
  });

  it('has exactly the contract’s path list, which the server checks configured links against', () => {
    expect(ROUTE_TABLE.map((r) => r.path).sort()).toEqual([...APP_PATHS].sort());
  });

  it('flags exactly the no-login-check routes (docs/navigation.md#login-check)', () => {
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

  it('gives every route a screen of its own: none is "not available yet", nor does the README say so', () => {
    expect(ROUTE_TABLE.filter((r) => r.screen === 'notFound')).toEqual([]);
    expect(findRoute('/addDeskTopBrowser')?.screen).toBe('addDeskTopBrowser');
    expect(findRoute('/guildDetail')?.screen).toBe('guildDetail');
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    expect(readme).not.toMatch(/not available yet/);
  });
});

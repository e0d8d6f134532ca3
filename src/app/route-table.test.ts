import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '@contract/app-paths';
import { findRoute, ROUTE_TABLE } from './route-table';

describe('route table (docs/navigation.md#routes)', () => {
  it('has every documented path once, with its name', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(38);
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

  it('matches the README: its list of routes not built yet is the table’s', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    const sentence = /not available yet" with a way back:\s*([^.]*)\./.exec(readme)?.[1] ?? '';
    const listed = [...sentence.matchAll(/`(\/\w+)`/g)].map((match) => match[1]);
    const unbuilt = ROUTE_TABLE.filter((r) => r.screen === 'unavailable').map((r) => r.path);
    expect(listed.sort()).toEqual(unbuilt.sort());
  });
});

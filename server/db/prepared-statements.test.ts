import { describe, expect, it } from 'vitest';
import { preparedQuery } from './prepared-statements.ts';

describe('preparedQuery', () => {
  it('names a statement after its text: the same text, the same name; another text, another', () => {
    const params = [1, 'a'];
    const first = preparedQuery('SELECT $1::int, $2::text', params);
    expect(first).toEqual({ name: first.name, text: 'SELECT $1::int, $2::text', values: [1, 'a'] });
    expect(first.name).toMatch(/^s[0-9a-f]{24}$/);
    expect(first.values).not.toBe(params); // the driver may keep it; the caller's stays its own
    expect(preparedQuery('SELECT $1::int, $2::text', [2, 'b']).name).toBe(first.name);
    expect(preparedQuery('SELECT $1::int', [1]).name).not.toBe(first.name);
    expect(preparedQuery('SELECT 1').values).toBeUndefined();
  });

  it('runs new texts unnamed once 2,000 have names (SQL built from values cannot fill memory)', () => {
    for (let i = 0; i < 2000; i += 1) preparedQuery(`SELECT ${i}`);
    const late = preparedQuery('SELECT $1::text AS late', ['x']);
    expect(late).toEqual({ text: 'SELECT $1::text AS late', values: ['x'] });
    expect(preparedQuery('SELECT $1::int, $2::text', []).name).toMatch(/^s/);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readMigrations } from './migrate.ts';

/**
 * Each migration's statements as merged: the first 16 hex digits of the SHA-256 of its SQL without
 * its comments, whitespace collapsed. A merged migration never changes (the runner records them by
 * number, so an edit never reaches a database that has it: docs/architecture.md#migrations); only
 * its comments may be corrected. A new migration adds its line here with its file.
 */
const MERGED: Record<number, string> = {
  1: 'f6456f5ff89102a9',
  2: '20e44fa226da6c1d',
  3: 'd7b8dd3cd54893b3',
  4: '1d4320a72ad474c0',
  5: 'c72b1a6cd64d4c2b',
  6: '52d33a4f298cbdc1',
  7: '71f24b6ceeb611fe',
  8: '9ca01ad1f93babf7',
  9: 'cd4d5ee68fb946b9',
  10: 'ed16affd573db356',
  11: '9f55be2e4fa111e2',
  12: '0d06fdf0a17bcbe0',
  13: 'a08c527786d4317c',
  14: '83e7b8e278ba7142',
  15: '9ee3ce8bb2894398',
  16: 'c2345f7f12bc0750',
  17: '3cfd06208c9686a2',
  18: '8a724dce67442614',
  19: '7fa5b69c66b71b21',
  20: '5a1deeb259135645',
  21: 'c7b4611e1641b404',
  22: '39c5f799b30b254d',
  23: 'c43dff05bf3e12ac',
  24: '69667f2a097679ff',
  25: 'f9bc0f9f4ad3801a',
  26: '0ab98f39420dc9d4',
  27: 'f183d39a0c144261',
  28: '0323ea61667f641f',
  29: 'fddc6a643a7dfa62',
  30: 'abd9a41e18ff6c39',
};

/** The statements alone: every migration's comments are whole lines (`--` after indentation). */
const statementsDigest = (sql: string) =>
  createHash('sha256')
    .update(
      sql
        .replace(/^\s*--.*$/gm, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .digest('hex')
    .slice(0, 16);

describe('migrations (docs/architecture.md#migrations)', () => {
  it('keep their statements as merged: a change is a new number, only comments are edited', () => {
    const migrations = readMigrations();
    expect(migrations.map((m) => m.version)).toEqual(Object.keys(MERGED).map(Number));
    for (const { version, name, sql } of migrations) {
      expect(statementsDigest(sql), `${version}_${name}`).toBe(MERGED[version]);
    }
  });
});

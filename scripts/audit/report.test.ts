import { describe, expect, it } from 'vitest';
import type { BrowserScripts } from './browser-scripts.ts';
import type { FirstLoad } from './first-load.ts';
import type { LighthouseSummary } from './lighthouse-summary.ts';
import { crossCheckScripts, evaluateBudgets } from './report.ts';

const firstLoad: FirstLoad = {
  start: {
    bytesBrotli: 1500,
    files: [
      { file: 'assets/index.js', bytesBrotli: 1000 },
      { file: 'assets/en.js', bytesBrotli: 500 },
    ],
  },
  routes: {},
};

const lighthouse = { accessibility: 100, bestPractices: 96 } as LighthouseSummary;

describe('evaluateBudgets', () => {
  it('passes and fails each gate on its own measurement', () => {
    const budgets = evaluateBudgets({
      firstLoad,
      lighthouse,
      installability: { errors: [], manifestErrors: [], manifestUrl: null, controlled: true },
      offline: { shellOpens: true },
      errors: {},
    });
    expect(budgets.map((b) => [b.actual, b.pass])).toEqual([
      [1500, true],
      [100, true],
      [96, false],
      [0, true],
      [true, true],
    ]);
  });

  it('fails a gate whose step did not run', () => {
    const budgets = evaluateBudgets({
      firstLoad: null,
      lighthouse: null,
      installability: null,
      offline: null,
      errors: { server: 'boom' },
    });
    expect(budgets.every((b) => !b.pass && b.actual === null)).toBe(true);
  });
});

describe('crossCheckScripts', () => {
  it('splits browser scripts into the first-load graph and what came later', () => {
    const browser: BrowserScripts = {
      finalUrl: 'http://127.0.0.1:1/#/start',
      count: 2,
      bytesEncoded: 1300,
      files: [
        { url: '/assets/index.js', bytesEncoded: 1000, contentEncoding: 'br' },
        { url: '/assets/lazy.js', bytesEncoded: 300, contentEncoding: 'br' },
      ],
    };
    expect(crossCheckScripts(browser, firstLoad)).toEqual({
      inGraph: { count: 1, bytesEncoded: 1000 },
      beyondGraph: { count: 1, bytesEncoded: 300 },
      notFetched: ['/assets/en.js'],
    });
  });
});

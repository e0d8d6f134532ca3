import { describe, expect, it } from 'vitest';
import type { BrowserScripts } from './browser-scripts.ts';
import type { FirstLoad } from './first-load.ts';
import type { LighthouseSummary } from './lighthouse-summary.ts';
import {
  auditPasses,
  crossCheckScripts,
  emptyReport,
  evaluateBudgets,
  formatSummary,
} from './report.ts';

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

const run = (performance: number, lcpMs: number, seo = 100, tbtMs = 40) =>
  ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo,
    metrics: { lcpMs, tbtMs, cls: 0, fcpMs: lcpMs, siMs: lcpMs },
  }) as LighthouseSummary;

const installable = { errors: [], manifestErrors: [], manifestUrl: null, controlled: true };

const scripts = (bytesEncoded: number) => ({ bytesEncoded }) as BrowserScripts;

describe('evaluateBudgets', () => {
  it('passes and fails each gate on its own measurement', () => {
    const budgets = evaluateBudgets({
      browserScripts: { start: scripts(113_000) },
      lighthouse: { welcome: run(99, 1400), start: run(97, 1200), home: run(100, 1600, 92) },
      repeatVisit: run(100, 900),
      installability: installable,
      offline: { shellOpens: true },
      errors: {},
    });
    const failed = budgets.filter((b) => !b.pass).map((b) => [b.name, b.actual]);
    expect(failed).toEqual([
      ['start: performance (min)', 97],
      ['home: LCP ms (max)', 1600],
      ['home: seo (min)', 92],
      ['start: JS until network idle (brotli, max)', 113_000],
    ]);
    expect(budgets.find((b) => b.name === 'start, repeat visit: LCP ms (max)')?.pass).toBe(true);
  });

  it('reports TBT and the performance score as host-bound aims: missed, they fail nothing else', () => {
    const budgets = evaluateBudgets({
      browserScripts: { start: scripts(100_000) },
      lighthouse: { welcome: run(91, 1300, 100, 320), start: run(99, 1200), home: run(100, 1400) },
      repeatVisit: run(100, 700),
      installability: installable,
      offline: { shellOpens: true },
      errors: {},
    });
    const missed = budgets.filter((b) => !b.pass).map((b) => [b.name, b.aim]);
    expect(missed).toEqual([
      ['welcome: performance (min)', true],
      ['welcome: TBT ms (max)', true],
    ]);
    expect(auditPasses(budgets, [])).toBe(true);
    expect(auditPasses(budgets, ['lighthouse welcome'])).toBe(false);
    expect(formatSummary({ ...emptyReport(null), budgets })).toMatch(
      /welcome: TBT ms \(max\) +150 +320 +not met \(aim, host-bound\)/,
    );
    // An LCP over its budget still fails the audit.
    const slow = evaluateBudgets({
      browserScripts: { start: scripts(100_000) },
      lighthouse: { welcome: run(99, 1600), start: run(99, 1200), home: run(100, 1400) },
      repeatVisit: run(100, 700),
      installability: installable,
      offline: { shellOpens: true },
      errors: {},
    });
    expect(auditPasses(slow, [])).toBe(false);
    // An aim without a figure (Lighthouse's audit errored) fails, and says so.
    const unmeasured = budgets.map((b) =>
      b.name === 'home: TBT ms (max)' ? { ...b, actual: null, pass: false } : b,
    );
    expect(auditPasses(unmeasured, [])).toBe(false);
    expect(formatSummary({ ...emptyReport(null), budgets: unmeasured })).toMatch(
      /home: TBT ms \(max\) +150 +– +FAIL/,
    );
  });

  it('fails a gate whose step did not run', () => {
    const budgets = evaluateBudgets({
      browserScripts: {},
      lighthouse: {},
      repeatVisit: null,
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

describe('formatSummary', () => {
  it("prints each run's LCP and TBT beside the median run's figures, a discarded one as –", () => {
    const run = (performance: number, lcpMs: number, tbtMs: number, runtimeError?: string) => ({
      performance,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs,
      tbtMs,
      ...(runtimeError ? { runtimeError } : {}),
    });
    const home = {
      finalUrl: 'http://127.0.0.1:1/#/homeIndex',
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      metrics: { lcpMs: 1040, tbtMs: 120, cls: 0, fcpMs: 900, siMs: 900 },
      failedAudits: [],
      performanceHints: [],
      runWarnings: [],
      runs: [
        run(100, 990, 60),
        run(99, 1040, 120),
        run(0, 0, 0, 'NO_NAVSTART'),
        run(98, 1100, 149),
      ],
    } satisfies LighthouseSummary;
    const text = formatSummary({ ...emptyReport(null), lighthouse: { home } });
    expect(text).toContain('median of 3; performance per run: 100, 99, 0, 98');
    expect(text).toContain(
      '  per run: LCP 990 ms, 1040 ms, –, 1100 ms; TBT 60 ms, 120 ms, –, 149 ms',
    );
  });

  it('prints a measured figure in the gate table to one decimal', () => {
    const gates = formatSummary({
      ...emptyReport(null),
      budgets: [{ name: 'home: LCP ms (max)', limit: 1500, actual: 979.3638000000001, pass: true }],
    });
    expect(gates).toMatch(/home: LCP ms \(max\) +1500 +979\.4 +pass/);
  });
});

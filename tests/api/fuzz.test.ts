import { describe, expect, it } from 'vitest';
import { formatReport, runFuzz } from '../../scripts/fuzz/run.ts';

/*
 * `npm run fuzz` at a small size, in the test command (docs/architecture.md#fuzzing): a few
 * hundred malformed and well-formed requests over every operation of the OpenAPI document, signed
 * in and out. Any 5xx fails, with the requests that caused it. Larger runs are by hand:
 * `npm run fuzz -- --requests 20000 --seed 1`.
 */
describe('npm run fuzz (400 requests)', () => {
  it('answers no request with a 5xx, and reaches every operation', async () => {
    const report = await runFuzz({ requests: 400, seed: 11 });
    expect(report.serverErrors, formatReport(report)).toEqual([]);
    expect(report.requests + report.unsent).toBe(400);
    expect(Object.keys(report.byOperation)).toHaveLength(report.operations);
    expect(report.operations).toBeGreaterThan(30);
    // It went past validation: some requests succeeded, some were refused by the services.
    const count = (pattern: RegExp) =>
      Object.entries(report.byStatus)
        .filter(([status]) => pattern.test(status))
        .reduce((sum, [, n]) => sum + n, 0);
    expect(count(/^2/)).toBeGreaterThan(50);
    expect(count(/^4/)).toBeGreaterThan(100);
  }, 120_000);
});

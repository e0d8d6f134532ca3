import { describe, expect, it } from 'vitest';
import { enqueueJob } from '../../server/jobs/enqueue-job.ts';
import { formatReport, runFuzz, type FuzzReport } from '../../scripts/fuzz/run.ts';
import { openSandbox } from '../../scripts/fuzz/sandbox.ts';
import { newPhone } from './support/harness.ts';
import { lastCode, login, otherCode, requestCode } from './support/sign-in.ts';

/*
 * `npm run fuzz` at a small size, in the test command (docs/architecture.md#fuzzing): a few
 * hundred malformed and well-formed requests over every operation of the OpenAPI document, signed
 * in and out. Any 5xx, refusal out of the contract's error shape, failed job or request not sent
 * fails, with the requests that caused it; so does a run that no longer reaches past the sign-in
 * locks to the graphic code, or to a signature. Larger runs are by hand:
 * `npm run fuzz -- --requests 20000 --seed 1`.
 */

const sum = (tally: Record<string, number> = {}, keep: (key: string) => boolean = () => true) =>
  Object.entries(tally)
    .filter(([key]) => keep(key))
    .reduce((total, [, count]) => total + count, 0);

const statuses = (report: FuzzReport, pattern: RegExp) =>
  sum(report.byStatus, (status) => pattern.test(status));

describe('npm run fuzz (500 requests)', () => {
  it('finds nothing, and reaches every operation and the checks behind the sign-in locks', async () => {
    // New applicants and borrowers far more often than in a long run, so this one crosses both.
    // 500: past 400, with sixty operations, one seed's applicants signed only once.
    const report = await runFuzz({
      requests: 500,
      seed: 11,
      applicantEvery: 120,
      recastEvery: 250,
    });
    const text = formatReport(report);
    expect(report.serverErrors, text).toEqual([]);
    expect(report.shapeErrors, text).toEqual([]);
    expect(report.jobErrors, text).toEqual([]);
    expect(report.unsent, text).toBe(0);
    expect(report.requests).toBe(500);
    expect(Object.keys(report.byOperation)).toHaveLength(report.operations);
    expect(report.operations).toBeGreaterThan(30);
    expect(report.casts, text).toBeGreaterThanOrEqual(2);
    expect(report.applicants, text).toBeGreaterThanOrEqual(4);

    // It went past validation: some requests succeeded, some were refused by the services.
    expect(statuses(report, /^2/)).toBeGreaterThan(50);
    expect(statuses(report, /^4/)).toBeGreaterThan(100);
    // From many clients, so sign-ins are not all refused by one client's lock
    // (docs/security.md#wrong-codes), and the graphic code is checked on code requests (the 500
    // of a NUL in its id hid there).
    expect(report.clients, text).toBeGreaterThan(20);
    const login = report.byOperation['POST /api/auth/login'];
    const pastLocks = sum(login, (status) => status !== '423' && status !== '429');
    expect(pastLocks, text).toBeGreaterThan(5);
    expect(pastLocks / sum(login), text).toBeGreaterThan(0.75);
    const otpCodes = report.byCode['POST /api/auth/otp'];
    expect(
      sum(otpCodes, (code) => code.endsWith('CAPTCHA_WRONG')),
      text,
    ).toBeGreaterThan(0);
    // Signatures are made (by more than one applicant) and refused: the device the app
    // describes reaches the database.
    const sign = report.byOperation['POST /api/loan/orders'] ?? {};
    expect(sign['201'] ?? 0, text).toBeGreaterThanOrEqual(2);
    expect(sign['400'] ?? 0, text).toBeGreaterThan(0);
  }, 120_000);
});

describe('the fuzzer', () => {
  it('signs its borrowers in from a client of its own, which fuzzed wrong codes do not lock', async () => {
    const sandbox = await openSandbox();
    try {
      // Five wrong codes from app.inject's default client (127.0.0.1, no device id), over five
      // numbers, lock that client (docs/security.md#wrong-codes).
      let last = 0;
      for (let i = 0; i < 5; i += 1) {
        const phone = newPhone();
        expect((await requestCode(sandbox.app, phone)).statusCode).toBe(200);
        const code = otherCode(await lastCode(sandbox.app, phone));
        last = (await login(sandbox.app, phone, code)).statusCode;
      }
      expect(last).toBe(423);
      expect((await requestCode(sandbox.app, newPhone())).statusCode).toBe(423);

      await sandbox.newApplicant();
      await sandbox.recast();
      expect((await sandbox.freshSession()).token).toBeTruthy();
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('reports a job that failed between requests', async () => {
    const report = await runFuzz({
      requests: 100,
      seed: 5,
      openSandbox: async () => {
        const sandbox = await openSandbox();
        sandbox.app.jobs.registerHandler('fuzz-test-broken', () => {
          throw new Error('broken on purpose');
        });
        const job = { kind: 'fuzz-test-broken', payload: {}, maxAttempts: 1 };
        await enqueueJob(sandbox.db, job, sandbox.clock.now());
        return sandbox;
      },
    });
    expect(report.jobErrors).toEqual([
      expect.stringMatching(/^fuzz-test-broken failed: .*broken on purpose/),
    ]);
  }, 60_000);

  it('stops on a failed set-up instead of counting the request as not sent', async () => {
    const run = runFuzz({
      requests: 300,
      seed: 5,
      openSandbox: async () => {
        const sandbox = await openSandbox();
        sandbox.freshSession = () => Promise.reject(new Error('sign-in refused'));
        return sandbox;
      },
    });
    await expect(run).rejects.toThrow('sign-in refused');
  }, 60_000);
});

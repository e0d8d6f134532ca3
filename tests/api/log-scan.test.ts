import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanLines, scanLogDir } from '../support/log-scan.ts';
import { PERSONAL_FIXTURE_VALUES } from './support/profile-fixtures.ts';

/** The check over a run's logs (tests/api/support/log-check.ts) finds what it is meant to. */

const line = (fields: object) =>
  JSON.stringify({ level: 30, time: 1795487965786, pid: 4321, reqId: 'req-1', ...fields });
const rules = (lines: string[], secrets: { kind: string; value: string }[] = []) =>
  scanLines('x.log', lines, { personal: PERSONAL_FIXTURE_VALUES, secrets }).map((f) => f.rule);

describe('the log scan', () => {
  it.each([
    ['E.164 number', { msg: 'no customer +639171234567' }],
    ['E.164 number', { req: { url: '/api/dev/sms-outbox?phone=%2B639171234567' } }],
    ['Philippine mobile number', { err: { message: 'Key (phone)=(09171234567)' } }],
    ['Philippine mobile number', { msg: 'whatsapp 0917 123 4567' }],
    ['profile value "Dela Cruz"', { err: { params: ['1', '{"lastName":"dela cruz"}'] } }],
    ['profile value "001234567890"', { bank: '001234567890' }],
    ['bearer token', { headers: { authorization: 'Bearer abcdefghijklmnop' } }],
    ['signature parameter', { req: { url: '/api/public/key-facts?order=o&sig=VhjmgPT7' } }],
    ['key or password', { err: { message: 'gateway said: apikey=SECRET123' } }],
    ['PNG bytes', { body: { signature: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg' } }],
  ])('finds a planted %s', (rule, fields) => {
    expect(rules([line(fields)])).toContain(rule);
  });

  it('passes the lines operators rely on', () => {
    expect(
      rules([
        line({ req: { method: 'GET', url: '/api/me', route: '/api/me' }, msg: 'incoming request' }),
        line({ res: { statusCode: 410, code: 'LINK_EXPIRED' }, responseTime: 0.0917123456 }),
        line({ req: { url: '/api/dev/sms-outbox?phone=[redacted]&limit=5' } }),
        line({ err: { code: '23505', statement: 'INSERT customers #3fa9c21e' }, msg: 'x' }),
        line({ component: 'jobs', msg: 'job polling paused: database unavailable' }),
      ]),
    ).toEqual([]);
  });

  it('finds a token the run issued anywhere, a short code only as a word of a string', () => {
    const secrets = [
      { kind: 'session token', value: 'tok_3f9a8b7c6d5e4f3a2b1c' },
      { kind: 'OTP code', value: '4321' },
    ];
    expect(rules([line({ msg: 'x tok_3f9a8b7c6d5e4f3a2b1c' })], secrets)).toEqual([
      'session token',
    ]);
    expect(rules([line({ msg: 'Your code is 4321' })], secrets)).toEqual(['OTP code']);
    // The same digits as the pid, inside a time or a UUID are not the code.
    expect(
      rules([line({ id: '0b7c6f0e-4321-4c1d-9e2f-123456789abc', t: 'a14321' })], secrets),
    ).toEqual([]);
  });

  it('reads a run folder: long secrets across its logs, short ones in their own log only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-scan-'));
    try {
      const secret = (kind: string, value: string) => `${JSON.stringify({ kind, value })}\n`;
      writeFileSync(join(dir, 'a.log'), `${line({ msg: 'ok' })}\n`);
      writeFileSync(
        join(dir, 'a.secrets'),
        secret('session token', 'tok_3f9a8b7c6d5e4f3a2b1c') + secret('OTP code', '1234'),
      );
      writeFileSync(
        join(dir, 'b.log'),
        `${line({ msg: 'code 1234' })}\n${line({ msg: 'tok_3f9a8b7c6d5e4f3a2b1c' })}\n`,
      );
      expect(scanLogDir(dir, [])).toEqual([
        expect.objectContaining({ file: 'b.log', line: 2, rule: 'session token' }),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { logLines } from './log-test-lines.ts';
import { maskTail, redactFields, scrubLine } from './log-redaction.ts';

describe('log redaction (docs/security.md#what-logs-may-hold)', () => {
  it('masks ID numbers, accounts and phones, and drops bodies and names, at any of three depths', () => {
    const line = logLines((log) => {
      log.info({ idNumber: '1234567890123456', applicationId: 'a1' }, 'one');
      log.info({ bank: { account: '001234567890', confirmAccount: '001234567890' } }, 'two');
      log.info({ x: { body: { firstName: 'Maria' } }, y: { z: { phone: '+639171234567' } } });
      log.info({ section: 'basic', data: { firstName: 'Maria' } }, 'three');
      log.info({ list: [{ lastName: 'Dela Cruz', token: 'tok-abcdefgh' }] }, 'four');
    }).join('\n');
    expect(line).toContain('"idNumber":"•••456"');
    expect(line).toContain('"applicationId":"a1"');
    expect(line).toContain('"account":"•••890"');
    expect(line).toContain('"phone":"•••567"');
    expect(line).toContain('"section":"basic"');
    for (const secret of [
      '1234567890123456',
      '001234567890',
      'Maria',
      '9171234567',
      'Dela',
      'tok-',
    ]) {
      expect(line).not.toContain(secret);
    }
  });

  it('redacts a copy: the object the caller logged stays as it was', () => {
    const logged = { customer: { phone: '+639171234567', id: 'c1' } };
    const redacted = redactFields(logged);
    expect(redacted).toEqual({ customer: { phone: '•••567', id: 'c1' } });
    expect(logged.customer.phone).toBe('+639171234567');
    const clean = { orderId: 'o1', nested: { status: 'paid' } };
    expect(redactFields(clean)).toBe(clean);
  });

  it('maskTail keeps the last 3 characters of longer values only', () => {
    expect(maskTail('1234')).toBe('•••');
    expect(maskTail(123456)).toBe('•••456');
    expect(maskTail({ a: 1 })).toBe('[redacted]');
  });
});

describe('scrubLine: the last net over the whole line', () => {
  it.each([
    ['E.164', 'no customer +639171234567 here', 'no customer •••567 here'],
    ['E.164 of another country', 'from +14155550123', 'from •••123'],
    ['URL-encoded', '"url":"/x?p=%2B639171234567"', '"url":"/x?p=•••567"'],
    ['national', 'Key (phone)=(09171234567)', 'Key (phone)=(•••567)'],
    ['spaced', 'call +63 917 123 4567 or 0917 123 4567', 'call •••567 or •••567'],
    ['63 without +', 'number 639171234567', 'number •••567'],
    [
      'bearer token',
      '"authorization":"Bearer abcdefghijklmnop"',
      '"authorization":"Bearer [redacted]"',
    ],
    [
      'link signature',
      '/api/public/key-facts?order=o1&expires=1&sig=Vhjm_PT7q-x&language=en',
      '/api/public/key-facts?order=o1&expires=1&sig=[redacted]&language=en',
    ],
    [
      'outbox phone',
      '/api/dev/sms-outbox?phone=0917%20123%204567',
      '/api/dev/sms-outbox?phone=[redacted]',
    ],
    ['a key in a message', 'gateway said: apikey=SECRET123', 'gateway said: apikey=[redacted]'],
  ])('%s', (_what, line, expected) => {
    expect(scrubLine(line)).toBe(expected);
  });

  it('leaves times, amounts, ids and response times alone', () => {
    const line =
      '{"level":30,"time":1741572000000,"pid":12345,"reqId":"req-1t","orderNo":"SC2026031000001",' +
      '"amount":650000,"responseTime":0.09171234567,"id":"0b7c6f0e-8a3b-4c1d-9e2f-091712345678"}';
    expect(scrubLine(line)).toBe(line);
  });
});

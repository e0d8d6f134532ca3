import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOG_REDACTION, maskTail } from './log-redaction.ts';

function logged(write: (log: ReturnType<typeof Fastify>['log']) => void): string {
  let out = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out += chunk.toString();
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream, redact: LOG_REDACTION } });
  write(app.log);
  return out;
}

describe('log redaction', () => {
  it('masks ID numbers, accounts and phones, and drops bodies, at any of three depths', () => {
    const line = logged((log) => {
      log.info({ idNumber: '1234567890123456', applicationId: 'a1' }, 'one');
      log.info({ bank: { account: '001234567890', confirmAccount: '001234567890' } }, 'two');
      log.info({ req: { body: { firstName: 'Maria' } }, x: { y: { phone: '+639171234567' } } });
      log.info({ section: 'basic', data: { firstName: 'Maria' } }, 'three');
    });
    expect(line).toContain('"idNumber":"•••456"');
    expect(line).toContain('"applicationId":"a1"');
    expect(line).toContain('"account":"•••890"');
    expect(line).toContain('"phone":"•••567"');
    expect(line).toContain('"section":"basic"');
    for (const secret of ['1234567890123456', '001234567890', 'Maria', '9171234567']) {
      expect(line).not.toContain(secret);
    }
  });

  it('maskTail keeps the last 3 characters of longer values only', () => {
    expect(maskTail('1234')).toBe('•••');
    expect(maskTail(123456)).toBe('•••456');
    expect(maskTail({ a: 1 })).toBe('[redacted]');
  });
});

import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { OUTAGE_LOG_EVERY_MS } from '../lib/outage-log.ts';
import { DATABASE_RETRY_AFTER_SECONDS, errorHandlerPlugin } from './error-handler.ts';

/** A bare app with the one error handler and a route failing with `error`; logs kept as lines. */
async function failingWith(error: unknown) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(errorHandlerPlugin);
  app.get('/x', () => Promise.reject(error));
  const response = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return { response, errors: lines.filter((l) => (l.level as number) >= 50) };
}

describe('error handler: the database out of reach (docs/errors.md#service-unavailable)', () => {
  it('answers SERVICE_UNAVAILABLE 503 with Retry-After and logs code and message once', async () => {
    // What pg reports for a statement whose backend was terminated; a pg error may carry
    // statement details, which must not reach the log.
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      detail: 'Key (phone)=(+639171234567)',
      parameters: ['+639171234567'],
    });
    const { response, errors } = await failingWith(error);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is unavailable; try again shortly',
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      msg: 'database unavailable',
      db: { code: '57P01', message: 'terminating connection due to administrator command' },
    });
    expect(JSON.stringify(errors)).not.toContain('639171234567');
  });

  it.each([
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
  ])('maps "$message" to 503', async (error) => {
    const { response } = await failingWith(error);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('logs an outage once, then how many it refused in each following window', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line));
        done();
      },
    });
    const due: (() => void)[] = [];
    const endWindow = () => due.shift()!();
    const app = Fastify({ logger: { level: 'info', stream } });
    await app.register(errorHandlerPlugin, {
      schedule: (run, ms) => {
        expect(ms).toBe(OUTAGE_LOG_EVERY_MS);
        due.push(run);
      },
    });
    app.get('/x', () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    );
    const refuse = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        expect((await app.inject({ method: 'GET', url: '/x' })).statusCode).toBe(503);
      }
    };
    const outage = () =>
      lines.filter((l) => l.msg === 'database unavailable').map((l) => l.alsoRefused ?? 'first');

    await refuse(50);
    expect(outage()).toEqual(['first']);
    endWindow(); // the 49 after the first are written when their window ends
    expect(outage()).toEqual(['first', 49]);
    await refuse(5);
    endWindow();
    expect(outage()).toEqual(['first', 49, 5]);
    endWindow(); // a window with nothing refused writes nothing and closes
    expect(due).toHaveLength(0);
    // The next outage starts with a line of its own.
    await refuse(1);
    expect(outage()).toEqual(['first', 49, 5, 'first']);
    await app.close();
    expect(lines.filter((l) => l.msg === 'database unavailable').every((l) => l.level === 50)).toBe(
      true,
    );
  });

  it('still answers any other failure as INTERNAL 500', async () => {
    const { response } = await failingWith(
      Object.assign(new Error('duplicate key'), { code: '23505' }),
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
  });
});

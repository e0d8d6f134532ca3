import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { errorHandlerPlugin } from '../plugins/error-handler.ts';
import { requestLogPlugin } from '../plugins/request-log.ts';
import { safeUrl } from './log-requests.ts';
import { appLoggerOptions } from './logger-options.ts';

describe('request log lines (docs/security.md#what-logs-may-hold)', () => {
  it('keep method, path, route, status, refusal code, time and request id; no query value, no header', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: appLoggerOptions('info', { write: (l) => lines.push(l) }),
      logController: new LogController({ disableRequestLogging: true }),
    });
    await app.register(requestLogPlugin);
    await app.register(errorHandlerPlugin);
    app.get('/api/public/key-facts', () => {
      throw new AppError('LINK_EXPIRED', 'The link has expired');
    });
    await app.inject({
      method: 'GET',
      url: '/api/public/key-facts?order=o1&expires=17&sig=Vhjm_PT7qqald5zo&language=hi',
      headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz', 'x-phone': '+639171234567' },
    });
    await app.close();
    // One line per request, when it is answered.
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      reqId: expect.any(String),
      req: {
        method: 'GET',
        url: '/api/public/key-facts?order=[redacted]&expires=[redacted]&sig=[redacted]&language=hi',
        route: '/api/public/key-facts',
      },
      res: { statusCode: 410, code: 'LINK_EXPIRED' },
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
    const all = lines.join('');
    for (const secret of ['Vhjm_PT7qqald5zo', 'abcdefghijklmnop', '9171234567', 'o1&', '17&']) {
      expect(all).not.toContain(secret);
    }
  });

  it.each([
    ['/api/me', '/api/me'],
    [
      '/api/dev/sms-outbox?phone=%2B639171234567&limit=5',
      '/api/dev/sms-outbox?phone=[redacted]&limit=5',
    ],
    ['/api/loan/quotes/q1/documents?language=ph', '/api/loan/quotes/q1/documents?language=ph'],
    ['/x?flag', '/x?flag'],
  ])('safeUrl %s', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });
});

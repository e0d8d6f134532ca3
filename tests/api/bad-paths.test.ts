import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/errors.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import { bearer, signIn } from './support/sign-in.ts';

/*
 * Paths the router refuses before any route runs answer in the contract's error shape
 * (docs/errors.md#api-errors), not in Fastify's own (`FST_ERR_BAD_URL`, a 414
 * `FST_ERR_MAX_PARAM_LENGTH`): the app turns every refusal into a text by its code.
 */
const t = useTestApp();

describe('a path the router cannot read', () => {
  it.each(['%ED%A0%80', '%', '%zz', '%FF', '%C0%AF', 'a%E2%82'])(
    'with %s in a segment answers VALIDATION_FAILED on the path',
    async (segment) => {
      const { token } = await signIn(t.app, newPhone());
      for (const url of [
        `/api/loan/orders/${segment}`,
        `/api/loan/orders/${segment}/signed`,
        `/api/dev/captcha/${segment}`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'validation.text.invalid',
          field: 'path',
        });
      }
    },
  );

  it('with a segment over 100 characters answers VALIDATION_FAILED on the path, not 414', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/desk/orders/${'x'.repeat(101)}/cancel`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = apiErrorSchema.strict().parse(response.json());
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'path' });
  });

  it('answers with the security headers of every other answer, and not for caching', async () => {
    const usual = await t.app.inject({ method: 'GET', url: '/api/config' });
    const securityHeaders = [
      'content-security-policy',
      'cross-origin-resource-policy',
      'x-content-type-options',
      'x-frame-options',
    ];
    for (const url of ['/api/loan/orders/%zz', `/api/desk/orders/${'x'.repeat(101)}/cancel`]) {
      const refused = await t.app.inject({ method: 'POST', url });
      expect(refused.statusCode, url).toBe(400);
      for (const name of securityHeaders) {
        expect(usual.headers[name], name).toBeTruthy();
        expect(refused.headers[name], `${url}: ${name}`).toBe(usual.headers[name]);
      }
      expect(refused.headers['cache-control'], url).toBe('no-store');
    }
  });
});

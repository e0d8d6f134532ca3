import { describe, expect, it } from 'vitest';
import { shapeMismatch } from './run.ts';

const answer = (statusCode: number, body: unknown) => ({
  statusCode,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('shapeMismatch', () => {
  it("takes the contract's refusals, at their code's status", () => {
    expect(shapeMismatch(answer(400, { code: 'VALIDATION_FAILED', message: 'x' }))).toBeNull();
    const locked = { code: 'SECURITY_LOCKED', message: 'x', retryAfterSeconds: 60 };
    expect(shapeMismatch(answer(423, locked))).toBeNull();
    expect(shapeMismatch(answer(200, 'anything'))).toBeNull();
  });

  it("refuses Fastify's own bodies, other keys, other statuses and text", () => {
    const fastify = {
      error: 'Bad Request',
      code: 'FST_ERR_BAD_URL',
      message: "'/api/x/%zz' is not a valid url component",
      statusCode: 400,
    };
    expect(shapeMismatch(answer(400, fastify))).toMatch(/not the error shape/);
    const extra = { code: 'NOT_FOUND', message: 'x', statusCode: 404 };
    expect(shapeMismatch(answer(404, extra))).toMatch(/not the error shape/);
    expect(shapeMismatch(answer(414, { code: 'VALIDATION_FAILED', message: 'x' }))).toBe(
      'VALIDATION_FAILED is answered 400',
    );
    expect(shapeMismatch(answer(500, 'Internal Server Error'))).toBe('not JSON');
  });
});

import { describe, expect, it } from 'vitest';
import { fillPath, operationsOf } from './operations.ts';

describe('operationsOf', () => {
  it('reads methods, parameters, the JSON body and the security of each operation', () => {
    const operations = operationsOf({
      paths: {
        '/api/loan/orders/{id}': {
          get: {
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            security: [{ bearerAuth: [] }],
          },
          parameters: {} as never,
        },
        '/api/auth/otp': {
          post: {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        },
      },
    });
    expect(operations).toEqual([
      {
        method: 'GET',
        path: '/api/loan/orders/{id}',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        body: null,
        bodyRequired: false,
        secured: true,
      },
      {
        method: 'POST',
        path: '/api/auth/otp',
        parameters: [],
        body: { type: 'object' },
        bodyRequired: true,
        secured: false,
      },
    ]);
  });

  it('fills a path with encoded values', () => {
    expect(fillPath('/api/a/{id}/b/{kind}', { id: '%00', kind: 'face' })).toBe('/api/a/%00/b/face');
  });
});

import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX, DOCS_PREFIX } from './security-headers.ts';

/**
 * OpenAPI built from the routes' zod schemas: JSON at /api/docs/json, Swagger UI at /api/docs.
 * Registered inside the /api scope (routes/api.ts): it documents the routes of that scope.
 */
export const openApiPlugin = fp<{ proName: string }>(
  async (app, { proName }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${proName} API`,
          description:
            'Borrower API of the PWA. Errors are {code, message, field?, retryAfterSeconds?}.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description: 'Token from /api/auth/login',
            },
          },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX.slice(API_PREFIX.length) });
  },
  { name: 'openapi', fastify: '5.x', dependencies: ['security-headers'] },
);

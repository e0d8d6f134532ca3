import fp from 'fastify-plugin';

/**
 * Fastify refuses `Content-Type: application/json` with an empty body, which some HTTP clients
 * send for a POST without payload (logout). An empty body is read as no body; anything else goes
 * through Fastify's own parser, prototype-poisoning protection included.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, body.toString(), done);
    });
  },
  { name: 'json-body', fastify: '5.x' },
);

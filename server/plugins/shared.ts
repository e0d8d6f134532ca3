import type { FastifyPluginAsync } from 'fastify';

/**
 * Lets a plugin's decorators and hooks reach the app that registers it, like fastify-plugin does,
 * through the hidden property Fastify documents for this (Reference/Plugins.md, "skip-override").
 */
export function shared<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
  return plugin;
}

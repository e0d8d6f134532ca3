import fp from 'fastify-plugin';
import type { CollectionsProvider } from '../collections/collections-provider.ts';
import type { AppConfig } from '../config.ts';
import { createServices } from '../services/services.ts';
import type { Services } from '../services/services.ts';
import { createSmsProvider } from '../sms/create-sms-provider.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export const servicesPlugin = fp<{
  config: AppConfig;
  now: () => Date;
  sms?: SmsProvider | undefined;
  collections?: CollectionsProvider | undefined;
}>(
  async (app, { config, now, sms, collections }) => {
    const smsProvider = sms ?? createSmsProvider(config, app.db, now);
    app.decorate(
      'services',
      createServices({ db: app.db, config, now, sms: smsProvider }, { collections }, app.log),
    );
    // Signed-in requests use the session cache only once sessions ended elsewhere are heard of.
    await app.services.sessions.ready;
    // A sweep of ended counter windows may still be running: the database closes after it
    // (onClose hooks run in reverse order of registration, the database plugin's last), and a
    // request still in flight starts no new one.
    app.addHook('onClose', async () => {
      await app.services.rateCounters.close();
      await app.services.sessions.close();
    });
  },
  { name: 'services', fastify: '5.x', dependencies: ['db'] },
);

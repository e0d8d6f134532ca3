import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createCollectionsProvider } from './create-collections-provider.ts';
import { memoryCheckoutBook } from './sandbox/memory-book.ts';

const deps = { now: () => new Date(), sandboxBook: memoryCheckoutBook() };
const PRODUCTION = {
  NODE_ENV: 'production',
  OTP_PEPPER: 'p'.repeat(32),
  CORPORATE_NAME: 'Sulong Lending Corporation',
  SEC_REGISTRATION_NO: 'CS201912345',
  CERTIFICATE_OF_AUTHORITY_NO: '3125',
  CORPORATE_ADDRESS: '20F Example Tower, Ayala Avenue, Makati City',
  LANDLINE: '+63 2 8123 4567',
  KEY_FACTS_LINK_SECRET: 'k'.repeat(32),
  DESK_SECRET_KEY: 'd'.repeat(43),
  SEMAPHORE_API_KEY: 'k',
};

describe('createCollectionsProvider (COLLECTIONS_PROVIDER)', () => {
  it('is the sandbox by default, with every channel', () => {
    const provider = createCollectionsProvider(loadConfig({}), deps);
    expect(provider.name).toBe('sandbox');
    expect(provider.channels).toHaveLength(9);
  });

  it('is PayMongo when configured with its keys', () => {
    const config = loadConfig({
      ...PRODUCTION,
      COLLECTIONS_PROVIDER: 'paymongo',
      PAYMONGO_SECRET_KEY: 'sk_live_x',
      PAYMONGO_WEBHOOK_SECRET: 'whsk_x',
      PUBLIC_URL: 'https://app.sulong.cash.example',
    });
    expect(createCollectionsProvider(config, deps)).toMatchObject({
      name: 'paymongo',
      channels: ['gcash', 'maya', 'qrph'],
    });
  });

  it('offers no channel when none is configured (production without the sandbox)', async () => {
    const provider = createCollectionsProvider(loadConfig(PRODUCTION), deps);
    expect(provider).toMatchObject({ name: 'none', channels: [] });
    expect(provider.verifyWebhook(Buffer.from('{}'), {})).toEqual({
      ok: false,
      reason: 'signature',
    });
    await expect(provider.getCheckout('x')).rejects.toThrow(/No collections provider/);
  });
});

import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_SESSION_WINDOW_MS, resetAnalyticsForTests, startAnalytics } from './analytics';

beforeEach(() => resetAnalyticsForTests());

describe('attribution analytics', () => {
  it('loads nothing and calls out nowhere without an app token', async () => {
    const load = vi.fn();
    expect(await startAnalytics({ appToken: '', production: true }, load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('initialises the SDK once, with the production or sandbox environment', async () => {
    const initSdk = vi.fn();
    const load = vi.fn(async () => ({ initSdk }) as never);
    await startAnalytics({ appToken: 'abc123', production: true }, load);
    await startAnalytics({ appToken: 'abc123', production: true }, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(initSdk).toHaveBeenCalledWith(
      expect.objectContaining({ appToken: 'abc123', environment: 'production' }),
    );

    resetAnalyticsForTests();
    await startAnalytics({ appToken: 'abc123', production: false }, load);
    expect(initSdk).toHaveBeenLastCalledWith(expect.objectContaining({ environment: 'sandbox' }));
  });

  it("uses the SDK's own 30-minute session window (docs/product.md#attribution-session)", () => {
    expect(ANALYTICS_SESSION_WINDOW_MS).toBe(30 * 60 * 1000);
    const sdk = readFileSync(
      'node_modules/@adjustcom/adjust-web-sdk/dist/adjust-latest.js',
      'utf8',
    );
    expect(sdk).toMatch(/sessionWindow:\s*30 \* MINUTE/);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../tests/support/fake-api';
import { PUBLIC_CONFIG } from '../../../tests/support/public-config';

const fresh = async () => {
  vi.resetModules();
  return import('./public-config-request');
};

afterEach(() => vi.unstubAllGlobals());

describe('the config without the API layer', () => {
  it('asks once for the page and for the API endpoint that takes it over', async () => {
    const { calls } = fakeApi({ 'GET /api/config': () => ({ body: PUBLIC_CONFIG }) });
    const { requestPublicConfig, takePublicConfigRequest } = await fresh();
    const [forPage, again] = await Promise.all([requestPublicConfig(), requestPublicConfig()]);
    expect(forPage).toEqual(PUBLIC_CONFIG);
    expect(again).toBe(forPage);
    expect(await takePublicConfigRequest()).toBe(forPage);
    expect(calls).toHaveLength(1);
    // Taken over: a refetch of the endpoint is a request of its own.
    await takePublicConfigRequest();
    expect(calls).toHaveLength(2);
  });

  it('answers start-up from the request the endpoint took, and a refetch afterwards from its own', async () => {
    let version = 1;
    const { calls } = fakeApi({
      'GET /api/config': () => ({ body: { ...PUBLIC_CONFIG, proName: `v${version}` } }),
    });
    const { requestPublicConfig, takePublicConfigRequest } = await fresh();
    expect((await takePublicConfigRequest()).proName).toBe('v1');
    expect((await requestPublicConfig()).proName).toBe('v1');
    expect(calls).toHaveLength(1);
    version = 2;
    expect((await takePublicConfigRequest()).proName).toBe('v2');
    expect((await requestPublicConfig()).proName).toBe('v2');
    expect(calls).toHaveLength(2);
  });

  it('keeps no failure: the next caller asks again', async () => {
    let reachable = false;
    const { calls } = fakeApi({
      'GET /api/config': () => (reachable ? { body: PUBLIC_CONFIG } : 'offline'),
    });
    const { requestPublicConfig } = await fresh();
    await expect(requestPublicConfig()).rejects.toThrow();
    reachable = true;
    expect(await requestPublicConfig()).toEqual(PUBLIC_CONFIG);
    expect(calls).toHaveLength(2);
  });

  it('takes a server error as a failure', async () => {
    fakeApi({ 'GET /api/config': () => ({ status: 503, body: { code: 'X', message: 'down' } }) });
    const { requestPublicConfig } = await fresh();
    await expect(requestPublicConfig()).rejects.toThrow('HTTP 503');
  });
});

import { useEffect, useState } from 'react';
import type { PublicConfig } from '@contract/public-config';
import { QUERY_TIMEOUT_MS } from './query-timeout';

/**
 * GET /api/config without the API layer (RTK Query and its base query, some 16 KB brotli): the
 * sign-in and welcome pages show the lender's identity from it before anything else of the API is
 * needed (docs/first-paint.md#public-config). The API's own endpoint takes this first answer over,
 * so a visit still asks once.
 */
const CONFIG_URL = '/api/config';

let early: Promise<PublicConfig> | null = null;

export function requestPublicConfig(): Promise<PublicConfig> {
  early ??= fetch(CONFIG_URL, {
    headers: { accept: 'application/json' },
    // As any query: no answer in time is no answer (AbortSignal.timeout is missing before Safari 16).
    signal: AbortSignal.timeout?.(QUERY_TIMEOUT_MS),
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`config: HTTP ${response.status}`);
      return (await response.json()) as PublicConfig;
    })
    .catch((error: unknown) => {
      // A failed request is not kept: the next caller asks again.
      early = null;
      throw error;
    });
  return early;
}

/**
 * The request above once, for the API's endpoint: later fetches (a refetch, an invalidation) are
 * the endpoint's own, so they are never answered from this first one.
 */
export function takePublicConfigRequest(): Promise<PublicConfig> {
  const request = requestPublicConfig();
  early = null;
  return request;
}

/** The config once it has come, for a component of the first screen; undefined until then. */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    let active = true;
    requestPublicConfig().then(
      (value) => active && setConfig(value),
      // Offline: the identity waits for the next visit; nothing on the page depends on it.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return config;
}

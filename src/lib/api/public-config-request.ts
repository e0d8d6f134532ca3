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
let taken = false;

function fetchConfig(): Promise<PublicConfig> {
  const request = fetch(CONFIG_URL, {
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
      if (early === request) early = null;
      throw error;
    });
  early = request;
  return request;
}

/** The visit's config request: the one on its way or answered, or a new one. */
export function requestPublicConfig(): Promise<PublicConfig> {
  return early ?? fetchConfig();
}

/**
 * For the API's endpoint: its first fetch is the visit's request (above), so a visit asks once;
 * each later one (a refetch, an invalidation) is a request of its own, which callers above then
 * share.
 */
export function takePublicConfigRequest(): Promise<PublicConfig> {
  if (taken) return fetchConfig();
  taken = true;
  return requestPublicConfig();
}

/** Tests only: a new visit. */
export function forgetPublicConfigRequest(): void {
  early = null;
  taken = false;
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

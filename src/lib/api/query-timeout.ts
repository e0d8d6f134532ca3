/**
 * How long a query (a GET) may wait for its answer before it is "network abnormal" and the
 * screen shows what the phone kept (docs/offline.md#snapshot). Mutations have no limit: giving
 * up on a payment the server may still be processing would hide it (docs/offline.md#never-queued).
 * Sign-out bounds its own wait for the logout (docs/sign-in.md#sign-out).
 */
export const QUERY_TIMEOUT_MS = 20_000;

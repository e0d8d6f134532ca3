/** Customer service's token on the e2e server only (in-memory database, never deployed). */
export const E2E_OPS_TOKEN = 'e2e-ops-token-0123456789abcdefghijklmnopqrstuvwxyz';

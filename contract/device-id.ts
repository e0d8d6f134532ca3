/* Zod-free on purpose: the client's API module imports this file. */

/**
 * The app's device id (docs/security.md#client-identity): a random id the browser keeps, sent on
 * every API request, so the server can count sign-in risk per device. Not derived from the
 * hardware; a request without a well-formed one is counted by its user agent instead.
 */
export const DEVICE_ID_HEADER = 'x-device-id';

export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

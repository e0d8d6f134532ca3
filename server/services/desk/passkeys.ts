import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyRow } from '../../repositories/staff-passkeys.ts';

/**
 * Passkeys (WebAuthn) for the desk (docs/desk.md#passkeys), through SimpleWebAuthn: the options
 * the browser needs, and the checks of what it answers. Always with user verification (the
 * device's PIN or biometrics): a passkey stands in for the second factor, so it must be one.
 */

/** Where the desk is, as WebAuthn binds credentials to it: its origin and that origin's host. */
export interface DeskSite {
  origin: string;
  rpID: string;
}

export const siteOf = (origin: string): DeskSite => ({ origin, rpID: new URL(origin).hostname });

/** WebAuthn's transport hints; the browser's list is kept only as far as it names these. */
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/**
 * Options for the browser, sent on as JSON: the server reads only their challenge (kept to check
 * the answer against), the desk's page hands the rest to WebAuthn.
 */
export type WebauthnOptions = { challenge: string } & Record<string, unknown>;

export interface NewPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
}

export async function registrationOptions(
  site: DeskSite,
  rpName: string,
  staff: { id: string; email: string; displayName: string },
  existing: readonly PasskeyRow[],
): Promise<WebauthnOptions> {
  const options = await generateRegistrationOptions({
    rpName,
    rpID: site.rpID,
    userName: staff.email,
    userDisplayName: staff.displayName,
    // An opaque handle, not the e-mail: authenticators may show or sync it.
    userID: new TextEncoder().encode(`staff-${staff.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: p.transports,
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  return options as unknown as WebauthnOptions;
}

/** The registered passkey, or null when the answer does not hold. */
export async function verifyRegistration(
  site: DeskSite,
  expectedChallenge: string,
  response: RegistrationResponseJSON,
): Promise<NewPasskey | null> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: site.origin,
      expectedRPID: site.rpID,
      requireUserVerification: true,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: credential.publicKey,
      signCount: credential.counter,
      // Copied from the browser's answer unchecked by the library: only known hints are kept.
      transports: (Array.isArray(credential.transports) ? credential.transports : [])
        .filter((t): t is string => typeof t === 'string' && TRANSPORTS.has(t))
        .slice(0, 8),
    };
  } catch {
    return null;
  }
}

export async function authenticationOptions(
  site: DeskSite,
  passkeys: readonly PasskeyRow[],
): Promise<WebauthnOptions> {
  const options = await generateAuthenticationOptions({
    rpID: site.rpID,
    allowCredentials: passkeys.map((p) => ({
      id: p.credentialId,
      transports: p.transports,
    })),
    userVerification: 'required',
  });
  return options as unknown as WebauthnOptions;
}

/**
 * The passkey's new signature count when the answer is its signature over this challenge, or
 * null: another challenge, origin or key, no user verification, or a count that went back (a
 * copied authenticator), which SimpleWebAuthn refuses.
 */
export async function verifyAuthentication(
  site: DeskSite,
  expectedChallenge: string,
  response: AuthenticationResponseJSON,
  passkey: PasskeyRow,
): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: site.origin,
      expectedRPID: site.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.signCount,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

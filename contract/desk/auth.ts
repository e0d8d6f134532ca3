import { z } from 'zod';
import { text } from '../common-schemas.ts';
import { STAFF_ROLE_NAMES } from './roles.ts';

/**
 * The desk's sign-in and account contract (docs/desk.md#sign-in), shared by the server and the
 * desk's screens. The desk is in English only; its messages are the server's.
 */
export { STAFF_ROLE_NAMES };
export const staffRoleSchema = z.enum(STAFF_ROLE_NAMES);

const email = text().trim().min(3).max(254);
const token = text().regex(/^[A-Za-z0-9_-]{43}$/);
const password = text().min(1).max(1024);
const totpCode = text()
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter the 6 digits of the code.' });
const base64url = (max: number) =>
  text()
    .regex(/^[A-Za-z0-9_-]*$/)
    .max(max);

export const enrolmentStartRequestSchema = z.object({ token });
/**
 * WebAuthn's JSON as the browser gives it (PublicKeyCredential.toJSON()): the parts the server's
 * library reads, each checked for its form (the library checks what they say); anything else
 * the browser adds is dropped.
 */
const webauthnJson = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(65_536),
    // Registration.
    attestationObject: base64url(65_536).optional(),
    transports: z
      .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
      .max(8)
      .optional(),
    // Sign-in.
    authenticatorData: base64url(65_536).optional(),
    // ML-DSA (post-quantum) signatures run to 4,627 bytes; Chromium's authenticator makes them.
    signature: base64url(8192).optional(),
    userHandle: base64url(1024).optional(),
  }),
  clientExtensionResults: z.object({
    credProps: z.object({ rk: z.boolean().optional() }).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** Options for navigator.credentials.create() / .get(), as JSON (parseCreationOptionsFromJSON). */
const webauthnOptions = z.looseObject({ challenge: z.string() });

export const enrolmentStartResponseSchema = z.object({
  email: z.string(),
  displayName: z.string(),
  /** The TOTP key in base32, for an app that cannot scan. */
  totpSecret: z.string(),
  /** The key as an otpauth:// URI, shown as a QR code. */
  otpauthUri: z.string(),
  /** For a device with a passkey: what navigator.credentials.create() takes. */
  passkeyOptions: webauthnOptions,
});

export const enrolmentFinishRequestSchema = z.object({
  token,
  password,
  /** One of the two second factors, or both. */
  totpCode: totpCode.optional(),
  passkey: webauthnJson.optional(),
});

export const signInRequestSchema = z.object({ email, password });
export const signInResponseSchema = z.object({
  /** Short-lived: the second factor must follow within 5 minutes. */
  challengeToken: z.string(),
  /** What the account can prove itself with, the passkey first when it has one. */
  factors: z.array(z.enum(['passkey', 'totp'])),
  /** With a passkey: what navigator.credentials.get() takes. */
  passkeyOptions: webauthnOptions.optional(),
});

/** Adding a passkey to one's own enrolled account: the password again, and the new passkey. */
export const passkeyOptionsResponseSchema = z.object({ passkeyOptions: webauthnOptions });
export const ownPasskeyRequestSchema = z.object({ password, passkey: webauthnJson });

export const totpSignInRequestSchema = z.object({ challengeToken: token, code: totpCode });

export const passkeySignInRequestSchema = z.object({
  challengeToken: token,
  response: webauthnJson,
});

export const staffSelfSchema = z.object({
  staffId: z.string(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(staffRoleSchema),
  permissions: z.array(z.string()),
});
export type StaffSelf = z.infer<typeof staffSelfSchema>;

export const createStaffRequestSchema = z.object({
  email,
  displayName: text().trim().min(1).max(80),
  roles: z.array(staffRoleSchema).min(1),
});
export const createStaffResponseSchema = z.object({
  staffId: z.string(),
  /** The one-time link's token: the desk shows the link once, to hand over. */
  enrolmentToken: z.string(),
  expiresAt: z.string(),
});

export const enrolmentLinkSchema = z.object({ enrolmentToken: z.string(), expiresAt: z.string() });

export const issueApiKeyRequestSchema = z.object({ label: text().trim().min(1).max(80) });
export const issuedApiKeySchema = z.object({
  keyId: z.string(),
  /** Shown once: only its hash is kept. */
  key: z.string(),
});
export const apiKeyListSchema = z.array(
  z.object({
    keyId: z.string(),
    label: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  }),
);

export const staffRolesSchema = z.object({ roles: z.array(staffRoleSchema).min(1) });

export const staffListSchema = z.array(
  z.object({
    staffId: z.string(),
    email: z.string(),
    displayName: z.string(),
    roles: z.array(staffRoleSchema),
    status: z.enum(['invited', 'active', 'disabled']),
    createdAt: z.string(),
  }),
);

import { z } from 'zod';

/**
 * The desk's sign-in and account contract (docs/desk.md#sign-in), shared by the server and the
 * desk's screens. The desk is in English only; its messages are the server's.
 */
export const STAFF_ROLE_NAMES = ['reviewer', 'collections', 'finance', 'care', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLE_NAMES);

const email = z.string().trim().min(3).max(254);
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter the 6 digits of the code.' });

export const enrolmentStartRequestSchema = z.object({ token });
/**
 * WebAuthn's JSON as the browser gives it (PublicKeyCredential.toJSON()); the server's library
 * checks every part, so only its outline is checked here.
 */
const webauthnJson = z.looseObject({
  id: z.string().max(1024),
  rawId: z.string().max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(65_536) }),
  clientExtensionResults: z.looseObject({}),
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
  password: z.string().min(1).max(1024),
  /** One of the two second factors, or both. */
  totpCode: totpCode.optional(),
  passkey: webauthnJson.optional(),
});

export const signInRequestSchema = z.object({ email, password: z.string().min(1).max(1024) });
export const signInResponseSchema = z.object({
  /** Short-lived: the second factor must follow within 5 minutes. */
  challengeToken: z.string(),
  /** What the account can prove itself with, the passkey first when it has one. */
  factors: z.array(z.enum(['passkey', 'totp'])),
  /** With a passkey: what navigator.credentials.get() takes. */
  passkeyOptions: webauthnOptions.optional(),
});

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
  displayName: z.string().trim().min(1).max(80),
  roles: z.array(staffRoleSchema).min(1),
});
export const createStaffResponseSchema = z.object({
  staffId: z.string(),
  /** The one-time link's token: the desk shows the link once, to hand over. */
  enrolmentToken: z.string(),
  expiresAt: z.string(),
});

export const enrolmentLinkSchema = z.object({ enrolmentToken: z.string(), expiresAt: z.string() });

export const issueApiKeyRequestSchema = z.object({ label: z.string().trim().min(1).max(80) });
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

import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A software passkey for API tests (docs/desk.md#passkeys): an ES256 key that answers WebAuthn's
 * registration ("none" attestation) and sign-in as an authenticator with user verification
 * would, byte for byte, so the server's real checks run. The e2e tests use Chromium's own
 * virtual authenticator instead.
 */
const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

type CborValue = Parameters<typeof isoCBOR.encode>[0];

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class SoftPasskey {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** The signature counter; set it back to play a copied authenticator. */
  count = 0;

  private origin: string;

  /** `origin`: the page the browser would show (its host is the relying party). */
  constructor(origin: string) {
    this.origin = origin;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(flags: number, extra: Uint8Array = new Uint8Array()): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.count);
    return Buffer.concat([
      sha256(new URL(this.origin).hostname),
      Buffer.from([flags]),
      counter,
      extra,
    ]);
  }

  private clientData(type: string, challenge: string): string {
    return JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false });
  }

  /** What navigator.credentials.create(options) gives back, as JSON. */
  register(options: { challenge: string }, { verified = true } = {}) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cose]);
    const attestationObject = isoCBOR.encode(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(verified ? UP | UV | AT : UP | AT, attested)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** What navigator.credentials.get(options) gives back, as JSON; the counter moves on first. */
  authenticate(options: { challenge: string }, { verified = true } = {}) {
    this.count += 1;
    const authenticatorData = this.authData(verified ? UP | UV : UP);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

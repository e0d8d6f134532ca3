import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Staff passwords, stored with scrypt (memory-hard, in Node itself; docs/desk.md#passwords):
 * N = 2^15, r = 8, p = 1 uses 32 MiB and about 100 ms per hash here, slow for a guesser and
 * bearable for a sign-in. The stored text names its parameters, so they can grow later while
 * old hashes still verify.
 */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      // Node refuses a cost above maxmem; scrypt needs 128·N·r bytes.
      { N: n, r, p, maxmem: 2 * 128 * n * r },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const [cost, block, parallel] = [Number(n), Number(r), Number(p)];
  // Only parameters this code could have written or grown to: a stored text cannot ask for more.
  if (
    ![cost, block, parallel].every(Number.isInteger) ||
    cost > 2 ** 17 ||
    block > 16 ||
    parallel > 4
  )
    return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost, block, parallel);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash to verify against when the e-mail is unknown, so that a sign-in with a wrong address
 * takes as long as one with a wrong password and does not tell which addresses exist.
 */
let decoy: Promise<string> | null = null;
export const decoyHash = (): Promise<string> =>
  (decoy ??= hashPassword(randomBytes(16).toString('hex')));

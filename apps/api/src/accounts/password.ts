import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt at the OWASP Password Storage Cheat Sheet's parameters: N = 2^17 (128 MiB), r = 8, p = 1.
 * The parameters are stored with each hash, so they can be raised later and old hashes still verify.
 */
export const SCRYPT_PARAMS = { log2N: 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

function derive(
  password: string,
  salt: Buffer,
  log2N: number,
  r: number,
  p: number,
  keyLength: number,
): Promise<Buffer> {
  const N = 2 ** log2N;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { log2N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, log2N, r, p, keyLength);
  return ['scrypt', log2N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !log2N || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(log2N),
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/** Verifying against this costs what a real check costs, so unknown e-mails answer as slowly as known ones. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt at the OWASP Password Storage Cheat Sheet's parameters: N = 2^17 (128 MiB), r = 8, p = 1.
 * The parameters are stored with each hash, so they can be raised later and old hashes still verify.
 */
export const SCRYPT_PARAMS = { log2N: 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

/**
 * The test suites' cost: N = 2^10 (1 MiB), about a thousandth of the work. Tests register and sign
 * in hundreds of people; at the OWASP cost each hash is a third of a second of a core, minutes of a
 * CI run (Django's documentation advises the same for test runs). The path is the same scrypt, and
 * the hash records its parameters, so only the cost differs.
 */
export const TEST_SCRYPT_LOG2N = 10;

/** `PASSWORD_HASHING=fast-for-tests` (the test suites' servers and CLI) hashes at the test cost. */
export const PASSWORD_HASHING_FOR_TESTS = 'fast-for-tests';

/**
 * The cost new hashes get: OWASP's unless `PASSWORD_HASHING` asks for the tests'. Any other value,
 * and the tests' cost with `NODE_ENV=production`, is refused.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  const setting = env['PASSWORD_HASHING'];
  if (setting === undefined || setting === '') return SCRYPT_PARAMS.log2N;
  if (setting === PASSWORD_HASHING_FOR_TESTS && env['NODE_ENV'] === 'production') {
    throw new Error(`PASSWORD_HASHING=${PASSWORD_HASHING_FOR_TESTS} is for test runs, not with NODE_ENV=production`);
  }
  if (setting === PASSWORD_HASHING_FOR_TESTS) return TEST_SCRYPT_LOG2N;
  throw new Error(
    `PASSWORD_HASHING is "${setting}": leave it unset, or set it to "${PASSWORD_HASHING_FOR_TESTS}" in test runs only`,
  );
}

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

export async function hashPassword(password: string, log2N = passwordHashCost()): Promise<string> {
  const { r, p, keyLength, saltLength } = SCRYPT_PARAMS;
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

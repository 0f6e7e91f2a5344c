import { describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordHashCost, SCRYPT_PARAMS, TEST_SCRYPT_LOG2N, verifyPassword } from './password.ts';

// scrypt at OWASP cost is slow on a busy 2-core machine: a generous ceiling, not a timing check.
vi.setConfig({ testTimeout: 120_000 });

describe('password hashing', () => {
  it('stores a salted scrypt hash at the OWASP parameters and verifies only the right password', async () => {
    // A shop's server: no PASSWORD_HASHING.
    const stored = await hashPassword('orange-mango-77', passwordHashCost({}));
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(SCRYPT_PARAMS.log2N), '8', '1']);
    expect(SCRYPT_PARAMS.log2N).toBeGreaterThanOrEqual(17);
    expect(stored).not.toContain('orange-mango-77');
    await expect(verifyPassword('orange-mango-77', stored)).resolves.toBe(true);
    await expect(verifyPassword('orange-mango-78', stored)).resolves.toBe(false);
    expect(await hashPassword('orange-mango-77', passwordHashCost({}))).not.toBe(stored);
  });

  it('hashes at the test suites’ cost under PASSWORD_HASHING=fast-for-tests, and such a hash verifies as any other', async () => {
    const cost = passwordHashCost({ PASSWORD_HASHING: 'fast-for-tests' });
    expect(cost).toBe(TEST_SCRYPT_LOG2N);
    const stored = await hashPassword('lemon-mint-42', cost);
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(TEST_SCRYPT_LOG2N), '8', '1']);
    await expect(verifyPassword('lemon-mint-42', stored)).resolves.toBe(true);
    await expect(verifyPassword('lemon-mint-43', stored)).resolves.toBe(false);
  });

  it('refuses any other PASSWORD_HASHING, and the test cost with NODE_ENV=production', () => {
    expect(passwordHashCost({ PASSWORD_HASHING: '' })).toBe(SCRYPT_PARAMS.log2N);
    expect(() => passwordHashCost({ PASSWORD_HASHING: 'fast' })).toThrow(
      'PASSWORD_HASHING is "fast": leave it unset, or set it to "fast-for-tests" in test runs only',
    );
    expect(() => passwordHashCost({ PASSWORD_HASHING: 'fast-for-tests', NODE_ENV: 'production' })).toThrow(
      'PASSWORD_HASHING=fast-for-tests is for test runs, not with NODE_ENV=production',
    );
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    await expect(verifyPassword('anything', 'plain-text')).resolves.toBe(false);
  });
});

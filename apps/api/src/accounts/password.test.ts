import { describe, expect, it, vi } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './password.ts';

// scrypt at OWASP cost is slow on a busy 2-core machine: a generous ceiling, not a timing check.
vi.setConfig({ testTimeout: 120_000 });

describe('password hashing', () => {
  it('stores a salted scrypt hash at the OWASP parameters and verifies only the right password', async () => {
    const stored = await hashPassword('orange-mango-77');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(SCRYPT_PARAMS.log2N), '8', '1']);
    expect(SCRYPT_PARAMS.log2N).toBeGreaterThanOrEqual(17);
    expect(stored).not.toContain('orange-mango-77');
    await expect(verifyPassword('orange-mango-77', stored)).resolves.toBe(true);
    await expect(verifyPassword('orange-mango-78', stored)).resolves.toBe(false);
    expect(await hashPassword('orange-mango-77')).not.toBe(stored);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    await expect(verifyPassword('anything', 'plain-text')).resolves.toBe(false);
  });
});

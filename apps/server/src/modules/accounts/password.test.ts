import { hash, verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  passwordHashingOptions,
  PRODUCTION_PASSWORD_HASHING,
  verifyPassword,
} from './password.ts';

describe('password hashing', () => {
  it('uses Argon2id with 19 MiB, 2 passes and 1 lane outside the tests', async () => {
    expect(passwordHashingOptions({ NODE_ENV: 'production' })).toEqual({
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    // The cheap setting needs both the test environment and the explicit switch.
    expect(
      passwordHashingOptions({ NODE_ENV: 'production', COPYVEST_CHEAP_PASSWORD_HASHING: '1' }),
    ).toBe(PRODUCTION_PASSWORD_HASHING);
    expect(passwordHashingOptions({ NODE_ENV: 'test' })).toBe(PRODUCTION_PASSWORD_HASHING);
    const stored = await hash('correct horse', PRODUCTION_PASSWORD_HASHING);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies a hash made with the production parameters, as stored by a running server', async () => {
    const stored = await hash('correct horse', PRODUCTION_PASSWORD_HASHING);
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false);
  });

  it('hashes cheaply in the tests, and what it hashes verifies', async () => {
    const stored = await hashPassword('battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verify(stored, 'battery staple')).toBe(true);
    expect(await verifyPassword(null, 'battery staple')).toBe(false);
  });
});

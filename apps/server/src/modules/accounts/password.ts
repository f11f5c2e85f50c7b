import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 50 ms a hash on
 * this machine. `algorithm: 2` is Algorithm.Argon2id (a const enum, not importable under
 * verbatimModuleSyntax).
 */
export const PRODUCTION_PASSWORD_HASHING = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The server's tests hash about a thousand passwords: they ask for the cheapest Argon2id
 * (COPYVEST_CHEAP_PASSWORD_HASHING=1 under NODE_ENV=test, set by apps/server/vitest.config.ts).
 * Every hash names its own parameters, so each verifies whichever way it was made;
 * `password.test.ts` pins the production ones.
 */
export function passwordHashingOptions(env: Record<string, string | undefined>) {
  if (env.NODE_ENV === 'test' && env.COPYVEST_CHEAP_PASSWORD_HASHING === '1') {
    return { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 } as const;
  }
  return PRODUCTION_PASSWORD_HASHING;
}

const OPTIONS = passwordHashingOptions(process.env);

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against this when the e-mail is unknown keeps both answers equally slow.
const dummyHash = hash('not-a-real-password', OPTIONS);

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}

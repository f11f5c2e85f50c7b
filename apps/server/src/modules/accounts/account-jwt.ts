import { jwtVerify, SignJWT } from 'jose';

/** Account JWTs live 15 minutes, as the SDK documents. */
export const JWT_LIFETIME_SECONDS = 15 * 60;

export interface SignAccountJwtOptions {
  key: Uint8Array;
  userId: string;
  sessionId: string;
  now: Date;
}

export async function signAccountJwt(options: SignAccountJwtOptions): Promise<string> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  return new SignJWT({ userId: options.userId, sessionId: options.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + JWT_LIFETIME_SECONDS)
    .sign(options.key);
}

export interface VerifyAccountJwtOptions {
  key: Uint8Array;
  jwt: string;
  now: Date;
}

/** The session a valid, unexpired JWT names and when the JWT expires, or null. */
export async function verifyAccountJwt(
  options: VerifyAccountJwtOptions,
): Promise<{ userId: string; sessionId: string; expiresAt: Date } | null> {
  try {
    const { payload } = await jwtVerify(options.jwt, options.key, {
      algorithms: ['HS256'],
      currentDate: options.now,
    });
    const { userId, sessionId, exp } = payload;
    return typeof userId === 'string' && typeof sessionId === 'string' && typeof exp === 'number'
      ? { userId, sessionId, expiresAt: new Date(exp * 1000) }
      : null;
  } catch {
    return null;
  }
}

import { createHmac } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** File tokens are signed with their own key, derived from the JWT key: never an account JWT. */
export function fileTokenKey(jwtKey: Uint8Array): Uint8Array {
  return createHmac('sha256', jwtKey).update('copyvest file tokens v1').digest();
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface FileTokenClaims {
  tokenId: string;
  bucketId: string;
  fileId: string;
}

export interface SignFileTokenOptions {
  key: Uint8Array;
  tokenId: string;
  bucketId: string;
  fileId: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The token's secret: a JWT naming the token and its file (`resourceId` `<bucketId>:<fileId>`,
 * `resourceType` `files`, as Appwrite's), expiring with it. Derived from the stored token, so
 * reading a token again gives the same secret.
 */
export function signFileToken(options: SignFileTokenOptions): Promise<string> {
  return new SignJWT({
    tokenId: options.tokenId,
    resourceId: `${options.bucketId}:${options.fileId}`,
    resourceType: 'files',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(seconds(options.createdAt))
    .setExpirationTime(seconds(options.expiresAt))
    .sign(options.key);
}

export interface VerifyFileTokenOptions {
  key: Uint8Array;
  token: string;
  now: Date;
}

/** The token a secret names; 'expired' for a genuine one past its time; null for anything else. */
export async function verifyFileToken(
  options: VerifyFileTokenOptions,
): Promise<FileTokenClaims | 'expired' | null> {
  try {
    const { payload } = await jwtVerify(options.token, options.key, {
      algorithms: ['HS256'],
      currentDate: options.now,
    });
    const { tokenId, resourceId, resourceType } = payload;
    if (typeof tokenId !== 'string' || typeof resourceId !== 'string' || resourceType !== 'files')
      return null;
    const split = resourceId.indexOf(':');
    if (split < 1) return null;
    return { tokenId, bucketId: resourceId.slice(0, split), fileId: resourceId.slice(split + 1) };
  } catch (error) {
    return error instanceof joseErrors.JWTExpired ? 'expired' : null;
  }
}

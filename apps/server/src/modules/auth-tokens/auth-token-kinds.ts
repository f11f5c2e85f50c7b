import type { authTokens } from '../../db/schema.ts';

export type AuthTokenRow = typeof authTokens.$inferSelect;
export type AuthTokenKind = AuthTokenRow['kind'];

/** Kinds whose secret is a 6-digit code (HMAC-hashed, 5 tries); the others are 256-bit links. */
const CODE_KINDS: ReadonlySet<AuthTokenKind> = new Set([
  'email-code',
  'phone-code',
  'phone-verification',
]);

export function isCodeKind(kind: AuthTokenKind): boolean {
  return CODE_KINDS.has(kind);
}

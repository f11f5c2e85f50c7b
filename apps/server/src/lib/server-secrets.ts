import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import type { Config } from '../config.ts';
import { loadServerKey } from './server-key-file.ts';

/**
 * What the server keeps secret at rest, from one key (SECRETS_KEY, or generated into
 * DATA_DIR/secrets-key): sealing (AES-256-GCM) for what must be read back (authenticator secrets,
 * PKCE verifiers, links and codes waiting in the mail outbox), and an HMAC for short codes, whose
 * plain SHA-256 could be reversed by trying all million of them.
 */
export interface ServerSecrets {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key or was altered. */
  open(sealed: string): string;
  /** HMAC-SHA-256 of a short code, bound to what it is for (a token or challenge id). */
  codeHash(scope: string, code: string): string;
}

const SEALED_PREFIX = 'v1.';

export function createServerSecrets(key: Uint8Array): ServerSecrets {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', key, '', info, 32));
  const sealKey = derive('copyvest seal v1');
  const codeKey = derive('copyvest code hmac v1');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(SEALED_PREFIX)) throw new Error('not a sealed value');
      const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    codeHash(scope, code) {
      return createHmac('sha256', codeKey).update(`${scope}\n${code}`).digest('hex');
    },
  };
}

export function loadServerSecrets(config: Config): ServerSecrets {
  return createServerSecrets(
    loadServerKey({
      configured: config.SECRETS_KEY,
      dataDir: config.dataDir,
      fileName: 'secrets-key',
    }),
  );
}

/** A 256-bit random secret for a link (URL-safe). */
export function newLinkSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a high-entropy secret: enough, since it cannot be guessed to begin with. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A code of `digits` random decimal digits (leading zeros kept). */
export function newNumericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** Compares two hex digests in constant time (false when their lengths differ). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

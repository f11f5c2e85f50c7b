import { randomInt } from 'node:crypto';
import { MFA_RECOVERY_CODE_COUNT } from '@copyvest/shared';
import { sha256Hex } from '../../lib/server-secrets.ts';

/** Letters and digits that cannot be mistaken for one another when copied by hand. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code: 16 characters (about 79 bits) in 4 groups, e.g. `k3mf-8qzt-2hwp-x7nc`. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 16; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: MFA_RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** What is stored: the SHA-256 of the code without dashes, spaces or case. */
export function recoveryCodeHash(code: string): string {
  return sha256Hex(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

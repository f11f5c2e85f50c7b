import { randomBytes, randomInt } from 'node:crypto';
import { TRANSACTION_ID_PREFIX } from '@copyvest/shared';

/** A timestamp in hex plus 7 random hex characters (spec section 9). */
export function newId(): string {
  return Date.now().toString(16) + randomBytes(4).toString('hex').slice(0, 7);
}

/** 'TNX-' plus 6 random digits. Uniqueness is the database's job (unique index + retry). */
export function newTransactionId(): string {
  return TRANSACTION_ID_PREFIX + String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A referral id generated from the name: a slug plus 4 random characters. */
export function newReferralId(name: string): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '')
      .slice(0, 12) || 'user';
  return `${slug}${randomBytes(3).toString('hex').slice(0, 4)}`;
}

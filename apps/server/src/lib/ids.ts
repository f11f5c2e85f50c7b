import { randomBytes, randomInt } from 'node:crypto';
import {
  TRANSACTION_ID_ALPHABET,
  TRANSACTION_ID_LENGTH,
  TRANSACTION_ID_PREFIX,
} from '@copyvest/shared';

/** A timestamp in hex plus 7 random hex characters (spec section 9). */
export function newId(): string {
  return Date.now().toString(16) + randomBytes(4).toString('hex').slice(0, 7);
}

/**
 * 'TNX-' plus 6 random characters from an upper case alphabet without look-alikes (spec's other
 * reading; about 887 million ids). Uniqueness is the database's job (unique index + retry).
 */
export function newTransactionId(): string {
  let id = TRANSACTION_ID_PREFIX;
  for (let i = 0; i < TRANSACTION_ID_LENGTH; i++) {
    id += TRANSACTION_ID_ALPHABET[randomInt(TRANSACTION_ID_ALPHABET.length)];
  }
  return id;
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

import type { TPlatformAccount } from '@copyvest/shared';

/** A user's figure that the books keep: `balance` and `profit` hold money, `bonus` is a memo. */
export type Figure = 'balance' | 'profit' | 'bonus';

/** One side of a transfer: a user's figure, a platform account or a follower's copy (decision 043). */
export type Account =
  { user: string; figure: Figure } | { platform: TPlatformAccount } | { copy: string };

/** The account's name in the books: `user:<id>:<figure>` or `platform:<code>`. */
export function accountName(account: Account): string {
  if ('copy' in account) return `copy:${account.copy}`;
  return 'user' in account
    ? `user:${account.user}:${account.figure}`
    : `platform:${account.platform}`;
}

/** The ledger an account belongs to: the bonus memo (decision 037) or money. */
export function ledgerOf(account: Account): 'usd' | 'bonus' {
  if ('copy' in account) return 'usd';
  if ('user' in account) return account.figure === 'bonus' ? 'bonus' : 'usd';
  return account.platform === 'bonuses_granted' ? 'bonus' : 'usd';
}

export function userAccount(user: string, figure: Figure): Account {
  return { user, figure };
}

export function platformAccount(platform: TPlatformAccount): Account {
  return { platform };
}

/** A follower's copy: its equity is this account's posted balance. */
export function copyAccount(copyId: string): Account {
  return { copy: copyId };
}

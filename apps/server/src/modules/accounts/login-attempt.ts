import type { AppDeps } from '../../app-deps.ts';

/** Failed logins for one account from one IP: past the limit that IP waits (429). */
export const PAIR_BUCKET = 'login-failures:ip+account';

/** Failed logins for one account from every IP: past a threshold, every attempt is slowed. */
export const ACCOUNT_BUCKET = 'login-failures:account';

export interface LoginAttempt {
  deps: AppDeps;
  /** Normalised e-mail (the account being tried, whether it exists or not). */
  email: string;
  ip: string;
}

/** The rate-limit key of one IP trying one account. */
export const pairKey = (attempt: LoginAttempt) => `${attempt.ip}\n${attempt.email}`;

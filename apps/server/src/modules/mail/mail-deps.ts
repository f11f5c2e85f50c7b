import type { AppDeps } from '../../app-deps.ts';

/**
 * What the outbox worker uses of the app's dependencies: the database, the config, the clock and
 * the secrets sealed in mails. The mail thread builds these alone (src/mail-thread.ts).
 */
export type MailDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'secrets'>;

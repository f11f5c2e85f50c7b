import { messages } from '@copyvest/shared';
import { useId } from 'react';
import { useSession } from '@/lib/session/use-session';
import { ActivityCard } from './activity-card';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { CloseAccountCard } from './close-account-card';
import { SecurityCard } from './security-card';
import { SessionsCard } from './sessions-card';

const s = messages.security;

/**
 * The profile's Security section (user and admin profile): change password, change e-mail,
 * active sessions, recent activity and closing the account, all through the SDK's Account calls.
 */
export function SecuritySection() {
  const { account } = useSession();
  const titleId = useId();
  // Signing out or closing the account empties the session before the page goes away.
  if (!account) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {s.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{s.description}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <SecurityCard title={s.passwordTitle}>
          <ChangePasswordForm />
        </SecurityCard>
        <SecurityCard title={s.emailTitle}>
          <ChangeEmailForm key={account.email} currentEmail={account.email} />
        </SecurityCard>
      </div>
      <SessionsCard />
      <ActivityCard />
      <CloseAccountCard />
    </section>
  );
}

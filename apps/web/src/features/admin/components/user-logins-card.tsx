import { formatDateTime, messages } from '@copyvest/shared';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { ScrollGroup } from '@/components/ui/scroll-group';
import { useUserLogins } from '@/features/admin/api/user-tools';

const t = messages.userTools;
const th = 'whitespace-nowrap py-2 pr-4 text-left font-medium';
const td = 'py-2 pr-4 align-top';

/** The user's sign-ins, newest first: time, address, device (decision 056). */
export function UserLoginsCard({ userId }: { userId: string }) {
  const logins = useUserLogins(userId);
  return (
    <Panel title={t.loginsTitle}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t.loginsHint}</p>
      {logins.isPending ? (
        <LoadingState />
      ) : logins.isError ? (
        <ErrorState error={logins.error} onRetry={() => void logins.refetch()} />
      ) : logins.data.logins.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.loginsEmpty}</p>
      ) : (
        <ScrollGroup label={t.loginsTitle} className="max-h-80 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t.loginsTitle}</caption>
            <thead>
              <tr className="text-slate-600 dark:text-slate-400">
                <th scope="col" className={th}>
                  {t.loginColumns.time}
                </th>
                <th scope="col" className={th}>
                  {t.loginColumns.ip}
                </th>
                <th scope="col" className={th}>
                  {t.loginColumns.device}
                </th>
                <th scope="col" className={th}>
                  {t.loginColumns.outcome}
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-800 dark:text-slate-200">
              {logins.data.logins.map((login) => (
                <tr key={login.$id} className="border-t border-slate-100 dark:border-slate-800">
                  <td className={`${td} whitespace-nowrap`}>{formatDateTime(login.time)}</td>
                  <td className={`${td} font-mono`}>{login.ip}</td>
                  <td className={td} title={login.userAgent}>
                    {[login.client, login.device].filter(Boolean).join(' · ') || login.userAgent}
                  </td>
                  <td className={td}>{t.loginSucceeded}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollGroup>
      )}
    </Panel>
  );
}

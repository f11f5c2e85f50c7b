import { formatDate, messages, type TUser } from '@copyvest/shared';
import { ScrollText, ShieldCheck, Trash2, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteUser } from '@/features/admin/api/delete-user';
import { useSetUserFlag } from '@/features/admin/api/set-user-flag';
import { Badge } from '@/features/admin/components/badge';
import { ReasonDialog } from '@/features/admin/components/reason-dialog';
import { UserStatusBadge } from '@/features/admin/components/user-status-badge';
import { useSession } from '@/lib/session/use-session';

const t = messages.admin;

/**
 * Who the user is (Activated/Deactivated badge) and what an admin can do: Make Admin (until they
 * are one), Activate or Deactivate, Delete User (then back to the list). On the admin's own page
 * Deactivate and Delete User are not offered: the server refuses both for one's own account.
 */
export function UserProfileCard({ user }: { user: TUser }) {
  const navigate = useNavigate();
  const flag = useSetUserFlag(user.$id);
  const remove = useDeleteUser(user.$id, () => void navigate('/admin/users', { replace: true }));
  const [confirm, setConfirm] = useState<'none' | 'delete' | 'make-admin' | 'deactivate'>('none');
  const [reason, setReason] = useState('');
  const busy = flag.isPending || remove.isPending;
  const busyAction = flag.isPending ? flag.variables?.action : null;
  const isSelf = useSession().user?.$id === user.$id;

  const details: [string, string][] = [
    [t.phone, user.phone || t.notSet],
    [t.country, user.country || t.notSet],
    [t.referralId, user.referralId],
    [t.joined, formatDate(user.$createdAt)],
    [t.userId, user.$id],
  ];

  return (
    <section
      aria-labelledby="admin-user-name"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={user.name} avatar={user.avatar} size="lg" decorative />
        <div className="min-w-0 flex-1">
          <h2
            id="admin-user-name"
            className="text-xl font-semibold break-words text-slate-900 dark:text-white"
          >
            {user.name}
          </h2>
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <UserStatusBadge isActive={user.isActive} variant="profile" />
            {user.isAdmin && <Badge tone="info">{t.adminBadge}</Badge>}
          </div>
        </div>
      </div>

      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {details.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="mt-0.5 font-medium break-all text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>

      <div
        role="group"
        aria-label={t.userActions}
        className="mt-6 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:flex-wrap dark:border-slate-800"
      >
        {!user.isAdmin && (
          <Button
            variant="secondary"
            onClick={() => setConfirm('make-admin')}
            disabled={busy}
            busy={busyAction === 'make-admin'}
          >
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t.makeAdmin}
          </Button>
        )}
        {isSelf ? null : user.isActive ? (
          <Button
            variant="secondary"
            onClick={() => setConfirm('deactivate')}
            disabled={busy}
            busy={busyAction === 'deactivate'}
          >
            <UserX className="size-4" aria-hidden="true" />
            {t.deactivate}
          </Button>
        ) : (
          <Button
            onClick={() => flag.mutate({ action: 'activate' })}
            disabled={busy}
            busy={busyAction === 'activate'}
          >
            <UserCheck className="size-4" aria-hidden="true" />
            {t.activate}
          </Button>
        )}
        {!isSelf && (
          <Button variant="danger" onClick={() => setConfirm('delete')} disabled={busy}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t.deleteUser}
          </Button>
        )}
        <Link
          to={`/admin/audit?targetId=${encodeURIComponent(user.$id)}`}
          className={buttonStyles({ variant: 'ghost', className: 'sm:ml-auto' })}
        >
          <ScrollText className="size-4" aria-hidden="true" />
          {t.viewAudit}
        </Link>
      </div>

      <ConfirmDialog
        open={confirm === 'make-admin'}
        title={t.makeAdminTitle}
        description={t.makeAdminText(user.name)}
        confirmLabel={t.makeAdmin}
        tone="primary"
        busy={busyAction === 'make-admin'}
        onCancel={() => setConfirm('none')}
        onConfirm={() =>
          flag.mutate({ action: 'make-admin' }, { onSettled: () => setConfirm('none') })
        }
      />
      <ReasonDialog
        open={confirm === 'deactivate'}
        title={t.suspendTitle(user.name)}
        description={t.suspendText}
        label={t.suspendReason}
        confirmLabel={t.deactivate}
        reason={reason}
        onReasonChange={setReason}
        busy={busyAction === 'deactivate'}
        onCancel={() => setConfirm('none')}
        onConfirm={() =>
          flag.mutate(
            { action: 'deactivate', reason: reason.trim() },
            { onSettled: () => setConfirm('none') },
          )
        }
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t.deleteUserTitle}
        description={t.deleteUserText(user.name)}
        confirmLabel={t.deleteUser}
        busy={remove.isPending}
        onCancel={() => setConfirm('none')}
        onConfirm={() => remove.mutate(undefined, { onError: () => setConfirm('none') })}
      />
    </section>
  );
}

import { formatMoney, messages, type TUser } from '@copyvest/shared';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { SelectField } from '@/components/ui/select-field';
import { USER_SORTS, type UserSort, useUsers } from '@/features/admin/api/get-users';
import { Badge } from '@/features/admin/components/badge';
import { UserStatusBadge } from '@/features/admin/components/user-status-badge';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

const t = messages.admin;

/**
 * /admin/users: every user, newest first, searched by name or e-mail on the server, optionally only
 * those awaiting activation; "Load more".
 */
export function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const [hideGuests, setHideGuests] = useState(false);
  const [awaitingActivation, setAwaitingActivation] = useState(false);
  const [sort, setSort] = useState<UserSort>('newest');
  const debouncedSearch = useDebouncedValue(search.trim());
  const list = useUsers(debouncedSearch, { hideGuests, awaitingActivation, sort });
  const users = list.data?.pages.flatMap((page) => page.users) ?? [];
  const total = list.data?.pages[0]?.total;

  return (
    <>
      <PageHeader title={messages.nav.manageUsers} description={messages.pages.adminUsersText} />
      <SearchBox value={search} onChange={setSearch} label={t.searchUsers} className="mb-2" />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
        <FilterCheckbox
          checked={awaitingActivation}
          onChange={setAwaitingActivation}
          label={t.awaitingActivation}
        />
        <FilterCheckbox
          checked={hideGuests || awaitingActivation}
          disabled={awaitingActivation}
          onChange={setHideGuests}
          label={messages.twoFactor.adminHideGuests}
        />
        <SelectField
          label={messages.userTools.sortLabel}
          size="sm"
          value={sort}
          onChange={(event) => setSort(event.target.value as UserSort)}
          className="sm:ml-auto sm:w-56"
        >
          {USER_SORTS.map((option) => (
            <option key={option} value={option}>
              {messages.userTools.sorts[option]}
            </option>
          ))}
        </SelectField>
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError && users.length === 0 ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : users.length === 0 ? (
        <EmptyState title={t.noUsers} />
      ) : (
        <>
          {total !== undefined && (
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {t.usersCount(total)}
            </p>
          )}
          <ul
            className={cn(
              'divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900',
              list.isPlaceholderData && 'opacity-60',
            )}
          >
            {users.map((user) => (
              <li key={user.$id}>
                <UserRow user={user} />
              </li>
            ))}
          </ul>
          <LoadMoreButton
            className="mt-4"
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={list.fetchNextPage}
          />
        </>
      )}
    </>
  );
}

function FilterCheckbox({
  checked,
  disabled = false,
  onChange,
  label,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <label className="flex w-fit items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-300 accent-emerald-700"
      />
      {label}
    </label>
  );
}

function UserRow({ user }: { user: TUser }) {
  return (
    <Link
      to={`/admin/users/${encodeURIComponent(user.$id)}`}
      className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-500 dark:hover:bg-slate-800/60 dark:focus-visible:bg-slate-800/60"
    >
      <Avatar name={user.name} avatar={user.avatar} size="md" decorative />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-900 dark:text-white">
          {user.name}
        </span>
        <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
          {user.email}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
        <span className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
          <span className="sr-only">{messages.userTools.balanceColumn}: </span>
          {formatMoney(user.balance)}
        </span>
        {user.isAdmin && <Badge tone="info">{t.adminBadge}</Badge>}
        <UserStatusBadge isActive={user.isActive} />
      </span>
      <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
    </Link>
  );
}

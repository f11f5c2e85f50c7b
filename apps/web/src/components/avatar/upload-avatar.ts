import type { TAccount, TUser } from '@copyvest/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session/session-query';

/** POST /v1/account/avatar (multipart `file`, same-origin cookie); answers the updated user. */
export function uploadAvatar(file: File): Promise<TUser> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<TUser>('/v1/account/avatar', body);
}

/** Shows the new avatar at once, then refetches the session (the shell's `['session']` query). */
export async function applyNewAvatar(queryClient: QueryClient, user: TUser): Promise<void> {
  queryClient.setQueryData<TAccount | null>(sessionQueryKey, (account) =>
    account ? { ...account, user } : account,
  );
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

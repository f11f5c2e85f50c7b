import type { TUser } from '@copyvest/shared';
import { api } from '@/lib/api-client';
import { refreshSession, updateSessionUser } from '@/lib/session/session-store';

/** POST /v1/account/avatar (multipart `file`, same-origin cookie); answers the updated user. */
export function uploadAvatar(file: File): Promise<TUser> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<TUser>('/v1/account/avatar', body);
}

/** Shows the new avatar at once, then fetches the session again. */
export async function applyNewAvatar(user: TUser): Promise<void> {
  updateSessionUser(user);
  await refreshSession();
}

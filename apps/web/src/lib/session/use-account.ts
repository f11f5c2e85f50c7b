import type { TAccount, TUser } from '@copyvest/shared';
import { useSession } from '@/lib/session/use-session';

/** The signed-in account and user; only for screens behind the sign-in guard. */
export function useAccount(): { account: TAccount; user: TUser } {
  const { account, user } = useSession();
  if (!account || !user) throw new Error('useAccount() used outside the signed-in area');
  return { account, user };
}

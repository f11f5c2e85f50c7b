import type { TAccount } from '@copyvest/shared';
import { useSession } from '@/lib/session/use-session';

/** The signed-in account; only for screens behind the sign-in guard. */
export function useAccount(): TAccount {
  const { account } = useSession();
  if (!account) throw new Error('useAccount() used outside the signed-in area');
  return account;
}

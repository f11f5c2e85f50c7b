import type { TAccount } from '@copyvest/shared';
import { useSession } from '@/lib/session/session-query';

/** The signed-in account; only for screens behind the sign-in guard. */
export function useAccount(): TAccount {
  const { data } = useSession();
  if (!data) throw new Error('useAccount() used outside the signed-in area');
  return data;
}

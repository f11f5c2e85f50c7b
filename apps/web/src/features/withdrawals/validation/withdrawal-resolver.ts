import { zodResolver } from '@hookform/resolvers/zod';
import { ZWithdrawalForm } from '@copyvest/shared';

/** Loaded on demand (see lib/lazy-resolver.ts). */
export const withdrawalResolver = zodResolver(ZWithdrawalForm);

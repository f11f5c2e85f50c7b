import { zodResolver } from '@hookform/resolvers/zod';
import { ZDepositForm } from '@copyvest/shared';

/** Loaded on demand (see lib/lazy-resolver.ts). */
export const depositResolver = zodResolver(ZDepositForm);

import { zodResolver } from '@hookform/resolvers/zod';
import { ZAdminUserUpdate } from '@copyvest/shared';

/** Loaded on demand (see lib/lazy-resolver.ts). */
export const userContactResolver = zodResolver(ZAdminUserUpdate);

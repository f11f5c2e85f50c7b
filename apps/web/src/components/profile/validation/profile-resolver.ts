import { zodResolver } from '@hookform/resolvers/zod';
import { ZProfileUpdate } from '@copyvest/shared';

/** Loaded on demand (see lib/lazy-resolver.ts). */
export const profileResolver = zodResolver(ZProfileUpdate);

import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginInput } from '@copyvest/shared';

/** Loaded on demand (see lib/lazy-resolver.ts). */
export const loginResolver = zodResolver(ZLoginInput);

import { zodResolver } from '@hookform/resolvers/zod';
import { ZEmailUpdate, ZPasswordChangeInput } from '@copyvest/shared';

/** Loaded on demand (see lib/lazy-resolver.ts). */
export const passwordChangeResolver = zodResolver(ZPasswordChangeInput);
export const emailChangeResolver = zodResolver(ZEmailUpdate);

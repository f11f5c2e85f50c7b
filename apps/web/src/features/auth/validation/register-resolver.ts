import { zodResolver } from '@hookform/resolvers/zod';
import { ZRegisterInput } from '@copyvest/shared';

/** Loaded on demand (see lib/lazy-resolver.ts). */
export const registerResolver = zodResolver(ZRegisterInput);

import { zodResolver } from '@hookform/resolvers/zod';
import { ZSavedAddressInput } from '@copyvest/shared';

/** Loaded on demand (see lib/lazy-resolver.ts). */
export const savedAddressResolver = zodResolver(ZSavedAddressInput);

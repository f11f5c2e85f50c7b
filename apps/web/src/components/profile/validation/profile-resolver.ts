import { zodResolver } from '@hookform/resolvers/zod';
import { ZProfileUpdate } from '@copyvest/shared';

/** Loaded on demand (see lib/lazy-resolver.ts). */
export const profileResolver = zodResolver(ZProfileUpdate);

/** The phone rule's comparison, in this chunk with the rule (libphonenumber stays off the page). */
export { samePhone } from '@copyvest/shared';

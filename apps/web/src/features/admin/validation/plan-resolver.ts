import { zodResolver } from '@hookform/resolvers/zod';
import { ZPlanForm } from '@copyvest/shared';

/** Loaded on demand (see lib/lazy-resolver.ts). */
export const planResolver = zodResolver(ZPlanForm);

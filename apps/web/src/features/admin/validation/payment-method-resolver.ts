import { zodResolver } from '@hookform/resolvers/zod';
import { ZPaymentMethodInput } from '@copyvest/shared';

/** Loaded on demand (see lib/lazy-resolver.ts). */
export const paymentMethodResolver = zodResolver(ZPaymentMethodInput);

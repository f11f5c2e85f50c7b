import { z } from 'zod';

/**
 * A committed change as the database trigger announces it (`copyvest_changes`, after COMMIT):
 * table, operation and ids, plus what the hub must act on at once: a users row whose role or
 * activation changed (`access`, `deactivated`), and the last state of a hard-deleted record (`old`).
 */
export const ZChangeNotice = z.object({
  c: z.enum([
    'users',
    'accounts',
    'transactions',
    'payment_methods',
    'plans',
    'sessions',
    'notifications',
    'support_tickets',
    'support_ticket_messages',
  ]),
  e: z.enum(['insert', 'update', 'delete']),
  id: z.string(),
  u: z.string().nullable(),
  access: z.boolean().optional(),
  deactivated: z.boolean().optional(),
  old: z.record(z.string(), z.unknown()).optional(),
});
export type ChangeNotice = z.infer<typeof ZChangeNotice>;

export function parseChangeNotice(text: string): ChangeNotice | undefined {
  try {
    const parsed = ZChangeNotice.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Appwrite's action names. */
export const ACTION = { insert: 'create', update: 'update', delete: 'delete' } as const;

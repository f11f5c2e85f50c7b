import { z } from 'zod';

/** A committed change as announced by the database trigger (ids only). */
export const ZChange = z.object({
  c: z.enum(['users', 'transactions', 'payment_methods']),
  e: z.enum(['insert', 'update', 'delete']),
  id: z.string(),
  u: z.string().nullable(),
});
export type Change = z.infer<typeof ZChange>;

/** The spec's collection names, which are also the channel names clients subscribe to. */
export const COLLECTION = {
  users: 'users',
  transactions: 'transactions',
  payment_methods: 'paymentmethods',
} as const;
export const CHANNELS = new Set<string>(Object.values(COLLECTION));
export const EVENT = { insert: 'create', update: 'update', delete: 'delete' } as const;

export interface Subscriber {
  userId: string;
  isAdmin: boolean;
  channels: Set<string>;
}

/**
 * Who may see a change: an admin sees all; a user sees their own user record and transactions,
 * and payment methods (everyone deposits to them).
 */
export function canReceive(change: Change, subscriber: Subscriber): boolean {
  if (!subscriber.channels.has(COLLECTION[change.c])) return false;
  if (subscriber.isAdmin) return true;
  if (change.c === 'payment_methods') return true;
  return change.u === subscriber.userId;
}

/** The message a client receives: which collection and record changed; it refetches. */
export function toClientMessage(change: Change, at: Date) {
  const collection = COLLECTION[change.c];
  const event = EVENT[change.e];
  return JSON.stringify({
    type: 'event',
    data: {
      events: [
        `${collection}.${change.id}.${event}`,
        `${collection}.*.${event}`,
        `${collection}.*`,
      ],
      channels: [collection],
      timestamp: at.toISOString(),
      payload: { collection, event, id: change.id, userId: change.u },
    },
  });
}

import { randomBytes } from 'node:crypto';

/** A new subscription id, in the shape the SDK's own ids have. */
export function newSubscriptionId(): string {
  return Date.now().toString(16) + randomBytes(4).toString('hex').slice(0, 7);
}

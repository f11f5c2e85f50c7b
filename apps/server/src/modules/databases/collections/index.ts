import type { TDataCollection } from '@copyvest/shared';
import type { AnyDataCollection } from './data-collection.ts';
import { paymentMethodsCollection } from './payment-methods-collection.ts';
import { plansCollection } from './plans-collection.ts';
import { transactionsCollection } from './transactions-collection.ts';
import { usersCollection } from './users-collection.ts';

/** The data API's collections (spec section 3), by id. */
export const COLLECTIONS: Record<TDataCollection, AnyDataCollection> = {
  users: usersCollection,
  transactions: transactionsCollection,
  paymentmethods: paymentMethodsCollection,
  Plans: plansCollection,
};

export function findCollection(id: string): AnyDataCollection | undefined {
  return Object.hasOwn(COLLECTIONS, id) ? COLLECTIONS[id as TDataCollection] : undefined;
}

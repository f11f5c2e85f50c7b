import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import { appError } from '../../lib/errors.ts';
import type { AnyDataCollection, Access, Operation } from './collections/data-collection.ts';
import type { Viewer } from './viewer.ts';

/**
 * The viewer's access to an operation on a collection, refused before anything is read: a guest
 * with `general_unauthorized_scope`, a signed-in user with `user_unauthorized`.
 */
export function accessTo(
  collection: AnyDataCollection,
  operation: Operation,
  viewer: Viewer,
): Exclude<Access, 'none'> {
  const access = collection.access[operation](viewer);
  if (access !== 'none') return access;
  throw appError(viewer.kind === 'guest' ? 'general_unauthorized_scope' : 'user_unauthorized');
}

/**
 * The records an access reaches, in SQL (the client's filters only narrow it). `owner`: the
 * viewer's id as a placeholder, in a prepared list (decision 062).
 */
export function scopeOf(
  collection: AnyDataCollection,
  access: Exclude<Access, 'none'>,
  viewer: Viewer,
  owner?: Placeholder,
): SQL | undefined {
  if (access === 'all') return collection.baseScope;
  if (!collection.ownerColumn || viewer.kind !== 'user') {
    throw new Error(`collection ${collection.id} has no owner for "own" access`);
  }
  return and(collection.baseScope, eq(collection.ownerColumn, owner ?? viewer.userId));
}

/** The same rule for one record in memory (realtime): may this viewer read it? */
export function canRead(collection: AnyDataCollection, viewer: Viewer, row: unknown): boolean {
  const access = collection.access.read(viewer);
  if (access === 'all') return true;
  return access === 'own' && viewer.kind === 'user' && collection.ownerOf(row) === viewer.userId;
}

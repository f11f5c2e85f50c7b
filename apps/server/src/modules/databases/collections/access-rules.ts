import type { Viewer } from '../viewer.ts';
import type { Access } from './data-collection.ts';

/** The access rules the collections combine (see each collection's `access`). */
export const everyone = (): Access => 'all';
export const nobody = (): Access => 'none';
export const signedIn = (viewer: Viewer): Access => (viewer.kind === 'user' ? 'all' : 'none');
export const adminsOnly = (viewer: Viewer): Access =>
  viewer.kind === 'user' && viewer.isAdmin ? 'all' : 'none';
/** Admins: every record; a signed-in user: their own. */
export const adminsAllOthersOwn = (viewer: Viewer): Access =>
  viewer.kind === 'guest' ? 'none' : viewer.isAdmin ? 'all' : 'own';

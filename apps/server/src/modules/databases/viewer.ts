import type { AuthContext } from '../../lib/auth-context.ts';
import { isActiveAdmin } from '../accounts/index.ts';

/** Who is asking, as the data API's and realtime's permission rules see them. */
export type Viewer =
  { kind: 'guest' } | { kind: 'user'; userId: string; isAdmin: boolean; isActive: boolean };

export type SignedInViewer = Extract<Viewer, { kind: 'user' }>;

/** A deactivated admin keeps the flag but not the powers (`isActiveAdmin`). */
export function viewerOf(auth: AuthContext | null): Viewer {
  if (!auth) return { kind: 'guest' };
  return {
    kind: 'user',
    userId: auth.user.id,
    isAdmin: isActiveAdmin(auth.user),
    isActive: auth.user.isActive,
  };
}

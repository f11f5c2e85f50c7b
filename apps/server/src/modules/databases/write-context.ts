import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { actorOf } from '../policy/index.ts';
import type { ApiForm } from './api-form.ts';
import type { WriteContext } from './collections/data-collection.ts';
import { viewerOf } from './viewer.ts';

export interface WriteContextOfOptions {
  deps: AppDeps;
  auth: AuthContext | null;
  form: ApiForm;
}

/** Every write needs someone signed in: a guest is refused before anything is read. */
export function writeContextOf({ deps, auth, form }: WriteContextOfOptions): WriteContext {
  const viewer = viewerOf(auth);
  if (!auth || viewer.kind !== 'user') throw appError('general_unauthorized_scope');
  return { deps, viewer, actor: actorOf(auth.user), auth, form };
}

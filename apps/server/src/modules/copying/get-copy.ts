import type { TCopyDetail } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import type { Actor } from '../policy/index.ts';
import { readCopies, readHistory } from './read-copies.ts';

export type GetCopyOptions = { deps: AppDeps; viewer: Actor; input: { copyId: string } };

/** One of the viewer's copies with its history; someone else's is not found. */
export async function getCopy({ deps, viewer, input }: GetCopyOptions): Promise<TCopyDetail> {
  const [copy] = await readCopies(deps.db, viewer.userId, input.copyId);
  if (!copy) throw appError('copy_not_found');
  return { ...copy, history: await readHistory(deps.db, copy.id) };
}

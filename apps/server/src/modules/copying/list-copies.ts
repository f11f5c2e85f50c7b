import type { TCopy } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../policy/index.ts';
import { readCopies } from './read-copies.ts';

export type ListCopiesOptions = { deps: AppDeps; viewer: Actor };

/** The viewer's copies (running first, then closed, newest first): their own only. */
export async function listCopies({ deps, viewer }: ListCopiesOptions): Promise<TCopy[]> {
  return readCopies(deps.db, viewer.userId);
}

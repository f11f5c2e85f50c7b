import type { TCopy } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { setCopyPaused } from './set-copy-paused.ts';

export type PauseCopyOptions = { deps: AppDeps; viewer: Actor; input: { copyId: string } };

/** Pauses one of the viewer's copies: the trader's new positions are not mirrored on it. */
export async function pauseCopy({ deps, viewer, input }: PauseCopyOptions): Promise<TCopy> {
  await authorize(viewer, 'copy.stop');
  return setCopyPaused({ deps, userId: viewer.userId, copyId: input.copyId, paused: true });
}

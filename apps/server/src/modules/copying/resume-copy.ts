import type { TCopy } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { setCopyPaused } from './set-copy-paused.ts';

export type ResumeCopyOptions = { deps: AppDeps; viewer: Actor; input: { copyId: string } };

/** Resumes one of the viewer's paused copies: new positions are mirrored again. */
export async function resumeCopy({ deps, viewer, input }: ResumeCopyOptions): Promise<TCopy> {
  await authorize(viewer, 'copy.start');
  return setCopyPaused({ deps, userId: viewer.userId, copyId: input.copyId, paused: false });
}

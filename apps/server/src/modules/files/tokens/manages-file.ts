import { isActiveAdmin } from '../../accounts/index.ts';
import type { UserRow } from '../../../db/rows.ts';
import type { FileRow } from '../to-file-dto.ts';

/** Whether the user may manage a file's share links: its owner or an active admin. */
export const managesFile = (user: UserRow, file: FileRow) =>
  file.ownerId === user.id || isActiveAdmin(user);

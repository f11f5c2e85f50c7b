import { and, eq, sql } from 'drizzle-orm';
import { AVATAR_BUCKET, type TTraderProfile, type TTraderProfileEdit } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { files, leadTraders } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { holdsTraderRole } from './get-trader-console.ts';
import { getTraderProfile } from './get-trader-profile.ts';

export type EditTraderProfileOptions = { deps: AppDeps; viewer: Actor; input: TTraderProfileEdit };

/** What a visitor's browser needs to load the avatar on the public pages. */
const PUBLIC_READ = 'read("any")';

/**
 * `PATCH /v1/trader/profile`: the trader's display name, strategy and avatar. The avatar is a
 * finished image of the `images` bucket (the account's avatar uploads, PNG or JPEG checked on
 * their bytes) that the trader owns; any other id is 404 storage_file_not_found, as the storage
 * routes answer. Choosing it for the public profile makes the file readable by anyone
 * (`read("any")`), since visitors see the ranking; `null` removes the avatar from the profile.
 */
export async function editTraderProfile({
  deps,
  viewer,
  input,
}: EditTraderProfileOptions): Promise<TTraderProfile> {
  await authorize(viewer, 'trader.edit_profile', {
    leadTrader: await holdsTraderRole(deps, viewer.userId),
  });
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const set: Partial<typeof leadTraders.$inferInsert> = { updatedAt: at };
    if (input.displayName !== undefined) set.displayName = input.displayName;
    if (input.strategy !== undefined) set.strategy = input.strategy;
    if (input.avatarFileId !== undefined) set.avatarFileId = input.avatarFileId;
    if (input.avatarFileId) {
      const [file] = await tx
        .update(files)
        .set({
          permissions: sql`CASE WHEN ${PUBLIC_READ} = ANY(${files.permissions})
            THEN ${files.permissions} ELSE array_append(${files.permissions}, ${PUBLIC_READ}) END`,
        })
        .where(
          and(
            eq(files.bucketId, AVATAR_BUCKET),
            eq(files.id, input.avatarFileId),
            eq(files.ownerId, viewer.userId),
            eq(files.status, 'ready'),
            sql`${files.mimeType} LIKE 'image/%'`,
          ),
        )
        .returning({ id: files.id });
      if (!file) throw appError('storage_file_not_found');
    }
    const [row] = await tx
      .update(leadTraders)
      .set(set)
      .where(and(eq(leadTraders.userId, viewer.userId), eq(leadTraders.active, true)))
      .returning({ id: leadTraders.userId });
    if (!row) throw appError('trader_role_required');
  });
  return getTraderProfile({ deps, input: { traderId: viewer.userId } });
}

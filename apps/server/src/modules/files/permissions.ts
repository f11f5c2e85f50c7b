import { arrayOverlaps, eq, or, sql, type SQL } from 'drizzle-orm';
import { KYC_BUCKET, messages, TICKETS_BUCKET } from '@copyvest/shared';
import { files } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { isActiveAdmin } from '../accounts/index.ts';
import type { UserRow } from '../../db/rows.ts';

/**
 * File permissions in the SDK's form (`read("user:ID")`, `read("users")`, `read("any")`, update,
 * delete; `write` is update and delete). They only ever add readers or editors: the owner and
 * active admins always have every right. Who may grant what is the server's decision:
 * - a user grants only to themselves (and may keep what the file already has);
 * - an active admin may grant any role, so only admins make a file public (`any`);
 * - avatars (the `images` bucket) are always readable by every signed-in user (`users`).
 */
export type FileAction = 'read' | 'update' | 'delete';
const ACTIONS: readonly FileAction[] = ['read', 'update', 'delete'];

export interface Permission {
  action: FileAction;
  /** `any`, `users` or `user:<id>`. */
  role: string;
}

const PERMISSION = /^(read|update|delete|write)\("([^"]{1,64})"\)$/;
const ROLE = /^(any|users|user:[A-Za-z0-9][A-Za-z0-9._-]{0,35})$/;

/**
 * Buckets whose files only their owner and active admins reach (identity documents, decision 054;
 * support-ticket attachments, decision 052): permissions granting anyone else are refused, and no
 * share link opens them. The one exception is the server's own: a desk reply's attachment is read
 * by the ticket's owner (`grantPrivateRead`); of stored permissions only such a `read("user:…")`
 * counts, for that user and only to read.
 */
export const PRIVATE_BUCKETS: ReadonlySet<string> = new Set([KYC_BUCKET, TICKETS_BUCKET]);

/** An active admin: reads and changes every file, grants any role. */
export const actsAsAdmin = (user: UserRow | null): boolean => !!user && isActiveAdmin(user);

/** Parses permission strings; anything else is a 400 naming the offending string. */
export function parsePermissions(values: readonly string[]): Permission[] {
  return values.flatMap((value) => {
    const text = value.trim();
    const match = PERMISSION.exec(text);
    if (!match || !ROLE.test(match[2]!)) {
      throw appError(
        'general_argument_invalid',
        messages.files.permissionInvalid(text.slice(0, 100)),
      );
    }
    const role = match[2]!;
    return match[1] === 'write'
      ? [
          { action: 'update' as const, role },
          { action: 'delete' as const, role },
        ]
      : [{ action: match[1] as FileAction, role }];
  });
}

const roleRank = (role: string) => (role === 'any' ? 0 : role === 'users' ? 1 : 2);

/** One canonical list: no duplicates, read/update/delete, then any/users/user:… by id. */
export function formatPermissions(list: readonly Permission[]): string[] {
  const unique = new Map(list.map((p) => [`${p.action}("${p.role}")`, p]));
  return [...unique.values()]
    .sort(
      (a, b) =>
        ACTIONS.indexOf(a.action) - ACTIONS.indexOf(b.action) ||
        roleRank(a.role) - roleRank(b.role) ||
        a.role.localeCompare(b.role),
    )
    .map((p) => `${p.action}("${p.role}")`);
}

const ownerPermissions = (ownerId: string): Permission[] =>
  ACTIONS.map((action) => ({ action, role: `user:${ownerId}` }));

export interface DecidePermissionsOptions {
  /** What the request asks for; null/undefined = keep the current ones (or the defaults). */
  requested: readonly string[] | null | undefined;
  actor: UserRow;
  ownerId: string;
  /** Avatars are always readable by every signed-in user. */
  avatar: boolean;
  /** The file's current permissions (an update); none for a new file. */
  current?: readonly string[];
  /** A private bucket (decisions 052, 054): nothing but the owner's own rights, whoever asks. */
  privateBucket?: boolean;
}

/**
 * The permissions a file gets: the owner's, plus what was asked for when the actor may grant it,
 * plus `read("users")` for avatars. A user asking to grant anyone else gets 401, as Appwrite answers.
 */
export function decidePermissions(options: DecidePermissionsOptions): string[] {
  const { requested, actor, ownerId, avatar, privateBucket = false, current = [] } = options;
  const asked = requested == null ? parsePermissions(current) : parsePermissions(requested);
  if (privateBucket) {
    if (asked.some((permission) => permission.role !== `user:${ownerId}`)) {
      throw appError('general_argument_invalid', messages.files.privateBucketPermissions);
    }
    return formatPermissions(ownerPermissions(ownerId));
  }
  if (requested != null && !actsAsAdmin(actor)) {
    const kept = new Set(formatPermissions(parsePermissions(current)));
    for (const permission of asked) {
      const own = permission.role === `user:${actor.id}`;
      if (!own && !kept.has(formatPermissions([permission])[0]!)) {
        throw appError('user_unauthorized', messages.files.permissionsOwnerOnly);
      }
    }
  }
  const forced: Permission[] = avatar ? [{ action: 'read', role: 'users' }] : [];
  return formatPermissions([...forced, ...ownerPermissions(ownerId), ...asked]);
}

/** The roles a caller holds: everyone is `any`; a signed-in user also `users` and `user:<id>`. */
export function rolesOf(user: UserRow | null): string[] {
  return user ? ['any', 'users', `user:${user.id}`] : ['any'];
}

/** Whether the caller may do `action` on a file. */
export function mayAccess(
  user: UserRow | null,
  file: { ownerId: string; permissions: readonly string[]; bucketId?: string },
  action: FileAction,
): boolean {
  if (actsAsAdmin(user) || (user && file.ownerId === user.id)) return true;
  if (file.bucketId !== undefined && PRIVATE_BUCKETS.has(file.bucketId)) {
    return action === 'read' && !!user && file.permissions.includes(`read("user:${user.id}")`);
  }
  const held = new Set(rolesOf(user).map((role) => `${action}("${role}")`));
  return file.permissions.some((permission) => held.has(permission));
}

/** SQL: the files the caller may read (undefined: every file, for active admins). */
export function readableBy(user: UserRow | null, bucketId?: string): SQL | undefined {
  if (actsAsAdmin(user)) return undefined;
  if (bucketId !== undefined && PRIVATE_BUCKETS.has(bucketId)) {
    return user
      ? or(
          eq(files.ownerId, user.id),
          arrayOverlaps(files.permissions, [`read("user:${user.id}")`]),
        )
      : sql`false`;
  }
  const granted = arrayOverlaps(
    files.permissions,
    rolesOf(user).map((role) => `read("${role}")`),
  );
  return user ? or(eq(files.ownerId, user.id), granted) : granted;
}

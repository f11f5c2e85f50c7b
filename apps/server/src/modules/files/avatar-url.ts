import { AVATAR_BUCKET, AVATAR_PREVIEW_PX } from '@copyvest/shared';

/** What `users.avatar` holds: the avatar file's 150 × 150 preview URL. */
export const avatarPreviewUrl = (fileId: string) =>
  `/v1/storage/buckets/${AVATAR_BUCKET}/files/${fileId}/preview?width=${AVATAR_PREVIEW_PX}&height=${AVATAR_PREVIEW_PX}`;

const AVATAR_URL =
  /^(?:https?:\/\/[^/]+)?\/v1\/storage\/buckets\/images\/files\/([A-Za-z0-9][A-Za-z0-9._-]{0,35})\/(?:preview|view|download)(?:[?#]|$)/;

/** The avatar file's id, parsed from a stored avatar URL (null for none or a foreign URL). */
export function avatarFileIdOf(url: string | null): string | null {
  return (url && AVATAR_URL.exec(url)?.[1]) || null;
}

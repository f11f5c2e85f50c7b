import type { TFile } from '@copyvest/shared';
import type { files } from '../../db/schema.ts';
import { ownerPermissions } from './permissions.ts';

export type FileRow = typeof files.$inferSelect;

export function toFileDto(row: FileRow): TFile {
  return {
    $id: row.id,
    bucketId: row.bucketId,
    ownerId: row.ownerId,
    name: row.name,
    mimeType: row.mimeType,
    sizeOriginal: row.sizeOriginal,
    chunksTotal: row.chunksTotal,
    chunksUploaded: row.chunksUploaded,
    signature: row.signature ?? '',
    $permissions: ownerPermissions(row.ownerId),
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
  };
}

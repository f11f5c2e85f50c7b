import type { TFile } from '@copyvest/shared';
import type { files } from '../../db/schema.ts';

export type FileRow = typeof files.$inferSelect;

/** A file as the SDK's `Models.File`: stored as sent (no compression, no encryption). */
export function toFileDto(row: FileRow): TFile {
  return {
    $id: row.id,
    bucketId: row.bucketId,
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    $permissions: row.permissions,
    name: row.name,
    folder: row.folder,
    key: `${row.folder}${row.name}`,
    signature: row.signature ?? '',
    mimeType: row.mimeType,
    sizeOriginal: row.sizeOriginal,
    sizeActual: row.sizeUploaded,
    chunksTotal: row.chunksTotal,
    chunksUploaded: row.chunksUploaded,
    encryption: false,
    compression: 'none',
  };
}

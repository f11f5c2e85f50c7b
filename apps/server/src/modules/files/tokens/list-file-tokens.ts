import { and, eq } from 'drizzle-orm';
import type { TListQuery, TResourceTokenList } from '@copyvest/shared';
import type { AppDeps } from '../../../app-deps.ts';
import { fileTokens } from '../../../db/schema.ts';
import type { ListSpec } from '../../../lib/queries/list-spec.ts';
import { runListQuery } from '../../../lib/queries/run-list-query.ts';
import type { UserRow } from '../../../db/rows.ts';
import { fileTokenKey } from './file-token-jwt.ts';
import { findFileForTokens } from './find-file-for-tokens.ts';
import { toTokenDto } from './to-token-dto.ts';

const TOKEN_LIST: ListSpec = {
  table: fileTokens,
  id: fileTokens.id,
  attributes: {
    $id: { column: fileTokens.id, type: 'string' },
    $createdAt: { column: fileTokens.createdAt, type: 'datetime' },
    expire: { column: fileTokens.expiresAt, type: 'datetime' },
  },
  defaultOrder: [{ attribute: '$createdAt', direction: 'desc' }],
};

export interface ListFileTokensOptions {
  deps: AppDeps;
  user: UserRow;
  bucketId: string;
  fileId: string;
  query: TListQuery;
}

/** A file's tokens (owner or admin), with `queries[]` on expire and $createdAt. */
export async function listFileTokens(options: ListFileTokensOptions): Promise<TResourceTokenList> {
  const { deps, user, bucketId, fileId, query } = options;
  const file = await findFileForTokens({ deps, user, bucketId, fileId });
  const { total, rows } = await runListQuery({
    db: deps.db,
    spec: TOKEN_LIST,
    scope: and(eq(fileTokens.bucketId, file.bucketId), eq(fileTokens.fileId, file.id)),
    query,
    fetch: ({ where, orderBy, limit, offset }) =>
      deps.db
        .select()
        .from(fileTokens)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  const key = fileTokenKey(deps.jwtKey);
  return { total, tokens: await Promise.all(rows.map((row) => toTokenDto(row, key))) };
}

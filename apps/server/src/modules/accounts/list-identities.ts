import { eq } from 'drizzle-orm';
import type { TListQuery } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { identities } from '../../db/schema.ts';
import type { ListSpec } from '../../lib/queries/list-spec.ts';
import { runListQuery } from '../../lib/queries/run-list-query.ts';

const IDENTITY_LIST: ListSpec = {
  table: identities,
  id: identities.id,
  attributes: {
    $id: { column: identities.id, type: 'string' },
    $createdAt: { column: identities.createdAt, type: 'datetime' },
    provider: { column: identities.provider, type: 'string' },
    providerEmail: { column: identities.providerEmail, type: 'string' },
  },
  defaultOrder: [{ attribute: '$createdAt', direction: 'desc' }],
};

export interface ListIdentitiesOptions {
  db: DbOrTx;
  accountId: string;
  query: TListQuery;
}

/**
 * `GET /account/identities` (Appwrite `Models.IdentityList`). The provider's tokens are not kept,
 * so they are answered empty.
 */
export async function listIdentities(options: ListIdentitiesOptions) {
  const { db } = options;
  const { total, rows } = await runListQuery({
    db,
    spec: IDENTITY_LIST,
    scope: eq(identities.accountId, options.accountId),
    query: { queries: options.query.queries },
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(identities)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    total,
    identities: rows.map((row) => ({
      $id: row.id,
      $createdAt: row.createdAt.toISOString(),
      $updatedAt: row.updatedAt.toISOString(),
      userId: row.accountId,
      provider: row.provider,
      providerUid: row.providerUid,
      providerEmail: row.providerEmail,
      providerAccessToken: '',
      providerAccessTokenExpiry: '',
      providerRefreshToken: '',
    })),
  };
}

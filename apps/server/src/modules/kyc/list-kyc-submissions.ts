import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TKycList, TKycListQuery } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { kycSubmissions, users } from '../../db/schema.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { toKycDto } from './to-kyc-dto.ts';

export interface ListKycSubmissionsOptions {
  deps: AppDeps;
  /** An active admin. */
  viewer: Actor;
  query: TKycListQuery;
}

/**
 * The admin's KYC queue (decision 054): pending first (oldest first, so the longest wait is on
 * top), then the decided ones newest first; filtered by status and by the user's name or e-mail.
 */
export async function listKycSubmissions({
  deps,
  viewer,
  query,
}: ListKycSubmissionsOptions): Promise<TKycList> {
  await authorize(viewer, 'kyc.review');
  const term = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    query.status ? eq(kycSubmissions.status, query.status) : undefined,
    term ? or(ilike(users.name, term), ilike(users.email, term)) : undefined,
  );
  const rows = await deps.db
    .select({
      row: kycSubmissions,
      name: users.name,
      email: users.email,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(where)
    .orderBy(
      sql`(${kycSubmissions.status} = 'pending') DESC`,
      sql`CASE WHEN ${kycSubmissions.status} = 'pending' THEN ${kycSubmissions.createdAt} END ASC`,
      desc(kycSubmissions.createdAt),
      desc(kycSubmissions.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  return {
    total: rows[0]?.total ?? 0,
    submissions: rows.map((r) => toKycDto(r.row, { name: r.name, email: r.email })),
  };
}

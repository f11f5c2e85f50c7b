import type { Placeholder, SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDataCollection } from '@copyvest/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import type { ListSpec } from '../../../lib/queries/list-spec.ts';
import type { ListPageRequest, PreparableSelect } from '../../../lib/queries/run-list-query.ts';
import type { AuthContext } from '../../../lib/auth-context.ts';
import type { Actor } from '../../policy/index.ts';
import type { ApiForm } from '../api-form.ts';
import type { SignedInViewer, Viewer } from '../viewer.ts';

/**
 * What a viewer may do with a collection's records: every record, only their own (the owner
 * column is theirs), or nothing. Guests are refused with `general_unauthorized_scope`, signed-in
 * viewers with `user_unauthorized`.
 */
export type Access = 'all' | 'own' | 'none';
export type Operation = 'read' | 'create' | 'update' | 'delete' | 'step';

/** A record as the data API answers it, before the envelope ($collectionId / $tableId). */
export interface DataRecord {
  $id: string;
  $sequence: string;
  $createdAt: string;
  $updatedAt: string;
  $permissions: string[];
  [attribute: string]: unknown;
}

export interface WriteContext {
  deps: AppDeps;
  viewer: SignedInViewer;
  /** The same viewer as the operations' policy sees them (decision 038). */
  actor: Actor;
  auth: AuthContext;
  form: ApiForm;
}

/**
 * One of the product's stores (spec section 3) as a collection of the data API: how its records
 * are read, shown and queried, who may do what, and which service function each allowed write is.
 * Writes never touch tables directly: they call the product's own operations.
 */
export interface DataCollection<Row = unknown> {
  id: TDataCollection;
  /** The record's attributes (spec names), other than the `$` ones. */
  attributes: readonly string[];
  /** What `queries[]` may filter and order by (spec names; dollars converted to cents). */
  list: ListSpec;
  /** The column that names a record's owner, for `own` access. */
  ownerColumn?: PgColumn;
  ownerOf: (row: Row) => string | null;
  idOf: (row: Row) => string;
  /** Records outside the data API altogether (e.g. deleted users). */
  baseScope?: SQL;
  /**
   * Whether a user owns at least LIST_COUNT_LIMIT records, from a mark the database keeps: their
   * unfiltered `own` list then answers the limit as its total without counting.
   */
  ownAtCountLimit?: (userId: string | Placeholder) => SQL<boolean>;
  access: Record<Operation, (viewer: Viewer) => Access>;
  /** `$permissions` of a record with this owner (null: a collection without owners). */
  permissions: (owner: string | null) => string[];
  /**
   * The records of one page (or of some ids), with whatever joins `toRecord` needs: the select
   * itself, unexecuted, so that a list may prepare it (decision 062).
   */
  fetch: (options: { db: DbOrTx; page: ListPageRequest }) => PreparableSelect<Row>;
  toRecord: (row: Row) => DataRecord;
  /** A new record; returns its id. `id` undefined = the server chooses. */
  create?: (options: {
    ctx: WriteContext;
    id: string | undefined;
    data: Record<string, unknown>;
  }) => Promise<string>;
  /** `changes`: the attributes whose value differs from the record's (never empty). */
  update?: (options: {
    ctx: WriteContext;
    row: Row;
    record: DataRecord;
    changes: Record<string, unknown>;
  }) => Promise<void>;
  /** Data that changes nothing: the answer (default: the record unchanged). */
  unchanged?: (options: { data: Record<string, unknown>; record: DataRecord }) => void;
  remove?: (options: { ctx: WriteContext; row: Row }) => Promise<void>;
  /** Increment (positive `value`) or decrement (negative) of a numeric attribute, within `limit`. */
  step?: (options: {
    ctx: WriteContext;
    row: Row;
    attribute: string;
    value: number;
    limit: { max?: number; min?: number };
  }) => Promise<void>;
}

/**
 * Any collection, whatever its row type: services pass rows only between one collection's own
 * functions (fetch → toRecord / update), so the row type never crosses collections.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDataCollection = DataCollection<any>;

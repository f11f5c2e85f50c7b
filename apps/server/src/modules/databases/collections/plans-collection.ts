import { getTableColumns } from 'drizzle-orm';
import {
  basisPointsToPercent,
  centsToDollars,
  dollarsToExactCents,
  ZPlanInput,
} from '@copyvest/shared';
import { plans } from '../../../db/schema.ts';
import { listTotalField } from '../../../lib/queries/run-list-query.ts';
import { deletePlan } from '../../plans/index.ts';
import { createPlan } from '../../plans/index.ts';
import { updatePlan } from '../../plans/index.ts';
import type { PlanRow } from '../../plans/index.ts';
import { dollarAttribute } from '../dollar-attribute.ts';
import { parseData } from '../parse-data.ts';
import { ADMINS, permissionsOf } from '../record-permissions.ts';
import { adminsOnly, everyone, nobody } from './access-rules.ts';
import type { DataCollection } from './data-collection.ts';

/** Dollars to cents for the plan schema: an amount with more decimals becomes invalid (NaN). */
const cents = (value: unknown) =>
  typeof value === 'number' ? (dollarsToExactCents(value) ?? Number.NaN) : value;

/** The plan operations' input (cents, percent) from a record's attributes (dollars, percent). */
function planInput(data: Record<string, unknown>) {
  return {
    title: data.title,
    min: cents(data.min),
    max: cents(data.max),
    roi: data.roi,
    days: data.days,
    isRecommended: data.isRecommended,
    label: data.label,
  };
}

/**
 * `Plans`: anyone reads them (the landing page shows them); admins create, edit and delete them
 * through the admin screens' operations (audited).
 */
export const plansCollection: DataCollection<PlanRow> = {
  id: 'Plans',
  attributes: ['label', 'title', 'min', 'max', 'roi', 'days', 'isRecommended'],
  list: {
    table: plans,
    id: plans.id,
    attributes: {
      $id: { column: plans.id, type: 'string' },
      $sequence: { column: plans.seq, type: 'integer' },
      $createdAt: { column: plans.createdAt, type: 'datetime' },
      $updatedAt: { column: plans.updatedAt, type: 'datetime' },
      label: { column: plans.label, type: 'string', nullable: true },
      title: { column: plans.title, type: 'string' },
      min: dollarAttribute('min', plans.min),
      max: dollarAttribute('max', plans.max),
      roi: dollarAttribute('roi', plans.roiBps, 'a percent with at most 2 decimals'),
      days: { column: plans.days, type: 'integer' },
      isRecommended: { column: plans.isRecommended, type: 'boolean' },
    },
    defaultOrder: [{ attribute: '$sequence', direction: 'asc' }],
  },
  ownerOf: () => null,
  idOf: (row) => row.id,
  access: {
    read: everyone,
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
    step: nobody,
  },
  permissions: () => permissionsOf({ read: ['any'], update: [ADMINS], delete: [ADMINS] }),
  fetch: ({ db, page }) =>
    db
      .select({ ...getTableColumns(plans), ...listTotalField(page) })
      .from(plans)
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
  toRecord: (row) => ({
    $id: row.id,
    $sequence: String(row.seq),
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    $permissions: plansCollection.permissions(null),
    label: row.label,
    title: row.title,
    min: centsToDollars(row.min),
    max: centsToDollars(row.max),
    roi: basisPointsToPercent(row.roiBps),
    days: row.days,
    isRecommended: row.isRecommended,
  }),
  create: async ({ ctx, id, data }) => {
    const input = parseData(ctx.form, ZPlanInput, planInput(data));
    return (await createPlan({ deps: ctx.deps, actorId: ctx.viewer.userId, input, id })).$id;
  },
  update: async ({ ctx, row, record, changes }) => {
    const input = parseData(ctx.form, ZPlanInput, planInput({ ...record, ...changes }));
    await updatePlan({ deps: ctx.deps, actorId: ctx.viewer.userId, id: row.id, input });
  },
  remove: async ({ ctx, row }) => {
    await deletePlan({ deps: ctx.deps, actorId: ctx.viewer.userId, id: row.id });
  },
};

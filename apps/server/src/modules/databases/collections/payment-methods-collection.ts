import { getTableColumns } from 'drizzle-orm';
import { ZPaymentMethodInput } from '@copyvest/shared';
import { paymentMethods } from '../../../db/schema.ts';
import { listTotalField } from '../../../lib/queries/run-list-query.ts';
import { createPaymentMethod } from '../../payment-methods/index.ts';
import { deletePaymentMethod } from '../../payment-methods/index.ts';
import { updatePaymentMethod } from '../../payment-methods/index.ts';
import type { PaymentMethodRow } from '../../payment-methods/index.ts';
import { parseData } from '../parse-data.ts';
import { ADMINS, permissionsOf } from '../record-permissions.ts';
import { adminsOnly, nobody, signedIn } from './access-rules.ts';
import type { DataCollection } from './data-collection.ts';

const fields = (data: Record<string, unknown>) => ({
  code: data.id,
  name: data.name,
  address: data.address,
  network: data.network,
});

/**
 * `paymentmethods`: every signed-in user reads them (deposits and withdrawals go to them); admins
 * add, edit and delete them through the admin screens' operations (audited; `id` is the short
 * code, unique).
 */
export const paymentMethodsCollection: DataCollection<PaymentMethodRow> = {
  id: 'paymentmethods',
  attributes: ['id', 'name', 'address', 'network'],
  list: {
    table: paymentMethods,
    id: paymentMethods.id,
    attributes: {
      $id: { column: paymentMethods.id, type: 'string' },
      $sequence: { column: paymentMethods.seq, type: 'integer' },
      $createdAt: { column: paymentMethods.createdAt, type: 'datetime' },
      $updatedAt: { column: paymentMethods.updatedAt, type: 'datetime' },
      id: { column: paymentMethods.code, type: 'string' },
      name: { column: paymentMethods.name, type: 'string' },
      address: { column: paymentMethods.address, type: 'string' },
      network: { column: paymentMethods.network, type: 'string', nullable: true },
    },
    defaultOrder: [{ attribute: '$sequence', direction: 'asc' }],
  },
  ownerOf: () => null,
  idOf: (row) => row.id,
  access: {
    read: signedIn,
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
    step: nobody,
  },
  permissions: () => permissionsOf({ read: ['users'], update: [ADMINS], delete: [ADMINS] }),
  fetch: ({ db, page }) =>
    db
      .select({ ...getTableColumns(paymentMethods), ...listTotalField(page) })
      .from(paymentMethods)
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
  toRecord: (row) => ({
    $id: row.id,
    $sequence: String(row.seq),
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    $permissions: paymentMethodsCollection.permissions(null),
    id: row.code,
    name: row.name,
    address: row.address,
    network: row.network ?? null,
  }),
  create: async ({ ctx, id, data }) => {
    const input = parseData(ctx.form, ZPaymentMethodInput, fields(data));
    return (await createPaymentMethod({ deps: ctx.deps, actorId: ctx.viewer.userId, input, id }))
      .$id;
  },
  update: async ({ ctx, row, record, changes }) => {
    const input = parseData(ctx.form, ZPaymentMethodInput, fields({ ...record, ...changes }));
    await updatePaymentMethod({ deps: ctx.deps, actorId: ctx.viewer.userId, id: row.id, input });
  },
  remove: async ({ ctx, row }) => {
    await deletePaymentMethod({ deps: ctx.deps, actorId: ctx.viewer.userId, id: row.id });
  },
};

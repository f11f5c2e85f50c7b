import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  basisPointsToPercent,
  centsToDollars,
  dollarsToExactCents,
  messages,
  ZAdminUserUpdate,
  ZProfileUpdate,
  type TFigure,
} from '@copyvest/shared';
import { trades, users } from '../../../db/schema.ts';
import { listTotalField } from '../../../lib/queries/run-list-query.ts';
import { AppError, appError } from '../../../lib/errors.ts';
import { updateProfile } from '../../profile/index.ts';
import { setAvatarFile } from '../../profile/index.ts';
import { adjustUserFigure } from '../../users/index.ts';
import { deleteUser } from '../../users/index.ts';
import { setUserFlag } from '../../users/index.ts';
import { updateUserContact } from '../../users/index.ts';
import { dataError } from '../api-form.ts';
import { dollarAttribute } from '../dollar-attribute.ts';
import { parseData } from '../parse-data.ts';
import { ADMINS, permissionsOf } from '../record-permissions.ts';
import { adminsAllOthersOwn, adminsOnly, nobody } from './access-rules.ts';
import type { DataCollection } from './data-collection.ts';

type UserRow = typeof users.$inferSelect;
type TradeRow = typeof trades.$inferSelect;
export interface UserRecordRow {
  user: UserRow;
  trade: TradeRow | null;
}

const FIGURES = new Set<string>(['balance', 'profit', 'bonus']);
/** What one update may change; two groups at once would be two operations (refused). */
const GROUPS: Record<string, string> = {
  phone: 'contact',
  country: 'contact',
  avatar: 'avatar',
  isActive: 'isActive',
  isAdmin: 'isAdmin',
};

/** The `trade` attribute: the ongoing trade as the spec's JSON string (plan, amount, roi). */
function tradeText(trade: TradeRow | null): string | null {
  if (!trade) return null;
  return JSON.stringify({
    plan: trade.planTitle,
    amount: centsToDollars(trade.amount),
    roi: basisPointsToPercent(trade.roiBps),
  });
}

/**
 * `users`: a user reads and edits (phone, country, avatar) their own record; admins read all and
 * activate, deactivate, promote, edit contact details, delete, and adjust balance, profit and
 * bonus (increment/decrement = an audited ledger adjustment). Nobody creates one here (accounts
 * are created by `POST /v1/account`).
 */
export const usersCollection: DataCollection<UserRecordRow> = {
  id: 'users',
  attributes: [
    'userId',
    'name',
    'email',
    'phone',
    'country',
    'avatar',
    'isAdmin',
    'isActive',
    'balance',
    'profit',
    'bonus',
    'trade',
    'referralId',
    'referrerId',
  ],
  list: {
    table: users,
    id: users.id,
    attributes: {
      $id: { column: users.id, type: 'string' },
      $sequence: { column: users.seq, type: 'integer' },
      $createdAt: { column: users.createdAt, type: 'datetime' },
      $updatedAt: { column: users.updatedAt, type: 'datetime' },
      userId: { column: users.id, type: 'string' },
      name: { column: users.name, type: 'string' },
      email: { column: users.email, type: 'string' },
      phone: { column: users.phone, type: 'string' },
      country: { column: users.country, type: 'string' },
      avatar: { column: users.avatar, type: 'string', nullable: true },
      isAdmin: { column: users.isAdmin, type: 'boolean' },
      isActive: { column: users.isActive, type: 'boolean' },
      balance: dollarAttribute('balance', users.balance),
      profit: dollarAttribute('profit', users.profit),
      bonus: dollarAttribute('bonus', users.bonus),
      referralId: { column: users.referralId, type: 'string' },
      referrerId: { column: users.referrerId, type: 'string', nullable: true },
    },
    defaultOrder: [{ attribute: '$sequence', direction: 'asc' }],
  },
  ownerColumn: users.id,
  ownerOf: (row) => row.user.id,
  idOf: (row) => row.user.id,
  baseScope: isNull(users.deletedAt),
  access: {
    read: adminsAllOthersOwn,
    create: nobody,
    update: adminsAllOthersOwn,
    delete: adminsOnly,
    step: adminsOnly,
  },
  permissions: (owner) =>
    permissionsOf({
      read: [`user:${owner}`, ADMINS],
      update: [`user:${owner}`, ADMINS],
      delete: [ADMINS],
    }),
  fetch: ({ db, page }) =>
    db
      .select({ user: users, trade: trades, ...listTotalField(page) })
      .from(users)
      .leftJoin(trades, and(eq(trades.userId, users.id), eq(trades.status, 'ongoing')))
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
  toRecord: ({ user, trade }) => ({
    $id: user.id,
    $sequence: String(user.seq),
    $createdAt: user.createdAt.toISOString(),
    $updatedAt: user.updatedAt.toISOString(),
    $permissions: usersCollection.permissions(user.id),
    userId: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    country: user.country,
    avatar: user.avatar,
    isAdmin: user.isAdmin,
    isActive: user.isActive,
    balance: centsToDollars(user.balance),
    profit: centsToDollars(user.profit),
    bonus: centsToDollars(user.bonus),
    trade: tradeText(trade),
    referralId: user.referralId,
    referrerId: user.referrerId,
  }),

  unchanged: ({ data }) => {
    // The profile form's rule: sending the same phone and country is "No changes made".
    if ('phone' in data || 'country' in data) throw appError('profile_unchanged');
  },

  update: async ({ ctx, row, record, changes }) => {
    const { deps, viewer, auth, form } = ctx;
    const self = row.user.id === viewer.userId;
    const groups = new Set<string>();
    for (const key of Object.keys(changes)) {
      const group = GROUPS[key];
      // Money, roles by other means, names, e-mails, ids: never through an update.
      if (!group) throw appError('user_unauthorized');
      groups.add(group);
    }
    const [group] = groups;
    // Who may change a role or activation is setUserFlag's policy (decision 038).
    if (group === 'avatar' && !self) throw appError('user_unauthorized');
    if (groups.size > 1) throw dataError.invalid(form, messages.data.oneChangeAtATime);
    const value = (key: string) => (key in changes ? changes[key] : record[key]);
    switch (group) {
      case 'contact': {
        const input = { phone: value('phone'), country: value('country') };
        if (viewer.isAdmin) {
          await updateUserContact({
            deps,
            actorId: viewer.userId,
            userId: row.user.id,
            input: parseData(form, ZAdminUserUpdate, input),
          });
        } else {
          await updateProfile({ deps, auth, input: parseData(form, ZProfileUpdate, input) });
        }
        return;
      }
      case 'avatar': {
        const avatar = parseData(form, z.string().max(500).nullable(), changes.avatar);
        await setAvatarFile({ deps, userId: row.user.id, avatar });
        return;
      }
      case 'isActive': {
        const active = parseData(form, z.boolean(), changes.isActive);
        await setUserFlag({
          deps,
          viewer: ctx.actor,
          userId: row.user.id,
          change: active ? 'activate' : 'deactivate',
        });
        return;
      }
      case 'isAdmin': {
        // Promotion only: the product has no demotion.
        if (parseData(form, z.boolean(), changes.isAdmin) !== true) {
          throw appError('user_unauthorized');
        }
        await setUserFlag({
          deps,
          viewer: ctx.actor,
          userId: row.user.id,
          change: 'make_admin',
        });
        return;
      }
    }
  },

  remove: async ({ ctx, row }) => {
    await deleteUser({ deps: ctx.deps, viewer: ctx.actor, userId: row.user.id });
  },

  step: async ({ ctx, row, attribute, value, limit }) => {
    if (!FIGURES.has(attribute)) throw appError('user_unauthorized');
    const amount = dollarsToExactCents(value);
    if (amount === undefined || amount === 0) {
      throw appError(
        'general_argument_invalid',
        messages.data.invalidValue('value', messages.data.positiveDollars),
      );
    }
    const cents = (bound: number | undefined, key: string) => {
      if (bound === undefined) return undefined;
      const converted = dollarsToExactCents(bound);
      if (converted === undefined) {
        throw appError(
          'general_argument_invalid',
          messages.data.invalidValue(key, messages.data.dollars),
        );
      }
      return converted;
    };
    try {
      await adjustUserFigure({
        deps: ctx.deps,
        viewer: ctx.actor,
        userId: row.user.id,
        input: { figure: attribute as TFigure, amount },
        limit: { max: cents(limit.max, 'max'), min: cents(limit.min, 'min') },
      });
    } catch (error) {
      if (error instanceof AppError && error.type === 'attribute_limit_exceeded') {
        throw dataError.limitExceeded(ctx.form, error.message);
      }
      throw error;
    }
  },
};

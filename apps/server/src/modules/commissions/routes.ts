import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCommissionList,
  ZCommissionListQuery,
  ZReferralSettings,
  ZReferralTree,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { actorOf } from '../policy/index.ts';
import { getReferralTree } from './get-referral-tree.ts';
import { listCommissions } from './list-commissions.ts';
import { getReferralSettings } from './get-referral-settings.ts';
import { updateReferralSettings } from './update-referral-settings.ts';

/** Referral commissions (decision 055): the user's log and tree, the admin's settings. */
export async function commissionRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/referrals/commissions',
    {
      onRequest: app.guards.requireUser,
      schema: { querystring: ZCommissionListQuery, response: { 200: ZCommissionList } },
    },
    async (request) =>
      listCommissions({ db: deps.db, userId: authOf(request).user.id, ...request.query }),
  );
  r.get(
    '/v1/referrals/tree',
    { onRequest: app.guards.requireUser, schema: { response: { 200: ZReferralTree } } },
    async (request) =>
      getReferralTree({
        db: deps.db,
        config: deps.config,
        settings: deps.settings,
        userId: authOf(request).user.id,
      }),
  );
  r.get(
    '/v1/admin/settings/referrals',
    { onRequest: app.guards.requireUser, schema: { response: { 200: ZReferralSettings } } },
    async (request) => getReferralSettings({ deps, viewer: actorOf(authOf(request).user) }),
  );
  r.put(
    '/v1/admin/settings/referrals',
    {
      onRequest: app.guards.requireUser,
      schema: { body: ZReferralSettings, response: { 200: ZReferralSettings } },
    },
    async (request) =>
      updateReferralSettings({ deps, viewer: actorOf(authOf(request).user), input: request.body }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idText,
  ZAccountSecurity,
  ZAdminMessageInput,
  ZAdminMessageSent,
  ZAdminNote,
  ZAdminNoteInput,
  ZAdminNoteList,
  ZLoginHistory,
  ZAdjustment,
  ZUserFlagBody,
  ZAdminUserDetail,
  ZAdminUserUpdate,
  ZListQuery,
  ZUser,
  ZUserList,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { withIdempotency } from '../idempotency/index.ts';
import { actorOf } from '../policy/index.ts';
import { getAccountSecurity } from '../mfa/index.ts';
import { resetUserMfa } from './reset-user-mfa.ts';
import { findOngoingTrade } from '../trades/index.ts';
import { toTradeDto } from '../trades/index.ts';
import { addAdminNote } from './add-admin-note.ts';
import { adjustUserFigure } from './adjust-user-figure.ts';
import { listAdminNotes } from './list-admin-notes.ts';
import { listLogins } from './list-logins.ts';
import { messageUser } from './message-user.ts';
import { deleteUser } from './delete-user.ts';
import { findUser } from './find-user.ts';
import { listUsers } from './list-users.ts';
import { reopenAccount } from './reopen-account.ts';
import { setUserFlag } from './set-user-flag.ts';
import { toUserDto } from '../accounts/index.ts';
import { updateUserContact } from './update-user-contact.ts';

const ZUserParams = z.object({ id: idText() });
const ZFlag = z.object({
  id: idText(),
  action: z.enum(['activate', 'deactivate', 'make-admin']),
});

/** Messages one address may send to users in an hour (decision 056). */
const ADMIN_MESSAGES_PER_HOUR = 30;

/** Every `/v1/users…` route: the admin's view and management of user accounts. */
export async function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.guards.requireAdmin;

  r.get(
    '/v1/users',
    { onRequest: admin, schema: { querystring: ZListQuery, response: { 200: ZUserList } } },
    async (request) => listUsers({ db: deps.db, query: request.query }),
  );

  r.get(
    '/v1/users/:id',
    { onRequest: admin, schema: { params: ZUserParams, response: { 200: ZAdminUserDetail } } },
    async (request) => {
      const user = await findUser({ db: deps.db, id: request.params.id });
      const trade = await findOngoingTrade({ db: deps.db, userId: user.id });
      return {
        user: toUserDto(user),
        trade: trade ? toTradeDto(trade) : null,
        heldBalance: user.held,
        security: await getAccountSecurity({ db: deps.db, userId: user.id }),
      };
    },
  );

  // A user who lost their authenticator and recovery codes: two-factor off (audited).
  r.delete(
    '/v1/users/:id/mfa',
    { onRequest: admin, schema: { params: ZUserParams, response: { 200: ZAccountSecurity } } },
    async (request) =>
      resetUserMfa({ deps, actorId: authOf(request).user.id, userId: request.params.id }),
  );

  // An account its owner closed opens again (audited); the policy's `user.reopen`.
  r.post(
    '/v1/users/:id/reopen',
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZUserParams, response: { 200: ZUser } },
    },
    async (request) =>
      toUserDto(
        await reopenAccount({
          deps,
          viewer: actorOf(authOf(request).user),
          userId: request.params.id,
        }),
      ),
  );

  r.post(
    '/v1/users/:id/:action',
    // Authenticated here; who may change an account is the operation's policy (decision 038).
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZFlag, body: ZUserFlagBody, response: { 200: ZUser } },
    },
    async (request) => {
      const change = request.params.action === 'make-admin' ? 'make_admin' : request.params.action;
      return toUserDto(
        await setUserFlag({
          deps,
          viewer: actorOf(authOf(request).user),
          userId: request.params.id,
          change,
          reason: request.body?.reason,
        }),
      );
    },
  );

  r.patch(
    '/v1/users/:id',
    {
      onRequest: admin,
      schema: { params: ZUserParams, body: ZAdminUserUpdate, response: { 200: ZUser } },
    },
    async (request) =>
      toUserDto(
        await updateUserContact({
          deps,
          actorId: authOf(request).user.id,
          userId: request.params.id,
          input: request.body,
        }),
      ),
  );

  r.delete(
    '/v1/users/:id',
    { onRequest: app.guards.requireUser, schema: { params: ZUserParams } },
    async (request, reply) => {
      const viewer = actorOf(authOf(request).user);
      await deleteUser({ deps, viewer, userId: request.params.id });
      return reply.status(204).send();
    },
  );

  r.post(
    '/v1/users/:id/adjustments',
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZUserParams, body: ZAdjustment, response: { 200: ZUser } },
    },
    async (request, reply) => {
      const viewer = actorOf(authOf(request).user);
      return withIdempotency({
        deps,
        request,
        reply,
        userId: viewer.userId,
        run: async (txDeps) => ({
          status: 200,
          body: toUserDto(
            await adjustUserFigure({
              deps: txDeps,
              viewer,
              userId: request.params.id,
              input: request.body,
            }),
          ),
        }),
      });
    },
  );

  // An admin's tools on a user's page (decision 056): who may is the operations' policy.
  r.get(
    '/v1/users/:id/logins',
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZUserParams, response: { 200: ZLoginHistory } },
    },
    async (request) =>
      listLogins({
        db: deps.db,
        viewer: actorOf(authOf(request).user),
        userId: request.params.id,
      }),
  );

  r.get(
    '/v1/users/:id/notes',
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZUserParams, response: { 200: ZAdminNoteList } },
    },
    async (request) =>
      listAdminNotes({
        db: deps.db,
        viewer: actorOf(authOf(request).user),
        userId: request.params.id,
      }),
  );

  r.post(
    '/v1/users/:id/notes',
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZUserParams, body: ZAdminNoteInput, response: { 201: ZAdminNote } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addAdminNote({
          deps,
          viewer: actorOf(authOf(request).user),
          userId: request.params.id,
          input: request.body,
        }),
      ),
  );

  r.post(
    '/v1/users/:id/messages',
    {
      onRequest: app.guards.requireUser,
      schema: {
        params: ZUserParams,
        body: ZAdminMessageInput,
        response: { 201: ZAdminMessageSent },
      },
      config: { rateLimit: { max: ADMIN_MESSAGES_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const viewer = actorOf(authOf(request).user);
      return withIdempotency({
        deps,
        request,
        reply,
        userId: viewer.userId,
        run: async (txDeps) => ({
          status: 201,
          body: await messageUser({
            deps: txDeps,
            viewer,
            userId: request.params.id,
            input: request.body,
          }),
        }),
      });
    },
  );
}

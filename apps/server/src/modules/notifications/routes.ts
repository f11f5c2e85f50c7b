import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idText,
  ZListQuery,
  ZNotification,
  ZNotificationList,
  ZNotificationsMarked,
  ZNotificationUnreadCount,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { countUnreadNotifications } from './count-unread-notifications.ts';
import { listNotifications } from './list-notifications.ts';
import { markAllNotificationsRead } from './mark-all-notifications-read.ts';
import { markNotificationRead } from './mark-notification-read.ts';

const ZIdParams = z.object({ id: idText() });

/** The signed-in user's own notifications (decision 029): list, unread count, mark read. */
export async function notificationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = app.guards.requireUser;
  r.get(
    '/v1/notifications',
    { onRequest: user, schema: { querystring: ZListQuery, response: { 200: ZNotificationList } } },
    async (request) =>
      listNotifications({ db: deps.db, query: request.query, ownerId: authOf(request).user.id }),
  );
  r.get(
    '/v1/notifications/unread',
    { onRequest: user, schema: { response: { 200: ZNotificationUnreadCount } } },
    async (request) => countUnreadNotifications({ db: deps.db, ownerId: authOf(request).user.id }),
  );
  r.post(
    '/v1/notifications/read',
    { onRequest: user, schema: { response: { 200: ZNotificationsMarked } } },
    async (request) => markAllNotificationsRead({ deps, ownerId: authOf(request).user.id }),
  );
  r.post(
    '/v1/notifications/:id/read',
    { onRequest: user, schema: { params: ZIdParams, response: { 200: ZNotification } } },
    async (request) =>
      markNotificationRead({ deps, ownerId: authOf(request).user.id, id: request.params.id }),
  );
}

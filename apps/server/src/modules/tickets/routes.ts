import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idText,
  ZAdminTicket,
  ZAdminTicketList,
  ZAdminTicketQuery,
  ZAdminTicketThread,
  ZCannedReply,
  ZCannedReplyInput,
  ZCannedReplyList,
  ZTicket,
  ZTicketAssignRequest,
  ZTicketCount,
  ZTicketList,
  ZTicketNote,
  ZTicketNoteRequest,
  ZTicketOpenRequest,
  ZTicketReplyRequest,
  ZTicketThread,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { actorOf } from '../policy/index.ts';
import { addTicketNote } from './add-ticket-note.ts';
import { answerTicket } from './answer-ticket.ts';
import { assignTicket } from './assign-ticket.ts';
import { closeTicket } from './close-ticket.ts';
import { countAwaitingTickets } from './count-awaiting-tickets.ts';
import { countUnreadTickets } from './count-unread-tickets.ts';
import { createCannedReply } from './create-canned-reply.ts';
import { deleteCannedReply } from './delete-canned-reply.ts';
import { getDeskTicket } from './get-desk-ticket.ts';
import { getMyTicket } from './get-my-ticket.ts';
import { listCannedReplies } from './list-canned-replies.ts';
import { listDeskTickets } from './list-desk-tickets.ts';
import { listMyTickets } from './list-my-tickets.ts';
import { markTicketRead } from './mark-ticket-read.ts';
import { openTicket } from './open-ticket.ts';
import { replyToTicket } from './reply-to-ticket.ts';
import { setDeskTicketStatus } from './set-desk-ticket-status.ts';
import { updateCannedReply } from './update-canned-reply.ts';

const ZId = z.object({ id: idText('Ticket') });
const ZCannedId = z.object({ id: idText('Canned reply') });

/**
 * Support tickets (decision 052): `/v1/tickets` for the signed-in user's own, `/v1/admin/tickets`
 * and `/v1/admin/canned-replies` for the desk. Routes only authenticate; the operations ask the
 * policy. Opening and replying are counted per user in the database (rate limits, 013).
 */
export async function ticketRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = app.guards.requireUser;
  const admin = app.guards.requireAdmin;
  const viewer = (request: FastifyRequest) => actorOf(authOf(request).user);
  const perUser = (name: string, max: number) => ({
    max,
    timeWindow: '1 hour',
    keyGenerator: async (request: FastifyRequest) => {
      const auth = await app.authenticate(request);
      return auth ? `${name}:user:${auth.user.id}` : `${name}:ip:${request.ip}`;
    },
  });
  const openLimit = perUser('ticket-open', deps.config.TICKET_OPEN_MAX_PER_USER_PER_HOUR);
  const replyLimit = perUser('ticket-reply', deps.config.TICKET_REPLY_MAX_PER_USER_PER_HOUR);

  r.get(
    '/v1/tickets',
    { onRequest: user, schema: { response: { 200: ZTicketList } } },
    async (request) => listMyTickets({ deps, viewer: viewer(request) }),
  );
  r.post(
    '/v1/tickets',
    {
      onRequest: user,
      config: { rateLimit: openLimit },
      schema: { body: ZTicketOpenRequest, response: { 201: ZTicketThread } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await openTicket({ deps, viewer: viewer(request), input: request.body })),
  );
  r.get(
    '/v1/tickets/unread',
    { onRequest: user, schema: { response: { 200: ZTicketCount } } },
    async (request) => countUnreadTickets({ deps, viewer: viewer(request) }),
  );
  r.get(
    '/v1/tickets/:id',
    { onRequest: user, schema: { params: ZId, response: { 200: ZTicketThread } } },
    async (request) =>
      getMyTicket({ deps, viewer: viewer(request), input: { ticketId: request.params.id } }),
  );
  r.post(
    '/v1/tickets/:id/read',
    { onRequest: user, schema: { params: ZId, response: { 200: ZTicket } } },
    async (request) =>
      markTicketRead({ deps, viewer: viewer(request), input: { ticketId: request.params.id } }),
  );
  r.post(
    '/v1/tickets/:id/messages',
    {
      onRequest: user,
      config: { rateLimit: replyLimit },
      schema: { params: ZId, body: ZTicketReplyRequest, response: { 201: ZTicketThread } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await replyToTicket({
          deps,
          viewer: viewer(request),
          input: { ...request.body, ticketId: request.params.id },
        }),
      ),
  );
  r.post(
    '/v1/tickets/:id/close',
    { onRequest: user, schema: { params: ZId, response: { 200: ZTicket } } },
    async (request) =>
      closeTicket({ deps, viewer: viewer(request), input: { ticketId: request.params.id } }),
  );

  // The desk.
  r.get(
    '/v1/admin/tickets',
    {
      onRequest: admin,
      schema: { querystring: ZAdminTicketQuery, response: { 200: ZAdminTicketList } },
    },
    async (request) => listDeskTickets({ deps, viewer: viewer(request), query: request.query }),
  );
  r.get(
    '/v1/admin/tickets/awaiting',
    { onRequest: admin, schema: { response: { 200: ZTicketCount } } },
    async (request) => countAwaitingTickets({ deps, viewer: viewer(request) }),
  );
  r.get(
    '/v1/admin/tickets/:id',
    { onRequest: admin, schema: { params: ZId, response: { 200: ZAdminTicketThread } } },
    async (request) =>
      getDeskTicket({ deps, viewer: viewer(request), input: { ticketId: request.params.id } }),
  );
  r.post(
    '/v1/admin/tickets/:id/messages',
    {
      onRequest: admin,
      schema: { params: ZId, body: ZTicketReplyRequest, response: { 201: ZAdminTicketThread } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await answerTicket({
          deps,
          viewer: viewer(request),
          input: { ticketId: request.params.id, ...request.body },
        }),
      ),
  );
  r.post(
    '/v1/admin/tickets/:id/notes',
    {
      onRequest: admin,
      schema: { params: ZId, body: ZTicketNoteRequest, response: { 201: ZTicketNote } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addTicketNote({
          deps,
          viewer: viewer(request),
          input: { ticketId: request.params.id, note: request.body.note },
        }),
      ),
  );
  r.put(
    '/v1/admin/tickets/:id/assignee',
    {
      onRequest: admin,
      schema: { params: ZId, body: ZTicketAssignRequest, response: { 200: ZAdminTicket } },
    },
    async (request) =>
      assignTicket({
        deps,
        viewer: viewer(request),
        input: { ticketId: request.params.id, assigneeId: request.body.assigneeId },
      }),
  );
  for (const event of ['close', 'reopen'] as const) {
    r.post(
      `/v1/admin/tickets/:id/${event}`,
      { onRequest: admin, schema: { params: ZId, response: { 200: ZAdminTicket } } },
      async (request) =>
        setDeskTicketStatus({
          deps,
          viewer: viewer(request),
          input: { ticketId: request.params.id, event },
        }),
    );
  }
  r.get(
    '/v1/admin/canned-replies',
    { onRequest: admin, schema: { response: { 200: ZCannedReplyList } } },
    async (request) => listCannedReplies({ deps, viewer: viewer(request) }),
  );
  r.post(
    '/v1/admin/canned-replies',
    { onRequest: admin, schema: { body: ZCannedReplyInput, response: { 201: ZCannedReply } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createCannedReply({ deps, viewer: viewer(request), input: request.body })),
  );
  r.put(
    '/v1/admin/canned-replies/:id',
    {
      onRequest: admin,
      schema: { params: ZCannedId, body: ZCannedReplyInput, response: { 200: ZCannedReply } },
    },
    async (request) =>
      updateCannedReply({
        deps,
        viewer: viewer(request),
        input: { ...request.body, cannedReplyId: request.params.id },
      }),
  );
  r.delete(
    '/v1/admin/canned-replies/:id',
    { onRequest: admin, schema: { params: ZCannedId } },
    async (request, reply) => {
      await deleteCannedReply({
        deps,
        viewer: viewer(request),
        input: { cannedReplyId: request.params.id },
      });
      return reply.status(204).send();
    },
  );
}

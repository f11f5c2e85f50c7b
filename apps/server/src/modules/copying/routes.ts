import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddCopyFundsRequest,
  ZClosePositionRequest,
  ZCopy,
  ZCopyDetail,
  ZOpenPositionRequest,
  ZPositionClose,
  ZStartCopyRequest,
  ZStopCopyRequest,
  ZTraderPosition,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { withIdempotency } from '../idempotency/index.ts';
import { actorOf } from '../policy/index.ts';
import { addCopyFunds } from './add-copy-funds.ts';
import { closePosition } from './close-position.ts';
import { getCopy } from './get-copy.ts';
import { listCopies } from './list-copies.ts';
import { openPosition } from './open-position.ts';
import { pauseCopy } from './pause-copy.ts';
import { resumeCopy } from './resume-copy.ts';
import { startCopy } from './start-copy.ts';
import { stopCopy } from './stop-copy.ts';
import { withdrawTraderRole } from './withdraw-trader-role.ts';

const ZId = z.object({ id: z.string().min(1).max(64) });

/**
 * Copy trading's money routes (decision 043): the follower's copies, the trader's positions and
 * the admin's withdrawal of the role. Routes only authenticate; every money route goes through
 * withIdempotency, so a retried request with its key is answered once.
 */
export async function copyingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = app.guards.requireUser;
  /** Runs a money operation once per idempotency key, answering `status`. */
  const once = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    run: (txDeps: AppDeps) => Promise<unknown>,
  ) =>
    withIdempotency({
      deps,
      request,
      reply,
      userId: authOf(request).user.id,
      run: async (txDeps) => ({ status, body: await run(txDeps) }),
    });
  const viewer = (request: FastifyRequest) => actorOf(authOf(request).user);

  r.post(
    '/v1/copies',
    { onRequest: user, schema: { body: ZStartCopyRequest, response: { 201: ZCopy } } },
    async (request, reply) =>
      once(request, reply, 201, (d) =>
        startCopy({ deps: d, viewer: viewer(request), input: request.body }),
      ),
  );
  r.get(
    '/v1/copies',
    { onRequest: user, schema: { response: { 200: z.array(ZCopy) } } },
    async (request) => listCopies({ deps, viewer: viewer(request) }),
  );
  r.get(
    '/v1/copies/:id',
    { onRequest: user, schema: { params: ZId, response: { 200: ZCopyDetail } } },
    async (request) =>
      getCopy({ deps, viewer: viewer(request), input: { copyId: request.params.id } }),
  );
  r.post(
    '/v1/copies/:id/funds',
    {
      onRequest: user,
      schema: { params: ZId, body: ZAddCopyFundsRequest, response: { 200: ZCopy } },
    },
    async (request, reply) =>
      once(request, reply, 200, (d) =>
        addCopyFunds({
          deps: d,
          viewer: viewer(request),
          input: { ...request.body, copyId: request.params.id },
        }),
      ),
  );
  r.post(
    '/v1/copies/:id/pause',
    { onRequest: user, schema: { params: ZId, response: { 200: ZCopy } } },
    async (request, reply) =>
      once(request, reply, 200, (d) =>
        pauseCopy({ deps: d, viewer: viewer(request), input: { copyId: request.params.id } }),
      ),
  );
  r.post(
    '/v1/copies/:id/resume',
    { onRequest: user, schema: { params: ZId, response: { 200: ZCopy } } },
    async (request, reply) =>
      once(request, reply, 200, (d) =>
        resumeCopy({ deps: d, viewer: viewer(request), input: { copyId: request.params.id } }),
      ),
  );
  r.post(
    '/v1/copies/:id/stop',
    { onRequest: user, schema: { params: ZId, body: ZStopCopyRequest, response: { 200: ZCopy } } },
    async (request, reply) =>
      once(request, reply, 200, (d) =>
        stopCopy({
          deps: d,
          viewer: viewer(request),
          input: { ...request.body, copyId: request.params.id },
        }),
      ),
  );
  r.post(
    '/v1/trader/positions',
    { onRequest: user, schema: { body: ZOpenPositionRequest, response: { 201: ZTraderPosition } } },
    async (request, reply) =>
      once(request, reply, 201, (d) =>
        openPosition({ deps: d, viewer: viewer(request), input: request.body }),
      ),
  );
  r.post(
    '/v1/trader/positions/:id/close',
    {
      onRequest: user,
      schema: { params: ZId, body: ZClosePositionRequest, response: { 200: ZPositionClose } },
    },
    async (request, reply) =>
      once(request, reply, 200, (d) =>
        closePosition({
          deps: d,
          viewer: viewer(request),
          input: { ...request.body, positionId: request.params.id },
        }),
      ),
  );
  r.delete(
    '/v1/admin/traders/:id',
    { onRequest: app.guards.requireAdmin, schema: { params: ZId } },
    async (request, reply) => {
      await withdrawTraderRole({
        deps,
        viewer: viewer(request),
        input: { traderId: request.params.id },
      });
      return reply.status(204).send();
    },
  );
}

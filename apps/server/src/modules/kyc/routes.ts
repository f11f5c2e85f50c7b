import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idText,
  ZKycDecision,
  ZKycList,
  ZKycListQuery,
  ZKycSettings,
  ZKycState,
  ZKycSubmission,
  ZKycSubmissionInput,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { actorOf } from '../policy/index.ts';
import { decideKyc } from './decide-kyc.ts';
import { getKycState } from './get-my-kyc.ts';
import { getKycSubmission } from './get-kyc-submission.ts';
import { listKycSubmissions } from './list-kyc-submissions.ts';
import { getKycSettings } from './get-kyc-settings.ts';
import { getUserKyc } from './get-user-kyc.ts';
import { submitKyc } from './submit-kyc.ts';
import { updateKycSettings } from './update-kyc-settings.ts';

const ZIdParams = z.object({ id: idText() });

/** Identity verification (decision 054): the user's own, the admin's queue, review and settings. */
export async function kycRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/kyc',
    { onRequest: app.guards.requireUser, schema: { response: { 200: ZKycState } } },
    async (request) =>
      getKycState({ db: deps.db, settings: deps.settings, userId: authOf(request).user.id }),
  );
  r.post(
    '/v1/kyc',
    {
      onRequest: app.guards.requireUser,
      schema: { body: ZKycSubmissionInput, response: { 201: ZKycSubmission } },
    },
    async (request, reply) => {
      const submission = await submitKyc({
        deps,
        viewer: actorOf(authOf(request).user),
        input: request.body,
      });
      return reply.status(201).send(submission);
    },
  );
  r.get(
    '/v1/admin/kyc',
    {
      onRequest: app.guards.requireUser,
      schema: { querystring: ZKycListQuery, response: { 200: ZKycList } },
    },
    async (request) =>
      listKycSubmissions({ deps, viewer: actorOf(authOf(request).user), query: request.query }),
  );
  r.get(
    '/v1/admin/kyc/:id',
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZIdParams, response: { 200: ZKycSubmission } },
    },
    async (request) =>
      getKycSubmission({ deps, viewer: actorOf(authOf(request).user), id: request.params.id }),
  );
  r.post(
    '/v1/admin/kyc/:id/decision',
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZIdParams, body: ZKycDecision, response: { 200: ZKycSubmission } },
    },
    async (request) =>
      decideKyc({
        deps,
        viewer: actorOf(authOf(request).user),
        id: request.params.id,
        decision: request.body,
      }),
  );
  r.get(
    '/v1/admin/users/:id/kyc',
    {
      onRequest: app.guards.requireUser,
      schema: { params: ZIdParams, response: { 200: ZKycState } },
    },
    async (request) =>
      getUserKyc({ deps, viewer: actorOf(authOf(request).user), userId: request.params.id }),
  );
  r.get(
    '/v1/admin/settings/kyc',
    { onRequest: app.guards.requireUser, schema: { response: { 200: ZKycSettings } } },
    async (request) => getKycSettings({ deps, viewer: actorOf(authOf(request).user) }),
  );
  r.put(
    '/v1/admin/settings/kyc',
    {
      onRequest: app.guards.requireUser,
      schema: { body: ZKycSettings, response: { 200: ZKycSettings } },
    },
    async (request) =>
      updateKycSettings({ deps, viewer: actorOf(authOf(request).user), input: request.body }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idText,
  ZInstrument,
  ZInstrumentRequest,
  ZLandingFigures,
  ZLandingFiguresSource,
  ZMakeTraderRequest,
  ZPortfolio,
  ZTraderConsole,
  ZTraderListQuery,
  ZTraderProfile,
  ZTraderProfileEdit,
  ZTraderSummary,
  type TTraderSummary,
  ZUpdateTraderRequest,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { authOf } from '../../lib/auth-context.ts';
import { actorOf } from '../policy/index.ts';
import { createInstrument } from './create-instrument.ts';
import { editTraderProfile } from './edit-trader-profile.ts';
import { getLandingFigures } from './get-landing-figures.ts';
import { getPortfolio } from './get-portfolio.ts';
import { getTraderConsole } from './get-trader-console.ts';
import { getTraderProfile } from './get-trader-profile.ts';
import { listAdminTraders } from './list-admin-traders.ts';
import { listInstruments } from './list-instruments.ts';
import { listTraders } from './list-traders.ts';
import { makeTrader } from './make-trader.ts';
import { setLandingFigures } from './set-landing-figures.ts';
import { updateInstrument } from './update-instrument.ts';
import { updateTrader } from './update-trader.ts';

const ZIdParams = z.object({ id: idText() });
/** Whether the client takes gzip (`gzip` listed without `q=0`). */
const acceptsGzip = (header: string | undefined) =>
  !!header &&
  header
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .some((part) => /^(gzip|\*)(\s*;\s*q=(?!0(\.0*)?$)[\d.]+)?$/.test(part));
const ZSummaries = z.array(ZTraderSummary);
const ZInstruments = z.array(ZInstrument);
/** `PATCH /v1/admin/instruments/:id`: any of the fields. */
const ZInstrumentPatch = ZInstrumentRequest.partial();

/**
 * Lead traders (decision 043): the public ranking, profiles, instruments and landing figures (no
 * session), the user's portfolio, the trader's console and profile, and the admin's traders,
 * instruments and settings. Positions and copies are `copying/routes.ts`.
 */
export async function traderRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = app.guards.requireUser;
  const admin = app.guards.requireAdmin;
  const viewer = (request: Parameters<typeof authOf>[0]) => actorOf(authOf(request).user);

  // Public.
  r.get(
    '/v1/traders',
    { schema: { querystring: ZTraderListQuery, response: { 200: ZSummaries } } },
    // Already JSON (built by the database, see `selectRankingJson`): Fastify sends a string with
    // a JSON content type as it is, and the compression leaves an answer already gzipped alone;
    // the schema documents it, the tests parse the answer with it.
    async (request, reply) => {
      const answer = await listTraders({ deps, input: request.query });
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (acceptsGzip(request.headers['accept-encoding'])) {
        const body = await answer.gzipped();
        return reply.header('content-encoding', 'gzip').send(body as unknown as TTraderSummary[]);
      }
      return reply.send(answer.json as unknown as TTraderSummary[]);
    },
  );
  r.get(
    '/v1/traders/:id',
    { schema: { params: ZIdParams, response: { 200: ZTraderProfile } } },
    async (request) => getTraderProfile({ deps, input: { traderId: request.params.id } }),
  );
  r.get('/v1/instruments', { schema: { response: { 200: ZInstruments } } }, async () =>
    listInstruments({ deps }),
  );
  r.get('/v1/landing-figures', { schema: { response: { 200: ZLandingFigures } } }, async () =>
    getLandingFigures({ deps }),
  );

  // Signed in.
  r.get(
    '/v1/portfolio',
    { onRequest: user, schema: { response: { 200: ZPortfolio } } },
    async (request) => getPortfolio({ deps, viewer: viewer(request) }),
  );
  r.get(
    '/v1/trader',
    { onRequest: user, schema: { response: { 200: ZTraderConsole } } },
    async (request) => getTraderConsole({ deps, viewer: viewer(request) }),
  );
  r.patch(
    '/v1/trader/profile',
    { onRequest: user, schema: { body: ZTraderProfileEdit, response: { 200: ZTraderProfile } } },
    async (request) => editTraderProfile({ deps, viewer: viewer(request), input: request.body }),
  );

  // Admin.
  r.get(
    '/v1/admin/traders',
    { onRequest: admin, schema: { response: { 200: ZSummaries } } },
    async (request) => listAdminTraders({ deps, viewer: viewer(request) }),
  );
  r.post(
    '/v1/admin/traders',
    { onRequest: admin, schema: { body: ZMakeTraderRequest, response: { 201: ZTraderSummary } } },
    async (request, reply) => {
      const summary = await makeTrader({ deps, viewer: viewer(request), input: request.body });
      return reply.code(201).send(summary);
    },
  );
  r.patch(
    '/v1/admin/traders/:id',
    {
      onRequest: admin,
      schema: { params: ZIdParams, body: ZUpdateTraderRequest, response: { 200: ZTraderSummary } },
    },
    async (request) =>
      updateTrader({
        deps,
        viewer: viewer(request),
        input: { ...request.body, traderId: request.params.id },
      }),
  );
  r.get(
    '/v1/admin/instruments',
    { onRequest: admin, schema: { response: { 200: ZInstruments } } },
    async (request) => listInstruments({ deps, viewer: viewer(request) }),
  );
  r.post(
    '/v1/admin/instruments',
    { onRequest: admin, schema: { body: ZInstrumentRequest, response: { 201: ZInstrument } } },
    async (request, reply) => {
      const instrument = await createInstrument({
        deps,
        viewer: viewer(request),
        input: request.body,
      });
      return reply.code(201).send(instrument);
    },
  );
  r.patch(
    '/v1/admin/instruments/:id',
    {
      onRequest: admin,
      schema: { params: ZIdParams, body: ZInstrumentPatch, response: { 200: ZInstrument } },
    },
    async (request) =>
      updateInstrument({
        deps,
        viewer: viewer(request),
        input: { ...request.body, instrumentId: request.params.id },
      }),
  );
  r.put(
    '/v1/admin/settings/landing-figures',
    {
      onRequest: admin,
      schema: {
        body: z.object({ source: ZLandingFiguresSource }),
        response: { 200: ZLandingFigures },
      },
    },
    async (request) => setLandingFigures({ deps, viewer: viewer(request), input: request.body }),
  );
}

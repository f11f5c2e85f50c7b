import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import { DEV_MAIL_ID, type DevMailMeta, devMailDir } from './transports/dev-transport.ts';

const LIST_LIMIT = 50;

/** The mail can style itself and show remote images; it can run nothing and embed nothing. */
const MAIL_CSP =
  "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * GET /v1/dev/mail/:id shows a mail the development transport saved. Registered only with
 * MAIL_TRANSPORT=dev. Admin only: dev is the default transport, so a server somebody forgot to
 * configure must not show users' mails (names, amounts) to anyone who can guess an id, and
 * "localhost only" cannot be told apart behind a local reverse proxy. The first admin's
 * credentials are printed at the first start, so a developer signs in once and follows the
 * links the server logs.
 */
export async function mailRoutes(app: FastifyInstance, deps: AppDeps) {
  if (deps.config.MAIL_TRANSPORT !== 'dev') return;
  const dir = devMailDir(deps.config.dataDir);

  // The newest saved mails (to one address, when `to` is given): how a developer, or an
  // end-to-end test, finds the mail a link was sent in.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/dev/mail',
    {
      onRequest: app.guards.requireAdmin,
      schema: { querystring: z.object({ to: z.string().max(254).optional() }), hide: true },
    },
    async (request) => {
      const names = await readdir(dir).catch(() => [] as string[]);
      const metas: DevMailMeta[] = [];
      for (const name of names.filter((n) => n.endsWith('.json'))) {
        const meta = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as DevMailMeta;
        if (!request.query.to || meta.to === request.query.to.toLowerCase()) metas.push(meta);
      }
      metas.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || b.id.localeCompare(a.id));
      return { mails: metas.slice(0, LIST_LIMIT) };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/dev/mail/:id',
    {
      onRequest: app.guards.requireAdmin,
      schema: { params: z.object({ id: z.string().regex(DEV_MAIL_ID) }), hide: true },
    },
    async (request, reply) => {
      const html = await readFile(path.join(dir, `${request.params.id}.html`), 'utf8').catch(() => {
        throw appError('mail_not_found');
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', MAIL_CSP)
        .send(html);
    },
  );
}

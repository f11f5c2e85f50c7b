import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { authOf } from '../../lib/auth-context.ts';
import { actorOf } from '../policy/index.ts';
import { getPublicSettings } from './get-public-settings.ts';
import { getSettings } from './get-settings.ts';
import { SETTINGS_CHANNEL } from './settings-store.ts';
import { updateSettings } from './update-settings.ts';

const ZGroupParams = z.object({ group: z.string().min(1).max(64) });
const etags = new WeakMap<object, string>();

/** The entity tag of a set of public settings, computed once per cached copy. */
function etagOf(value: object): string {
  let tag = etags.get(value);
  if (!tag) {
    tag = `"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27)}"`;
    etags.set(value, tag);
  }
  return tag;
}

/**
 * Settings (decision 053): the public read the web loads on every page (revalidated with an
 * entity tag, so a browser's copy costs a 304), the admins' read and one write per group. The
 * process's copy listens on `copyvest_settings` for changes made through any process.
 */
export async function settingsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  listen: Database['listen'] | undefined,
) {
  const unlisten = listen
    ? await listen(SETTINGS_CHANNEL, () => deps.settings.invalidate())
    : undefined;
  app.addHook('onClose', async () => {
    await unlisten?.();
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.guards.requireAdmin;
  const viewer = (request: Parameters<typeof authOf>[0]) => actorOf(authOf(request).user);

  r.get('/v1/settings/public', async (request, reply) => {
    const value = await getPublicSettings({ deps });
    const tag = etagOf(value);
    void reply.header('cache-control', 'no-cache').header('etag', tag);
    if (request.headers['if-none-match'] === tag) return reply.status(304).send();
    return value;
  });
  r.get('/v1/admin/settings', { onRequest: admin }, async (request) =>
    getSettings({ deps, viewer: viewer(request) }),
  );
  r.put(
    '/v1/admin/settings/:group',
    { onRequest: admin, schema: { params: ZGroupParams, body: z.unknown() } },
    async (request) =>
      updateSettings({
        deps,
        viewer: viewer(request),
        group: request.params.group,
        value: request.body,
      }),
  );
}

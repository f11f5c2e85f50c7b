import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { REALTIME_CLOSE_POLICY } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { isAllowedOriginRequest } from '../../plugins/origin-check.ts';
import { CHANNELS } from './change.ts';
import { RealtimeHub } from './realtime-hub.ts';

const REVALIDATE_MS = 60_000;

/**
 * WebSocket at /v1/realtime?project=…&channels[]=users&channels[]=transactions&channels[]=paymentmethods.
 * A connection without a valid session, from another site, or with no known channel is closed
 * with 1008. Clients send {"type":"ping"} every 20 s and get {"type":"pong"}.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  listen: Database['listen'] | undefined,
): Promise<RealtimeHub> {
  const hub = new RealtimeHub(deps);
  await app.register(websocket, { options: { maxPayload: 4096 } });

  const unlisten = listen
    ? await listen('copyvest_changes', (payload) => hub.dispatch(payload))
    : undefined;
  const timer = setInterval(() => {
    hub
      .revalidate()
      .catch((error: unknown) => app.log.error({ err: error }, 'realtime revalidation failed'));
  }, REVALIDATE_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    hub.closeAll();
    await unlisten?.();
  });

  app.get('/v1/realtime', { websocket: true }, async (socket, request) => {
    const query = request.query as Record<string, string | string[] | undefined>;
    const requested = [query['channels[]'], query.channels]
      .flat()
      .filter((c): c is string => typeof c === 'string');
    const channels = new Set(requested.filter((c) => CHANNELS.has(c)));
    if (!isAllowedOriginRequest(request, deps.config))
      return socket.close(REALTIME_CLOSE_POLICY, 'Invalid Origin');
    if (channels.size === 0) return socket.close(REALTIME_CLOSE_POLICY, 'Missing channels');
    // A bad JWT, or a session still waiting for its second factor, is no session here.
    const auth = await app.authenticate(request).catch(() => null);
    if (!auth) return socket.close(REALTIME_CLOSE_POLICY, 'Unauthorized');

    const remove = hub.add(socket, {
      userId: auth.user.id,
      isAdmin: auth.user.isAdmin && auth.user.isActive,
      channels,
      sessionId: auth.sessionId,
    });
    socket.on('close', remove);
    socket.on('message', (raw) => {
      const text = raw.toString();
      if (text.includes('"ping"')) socket.send(JSON.stringify({ type: 'pong' }));
    });
    socket.send(
      JSON.stringify({
        type: 'connected',
        data: { channels: [...channels], userId: auth.user.id },
      }),
    );
  });
  return hub;
}

import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import { messages } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { isAllowedOriginRequest } from '../../plugins/origin-check.ts';
import { toAccountDto } from '../accounts/index.ts';
import { viewerOf } from '../databases/index.ts';
import { handleMessage } from './handle-message.ts';
import { newSubscriptionId } from './new-subscription-id.ts';
import { subscriptionOf } from './subscription-of.ts';
import { closeWith, send, type RealtimeConnection } from './realtime-connection.ts';
import { RealtimeHub } from './realtime-hub.ts';
import { RealtimeError } from './runtime-query.ts';

const REVALIDATE_MS = 60_000;

function listOf(value: unknown): string[] {
  return [value].flat().filter((item): item is string => typeof item === 'string');
}

/**
 * `GET /v1/realtime?project=…[&channels[]=…]` in the official SDK's protocol (decision 020):
 * `connected` (with the signed-in account, if any), then `subscribe` / `unsubscribe` messages
 * with subscription ids, `authentication` with a session secret, `ping` → `pong`; events carry
 * the ids of the subscriptions they match. Problems are `error` frames; policy violations
 * (unknown project, another site's page, an invalid JWT, an ended session) close with 1008 after
 * their error frame.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  listen: Database['listen'] | undefined,
): Promise<RealtimeHub> {
  const hub = new RealtimeHub(deps);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

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

  app.get('/v1/realtime', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const connection: RealtimeConnection = {
      socket,
      sessionId: null,
      jwtExpiresAt: null,
      viewer: { kind: 'guest' },
      subscriptions: new Map(),
      window: { startedAt: Date.now(), count: 0 },
    };
    // Messages that arrive while the connection is being set up wait for it.
    let ready = false;
    const waiting: RawData[] = [];
    const onMessage = (raw: RawData) => {
      handleMessage({ app, hub, connection, raw: raw.toString(), now: Date.now() }).catch(
        (error: unknown) => {
          request.log.error({ err: error }, 'realtime message failed');
          closeWith(connection, 'Error: Server Error', 1011);
        },
      );
    };
    socket.on('message', (raw: RawData) => (ready ? onMessage(raw) : waiting.push(raw)));

    const query = request.query as Record<string, unknown>;
    if (query.project !== deps.config.PROJECT_ID) {
      return closeWith(connection, messages.data.realtimeUnknownProject);
    }
    if (!isAllowedOriginRequest(request, deps.config)) {
      return closeWith(connection, messages.errors.invalidOrigin);
    }
    let auth: AuthContext | null;
    try {
      const jwt = typeof query.jwt === 'string' && query.jwt !== '' ? query.jwt : undefined;
      auth = jwt ? await app.authenticateCredential({ jwt }) : await app.authenticate(request);
      if (jwt && !auth) return closeWith(connection, messages.errors.jwtInvalid);
    } catch (error) {
      if (error instanceof AppError) return closeWith(connection, error.message);
      throw error;
    }
    connection.sessionId = auth?.sessionId ?? null;
    connection.jwtExpiresAt = auth?.jwtExpiresAt?.getTime() ?? null;
    connection.viewer = viewerOf(auth);

    const channels = listOf(query['channels[]'] ?? query.channels);
    const mapping: Record<string, string> = {};
    if (channels.length > 0) {
      try {
        const id = newSubscriptionId();
        connection.subscriptions.set(id, subscriptionOf(channels, []));
        mapping['0'] = id;
      } catch (error) {
        if (error instanceof RealtimeError) return closeWith(connection, error.message);
        throw error;
      }
    }
    const remove = hub.add(connection);
    socket.on('close', remove);
    send(connection, {
      type: 'connected',
      data: {
        channels,
        subscriptions: channels.length > 0 ? mapping : [],
        user: auth ? toAccountDto(auth.account, auth.user) : null,
      },
    });
    ready = true;
    for (const raw of waiting.splice(0)) onMessage(raw);
  });
  return hub;
}

import type { FastifyInstance } from 'fastify';
import {
  CUSTOM_ID_PATTERN,
  messages,
  REALTIME_MESSAGE_INVALID,
  REALTIME_TOO_MANY_MESSAGES,
} from '@copyvest/shared';
import { toAccountDto } from '../accounts/index.ts';
import { viewerOf } from '../databases/index.ts';
import { send, sendError, type RealtimeConnection } from './realtime-connection.ts';
import type { RealtimeHub } from './realtime-hub.ts';
import { RealtimeError } from './runtime-query.ts';
import { newSubscriptionId } from './new-subscription-id.ts';
import { subscriptionOf } from './subscription-of.ts';

/** Messages one socket may send per minute (the SDK pings every 20 s). */
export const MESSAGES_PER_MINUTE = 60;

const MAX_SUBSCRIPTIONS = 100;

const d = messages.data;

const invalid = (message: string) => new RealtimeError(REALTIME_MESSAGE_INVALID, message);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function subscribe(connection: RealtimeConnection, data: unknown) {
  if (!Array.isArray(data)) throw invalid(d.realtimeItemsInvalid);
  const parsed = data.map((item: unknown) => {
    if (!item || typeof item !== 'object') throw invalid(d.realtimeSubscribeNotObject);
    const { subscriptionId, channels, queries = [] } = item as Record<string, unknown>;
    if (
      subscriptionId !== undefined &&
      (typeof subscriptionId !== 'string' || !CUSTOM_ID_PATTERN.test(subscriptionId))
    ) {
      throw invalid(d.realtimeSubscriptionIdInvalid);
    }
    if (!isStringList(channels)) throw invalid(d.realtimeChannelsInvalid);
    if (!isStringList(queries)) throw invalid(d.realtimeQueriesInvalid);
    return {
      id: subscriptionId ?? newSubscriptionId(),
      subscription: subscriptionOf(channels, queries),
    };
  });
  // All are checked before any is applied: a bad batch changes nothing.
  for (const { id, subscription } of parsed) {
    if (!connection.subscriptions.has(id) && connection.subscriptions.size >= MAX_SUBSCRIPTIONS) {
      throw invalid(d.realtimeTooManySubscriptions(MAX_SUBSCRIPTIONS));
    }
    connection.subscriptions.set(id, subscription);
  }
  return {
    type: 'response',
    data: {
      to: 'subscribe',
      success: true,
      subscriptions: parsed.map(({ id, subscription }) => ({
        subscriptionId: id,
        channels: [...subscription.channels],
        queries: subscription.queries,
      })),
    },
  };
}

function unsubscribe(connection: RealtimeConnection, data: unknown) {
  if (
    !Array.isArray(data) ||
    !data.every((item) => typeof item?.subscriptionId === 'string' && item.subscriptionId !== '')
  ) {
    throw invalid(d.realtimeUnsubscribeInvalid);
  }
  const results = data.map(({ subscriptionId }: { subscriptionId: string }) => ({
    subscriptionId,
    removed: connection.subscriptions.delete(subscriptionId),
  }));
  return { type: 'response', data: { to: 'unsubscribe', success: true, subscriptions: results } };
}

async function authenticate(
  app: FastifyInstance,
  hub: RealtimeHub,
  connection: RealtimeConnection,
  data: unknown,
) {
  const session = (data as { session?: unknown } | null)?.session;
  if (typeof session !== 'string' || session === '' || session.length > 2048) {
    throw invalid(d.realtimeSessionRequired);
  }
  const auth = await app.authenticateCredential({ secret: session });
  if (!auth) throw invalid(d.realtimeSessionInvalid);
  connection.sessionId = auth.sessionId;
  connection.jwtExpiresAt = null;
  hub.setViewer(connection, viewerOf(auth));
  return {
    type: 'response',
    data: { to: 'authentication', success: true, user: toAccountDto(auth.account, auth.user) },
  };
}

export interface HandleMessageOptions {
  app: FastifyInstance;
  /** Told when the socket's viewer changes (an `authentication` message). */
  hub: RealtimeHub;
  connection: RealtimeConnection;
  raw: string;
  now: number;
}

/**
 * One message from a client, in the SDK's protocol: `ping` → `pong`; `authentication` (a session
 * secret, when the socket carried no cookie); `subscribe` / `unsubscribe` by subscription id.
 * A bad message gets an `error` frame (code 1003) and the socket stays open.
 */
export async function handleMessage({
  app,
  hub,
  connection,
  raw,
  now,
}: HandleMessageOptions): Promise<void> {
  if (now - connection.window.startedAt >= 60_000) connection.window = { startedAt: now, count: 0 };
  connection.window.count += 1;
  if (connection.window.count > MESSAGES_PER_MINUTE) {
    return sendError(connection, REALTIME_TOO_MANY_MESSAGES, d.realtimeTooManyMessages);
  }
  try {
    let message: { type?: unknown; data?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      throw invalid(d.realtimeMessageInvalid);
    }
    if (!message || typeof message !== 'object') throw invalid(d.realtimeMessageInvalid);
    switch (message.type) {
      case 'ping':
        return send(connection, { type: 'pong' });
      case 'subscribe':
        return send(connection, subscribe(connection, message.data));
      case 'unsubscribe':
        return send(connection, unsubscribe(connection, message.data));
      case 'authentication':
        return send(connection, await authenticate(app, hub, connection, message.data));
      default:
        throw invalid(d.realtimeTypeInvalid);
    }
  } catch (error) {
    if (error instanceof RealtimeError) return sendError(connection, error.code, error.message);
    throw error;
  }
}

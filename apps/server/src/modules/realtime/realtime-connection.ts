import type { WebSocket } from 'ws';
import { REALTIME_CLOSE_POLICY } from '@copyvest/shared';
import type { Viewer } from '../databases/index.ts';

export interface Subscription {
  channels: Set<string>;
  queries: string[];
  matches: (payload: Record<string, unknown>) => boolean;
}

/** One socket: who it speaks for (re-checked on every role change and session end) and its subscriptions. */
export interface RealtimeConnection {
  socket: WebSocket;
  /** The session it authenticated with (null: a guest). */
  sessionId: string | null;
  /** When the JWT it opened with expires (epoch ms; null: a cookie or a session secret). */
  jwtExpiresAt: number | null;
  viewer: Viewer;
  subscriptions: Map<string, Subscription>;
  /** Messages received in the current minute (rate limit). */
  window: { startedAt: number; count: number };
}

/**
 * The TCP socket under a WebSocket (ws keeps it as `_socket`): corked while a batch of events is
 * written, so the frames one socket gets in that batch leave in one system call, not one each
 * (decision 061).
 */
export function transportOf(connection: RealtimeConnection): Corkable | undefined {
  const transport = (connection.socket as unknown as { _socket?: Partial<Corkable> })._socket;
  return typeof transport?.cork === 'function' && typeof transport.uncork === 'function'
    ? (transport as Corkable)
    : undefined;
}

interface Corkable {
  cork(): void;
  uncork(): void;
}

export function send(connection: RealtimeConnection, message: unknown): void {
  if (connection.socket.readyState !== connection.socket.OPEN) return;
  connection.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
}

/** Appwrite's error frame (`{ type: "error", data: { code, message } }`). */
export function sendError(connection: RealtimeConnection, code: number, message: string): void {
  send(connection, { type: 'error', data: { code, message } });
}

/** An error frame first, then the close: the client learns why (the SDK stops on 1008). */
export function closeWith(
  connection: RealtimeConnection,
  message: string,
  code = REALTIME_CLOSE_POLICY,
) {
  sendError(connection, code, message);
  connection.socket.close(code, message);
}

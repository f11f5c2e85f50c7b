import { and, gt, inArray, isNull, eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { REALTIME_CLOSE_POLICY } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, sessions, users } from '../../db/schema.ts';
import { canReceive, toClientMessage, ZChange, type Subscriber } from './change.ts';

interface Connection extends Subscriber {
  socket: WebSocket;
  sessionId: string;
}

/**
 * Fans committed changes out to the sockets allowed to see them. Every server process has one;
 * the database's NOTIFY reaches all of them, so a change made through one process reaches
 * clients of every other.
 */
export class RealtimeHub {
  private readonly connections = new Set<Connection>();
  delivered = 0;

  constructor(private readonly deps: AppDeps) {}

  get size(): number {
    return this.connections.size;
  }

  add(socket: WebSocket, subscriber: Subscriber & { sessionId: string }): () => void {
    const connection: Connection = { ...subscriber, socket };
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  /** Handles one NOTIFY payload from the database. */
  dispatch(payload: string): void {
    const parsed = ZChange.safeParse(safeJson(payload));
    if (!parsed.success) return;
    const change = parsed.data;
    // A change to someone's own record may be a role change: re-read it once for their sockets.
    if (change.c === 'users' && change.e === 'update') {
      // On failure the role is picked up by the next revalidation.
      this.refreshRole(change.id).catch(() => undefined);
    }
    let message: string | undefined;
    for (const connection of this.connections) {
      if (
        !canReceive(change, connection) ||
        connection.socket.readyState !== connection.socket.OPEN
      )
        continue;
      message ??= toClientMessage(change, this.deps.clock.now());
      connection.socket.send(message);
      this.delivered += 1;
    }
  }

  /**
   * Closes (1008) the sockets whose session ended (logout, expiry, deleted user) and picks up
   * role changes. One query for all connections.
   */
  async revalidate(): Promise<void> {
    if (this.connections.size === 0) return;
    const ids = [...new Set([...this.connections].map((c) => c.sessionId))];
    const alive = await this.deps.db
      .select({ sessionId: sessions.id, isAdmin: users.isAdmin, isActive: users.isActive })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .innerJoin(users, eq(users.id, sessions.accountId))
      .where(
        and(
          inArray(sessions.id, ids),
          gt(sessions.expiresAt, this.deps.clock.now()),
          isNull(accounts.disabledAt),
          isNull(users.deletedAt),
        ),
      );
    const bySession = new Map(alive.map((row) => [row.sessionId, row]));
    for (const connection of this.connections) {
      const row = bySession.get(connection.sessionId);
      if (!row) {
        connection.socket.close(REALTIME_CLOSE_POLICY, 'Session ended');
        this.connections.delete(connection);
      } else {
        connection.isAdmin = row.isAdmin && row.isActive;
      }
    }
  }

  closeAll(): void {
    for (const connection of this.connections)
      connection.socket.close(1001, 'Server shutting down');
    this.connections.clear();
  }

  private async refreshRole(userId: string): Promise<void> {
    const mine = [...this.connections].filter((connection) => connection.userId === userId);
    if (mine.length === 0) return;
    const [row] = await this.deps.db
      .select({ isAdmin: users.isAdmin, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, userId));
    for (const connection of mine) connection.isAdmin = Boolean(row?.isAdmin && row.isActive);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

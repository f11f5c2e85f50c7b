import { inArray } from 'drizzle-orm';
import { messages } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { sessions } from '../../db/schema.ts';
import { isActiveAdmin } from '../accounts/index.ts';
import { isMfaPending, selectLiveSessions } from '../accounts/index.ts';
import type { UserRecordRow } from '../databases/index.ts';
import type { Viewer } from '../databases/index.ts';
import { parseChangeNotice, type ChangeNotice } from './change-notice.ts';
import { loadChanges } from './load-changes.ts';
import { type Audience, outgoingEvents, type OutgoingEvent } from './outgoing-events.ts';
import { closeWith, send, transportOf, type RealtimeConnection } from './realtime-connection.ts';

/** Most notices published in one batch (one query per table each). */
const BATCH = 200;

function viewerOfUserRow(user: UserRecordRow['user']): Viewer {
  if (user.deletedAt) return { kind: 'guest' };
  return { kind: 'user', userId: user.id, isAdmin: isActiveAdmin(user), isActive: user.isActive };
}

/**
 * Fans committed changes out to the sockets allowed to see them. Every server process has one;
 * the database's NOTIFY reaches all of them, so a change made through one process reaches
 * clients of every other, and an ended session closes its sockets in every process at once.
 */
export class RealtimeHub {
  private readonly connections = new Set<RealtimeConnection>();
  /** The same sockets by signed-in user, and the admins': an event looks only where it may go. */
  private readonly byUser = new Map<string, Set<RealtimeConnection>>();
  private readonly admins = new Set<RealtimeConnection>();
  private queue: ChangeNotice[] = [];
  private draining: Promise<void> | undefined;
  /** The transports corked by the batch being published (uncorked when it is out). */
  private readonly corked = new Set<{ uncork(): void }>();
  delivered = 0;

  constructor(private readonly deps: AppDeps) {}

  get size(): number {
    return this.connections.size;
  }

  add(connection: RealtimeConnection): () => void {
    this.connections.add(connection);
    this.index(connection);
    return () => this.remove(connection);
  }

  /** Every change of a socket's viewer goes through here, so the indexes stay true. */
  setViewer(connection: RealtimeConnection, viewer: Viewer): void {
    const added = this.connections.has(connection);
    if (added) this.unindex(connection);
    connection.viewer = viewer;
    if (added) this.index(connection);
  }

  private remove(connection: RealtimeConnection): void {
    if (this.connections.delete(connection)) this.unindex(connection);
  }

  private index(connection: RealtimeConnection): void {
    const { viewer } = connection;
    if (viewer.kind !== 'user') return;
    let sockets = this.byUser.get(viewer.userId);
    if (!sockets) this.byUser.set(viewer.userId, (sockets = new Set()));
    sockets.add(connection);
    if (viewer.isAdmin) this.admins.add(connection);
  }

  private unindex(connection: RealtimeConnection): void {
    const { viewer } = connection;
    if (viewer.kind !== 'user') return;
    const sockets = this.byUser.get(viewer.userId);
    sockets?.delete(connection);
    if (sockets?.size === 0) this.byUser.delete(viewer.userId);
    this.admins.delete(connection);
  }

  /** The sockets an event with this audience may reach, each once. */
  private *socketsOf(audience: Audience): Iterable<RealtimeConnection> {
    const own = this.byUser.get(audience.userId);
    if (own) yield* own;
    if (!audience.admins) return;
    for (const connection of this.admins) {
      if (!own?.has(connection)) yield connection;
    }
  }

  /** Handles one NOTIFY payload from the database. */
  dispatch(payload: string): void {
    const notice = parseChangeNotice(payload);
    if (!notice) return;
    if (notice.c === 'sessions') {
      // Logout, logout everywhere, a password change, a closed or deleted account: at once.
      this.closeSession(notice.id);
      return;
    }
    this.queue.push(notice);
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH);
      if (this.connections.size === 0) continue;
      try {
        const loaded = await loadChanges({ deps: this.deps, notices: batch });
        try {
          for (const notice of batch)
            this.publish(
              notice,
              loaded.records.get(`users:${notice.id}`),
              outgoingEvents(notice, loaded, this.deps.config.DATABASE_ID),
            );
        } finally {
          this.uncorkAll();
        }
      } catch (error) {
        // The periodic revalidation still closes ended sessions; events of this batch are lost.
        this.deps.log.warn(
          { err: error, changes: batch.length },
          'realtime: a batch of changes could not be published',
        );
      }
    }
  }

  private publish(notice: ChangeNotice, userRow: unknown, events: OutgoingEvent[]): void {
    const timestamp = this.deps.clock.now().toISOString();
    if (notice.c === 'users' && userRow) {
      // A role or activation change applies before this very event is filtered.
      const viewer = viewerOfUserRow((userRow as UserRecordRow).user);
      for (const connection of [...(this.byUser.get(notice.id) ?? [])]) {
        this.setViewer(connection, viewer);
      }
    }
    for (const event of events) this.deliver(event, timestamp);
    if (notice.c === 'users' && notice.deactivated) {
      for (const connection of [...(this.byUser.get(notice.id) ?? [])]) {
        if (connection.sessionId !== null) {
          this.close(connection, messages.data.realtimeAccountDeactivated);
        }
      }
    }
  }

  private deliver(event: OutgoingEvent, timestamp: string): void {
    // The subscription ids differ per socket; the rest of the message is written once.
    let head: string | undefined;
    const now = this.deps.clock.now().getTime();
    const sockets = event.audience ? this.socketsOf(event.audience) : this.connections;
    // Closing removes the socket from these sets while they are iterated: a Set allows it.
    for (const connection of sockets) {
      if (connection.socket.readyState !== connection.socket.OPEN) continue;
      // Between two re-checks a JWT may expire: its socket gets nothing more.
      if (this.jwtExpired(connection, now)) {
        this.close(connection, messages.errors.jwtInvalid);
        continue;
      }
      if (!event.canReceive(connection.viewer)) continue;
      const matched: string[] = [];
      for (const [id, subscription] of connection.subscriptions) {
        if (
          event.channels.some((channel) => subscription.channels.has(channel)) &&
          subscription.matches(event.payload)
        ) {
          matched.push(id);
        }
      }
      if (matched.length === 0) continue;
      head ??= `{"type":"event","data":${JSON.stringify({
        events: event.events,
        channels: event.channels,
        timestamp,
        payload: event.payload,
      }).slice(0, -1)},"subscriptions":`;
      this.cork(connection);
      send(connection, `${head}${JSON.stringify(matched)}}}`);
      this.delivered += 1;
    }
  }

  /** Holds a socket's frames until the batch is published: one write for all of them (decision 061). */
  private cork(connection: RealtimeConnection): void {
    const transport = transportOf(connection);
    if (!transport || this.corked.has(transport)) return;
    transport.cork();
    this.corked.add(transport);
  }

  private uncorkAll(): void {
    for (const transport of this.corked) transport.uncork();
    this.corked.clear();
  }

  private jwtExpired(connection: RealtimeConnection, now: number): boolean {
    return connection.jwtExpiresAt !== null && now >= connection.jwtExpiresAt;
  }

  private close(connection: RealtimeConnection, reason: string): void {
    this.remove(connection);
    closeWith(connection, reason);
  }

  closeSession(sessionId: string): void {
    for (const connection of this.connections) {
      if (connection.sessionId === sessionId)
        this.close(connection, messages.data.realtimeSessionEnded);
    }
  }

  /**
   * Every socket by the rule an HTTP request follows (the auth plugin), for what no notice
   * announces: a session expired, past SESSION_MAX_DAYS or idle for SESSION_IDLE_DAYS, its
   * account blocked or deleted (a notice lost while the listener reconnected), a JWT expired, a
   * session that became MFA-pending (MFA turned on elsewhere). Such a socket closes with 1008;
   * the others get their roles re-read.
   */
  async revalidate(): Promise<void> {
    const now = this.deps.clock.now();
    const ids = [
      ...new Set([...this.connections].map((c) => c.sessionId).filter((id) => id !== null)),
    ];
    if (ids.length === 0) return;
    const alive = await selectLiveSessions({
      db: this.deps.db,
      where: inArray(sessions.id, ids),
      now,
      limits: this.deps.config,
    });
    const bySession = new Map(alive.map((row) => [row.session.id, row]));
    for (const connection of [...this.connections]) {
      if (connection.sessionId === null) continue;
      const row = bySession.get(connection.sessionId);
      if (!row) this.close(connection, messages.data.realtimeSessionEnded);
      else if (this.jwtExpired(connection, now.getTime()))
        this.close(connection, messages.errors.jwtInvalid);
      else if (isMfaPending(row)) this.close(connection, messages.errors.moreFactorsRequired);
      else this.setViewer(connection, viewerOfUserRow(row.user));
    }
  }

  closeAll(): void {
    for (const connection of this.connections)
      connection.socket.close(1001, 'Server shutting down');
    this.connections.clear();
    this.byUser.clear();
    this.admins.clear();
  }
}

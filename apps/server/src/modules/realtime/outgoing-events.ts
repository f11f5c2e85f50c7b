import { canRead } from '../databases/index.ts';
import type { ApiForm } from '../databases/index.ts';
import type { AnyDataCollection } from '../databases/index.ts';
import { toApiRecord } from '../databases/index.ts';
import type { Viewer } from '../databases/index.ts';
import { ACTION, type ChangeNotice } from './change-notice.ts';
import {
  accountChannels,
  documentChannels,
  eventNames,
  rowChannels,
  ticketChannels,
} from './event-names.ts';
import { COLLECTION_OF, type LoadedChanges } from './load-changes.ts';

/**
 * Who can possibly receive an event: the sockets of one user, and every admin's when `admins`.
 * Only narrows where the hub looks; `canReceive` still decides for each socket it looks at.
 */
export interface Audience {
  userId: string;
  admins: boolean;
}

/** One event to publish: its names, channels and payload, and who may receive it. */
export interface OutgoingEvent {
  events: string[];
  channels: string[];
  payload: Record<string, unknown>;
  canReceive: (viewer: Viewer) => boolean;
  /** Undefined: any socket may (a record every signed-in user or guest can read). */
  audience?: Audience;
}

/** Every kind of viewer who is not an admin, as the collections' access rules tell them apart. */
const NON_ADMINS: Viewer[] = [
  { kind: 'guest' },
  { kind: 'user', userId: '', isAdmin: false, isActive: true },
  { kind: 'user', userId: '', isAdmin: false, isActive: false },
];

/** The owner and admins, when no viewer but an admin reads more than their own records. */
function recordAudience(collection: AnyDataCollection, row: unknown): Audience | undefined {
  if (!collection.ownerColumn) return undefined;
  const ownOnly = NON_ADMINS.every((viewer) => collection.access.read(viewer) !== 'all');
  // A record with no owner: admins only ('' is nobody's id).
  return ownOnly ? { userId: collection.ownerOf(row) ?? '', admins: true } : undefined;
}

/**
 * The events of one committed change: the record as a document and as a row (the data API's own
 * serializer and read rule: a subscriber gets exactly what they may read through the API), and
 * for a user, their account on the `account` channel (theirs only). A new notification goes to
 * its owner alone, on their `account` channel, as `users.<id>.notifications.<id>.create`
 * (decision 029).
 */
export function outgoingEvents(
  notice: ChangeNotice,
  loaded: LoadedChanges,
  databaseId: string,
): OutgoingEvent[] {
  const action = ACTION[notice.e];
  const out: OutgoingEvent[] = [];
  if (notice.c === 'notifications') {
    const notification = loaded.notifications.get(notice.id);
    if (!notification) return out;
    const ownerId = notification.userId;
    out.push({
      events: eventNames(['users', ownerId, 'notifications', notification.$id], action),
      channels: accountChannels(ownerId),
      payload: notification,
      canReceive: (viewer) => viewer.kind === 'user' && viewer.userId === ownerId,
      audience: { userId: ownerId, admins: false },
    });
    return out;
  }
  if (notice.c === 'support_tickets' || notice.c === 'support_ticket_messages') {
    return ticketEvents(notice, loaded, action);
  }
  const table = notice.c === 'accounts' ? 'users' : notice.c;
  const collection = COLLECTION_OF[table];
  const row = loaded.records.get(`${table}:${notice.id}`);
  if (collection && row !== undefined && notice.c !== 'accounts') {
    const record = collection.toRecord(row);
    const readable = (viewer: Viewer) => canRead(collection, viewer, row);
    const audience = recordAudience(collection, row);
    for (const form of ['documents', 'rows'] as ApiForm[]) {
      const documents = form === 'documents';
      out.push({
        events: eventNames(
          documents
            ? ['databases', databaseId, 'collections', collection.id, 'documents', notice.id]
            : ['tablesdb', databaseId, 'tables', collection.id, 'rows', notice.id],
          action,
        ),
        channels: documents
          ? documentChannels(databaseId, collection.id, notice.id)
          : rowChannels(databaseId, collection.id, notice.id),
        payload: toApiRecord(record, { collection, databaseId, form }),
        canReceive: readable,
        audience,
      });
    }
  }
  const account = table === 'users' ? loaded.accounts.get(notice.id) : undefined;
  if (account) {
    out.push({
      events: eventNames(['users', notice.id], notice.c === 'accounts' ? 'update' : action),
      channels: accountChannels(notice.id),
      payload: account as Record<string, unknown>,
      canReceive: (viewer) => viewer.kind === 'user' && viewer.userId === notice.id,
      audience: { userId: notice.id, admins: false },
    });
  }
  return out;
}

/**
 * A support ticket's change or new public message (decision 052): on `tickets` and
 * `tickets.<id>`, to the ticket's owner and active admins only, as the owner reads it
 * (`tickets.<id>.update`, `tickets.<id>.messages.<id>.create`). Internal notes have no event.
 */
function ticketEvents(
  notice: ChangeNotice,
  loaded: LoadedChanges,
  action: string,
): OutgoingEvent[] {
  const ownerOrAdmin = (ownerId: string) => (viewer: Viewer) =>
    viewer.kind === 'user' && (viewer.userId === ownerId || viewer.isAdmin);
  if (notice.c === 'support_tickets') {
    const ticket = loaded.tickets.tickets.get(notice.id);
    if (!ticket) return [];
    return [
      {
        events: eventNames(['tickets', ticket.$id], action),
        channels: ticketChannels(ticket.$id),
        payload: ticket,
        canReceive: ownerOrAdmin(ticket.userId),
        audience: { userId: ticket.userId, admins: true },
      },
    ];
  }
  const loadedMessage = loaded.tickets.messages.get(notice.id);
  if (!loadedMessage) return [];
  const { message, ownerId } = loadedMessage;
  return [
    {
      events: eventNames(['tickets', message.ticketId, 'messages', message.$id], 'create'),
      channels: ticketChannels(message.ticketId),
      payload: message,
      canReceive: ownerOrAdmin(ownerId),
      audience: { userId: ownerId, admins: true },
    },
  ];
}

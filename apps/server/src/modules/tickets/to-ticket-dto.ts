import type { TAdminTicket, TTicket } from '@copyvest/shared';
import type { supportTickets } from '../../db/schema.ts';

export type TicketRow = typeof supportTickets.$inferSelect;

/** A ticket as its owner reads it: codes, no assignment (decision 052). */
export function toTicketDto(row: TicketRow): TTicket {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    userId: row.userId,
    subject: row.subject,
    category: row.category,
    priority: row.priority,
    status: row.status,
    unread: row.userUnread,
    lastMessageAt: row.lastMessageAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export interface DeskTicketPeople {
  userName: string;
  userEmail: string;
  assigneeName: string | null;
}

/** A ticket on the desk: the owner's view plus who opened it and who handles it. */
export function toAdminTicketDto(row: TicketRow, people: DeskTicketPeople): TAdminTicket {
  return { ...toTicketDto(row), ...people, assigneeId: row.assigneeId };
}

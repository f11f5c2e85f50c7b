import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { supportTickets, users } from '../../db/schema.ts';
import type { DeskTicketPeople } from './to-ticket-dto.ts';

/** The assignee's row, joined beside the owner's on the desk's reads. */
export const assignees = alias(users, 'assignees');

/** The columns the desk reads of a ticket: the row, its owner's name and e-mail, its assignee's name. */
export const DESK_COLUMNS = {
  ticket: supportTickets,
  userName: users.name,
  userEmail: users.email,
  assigneeName: assignees.name,
};

export const ownerJoin = eq(users.id, supportTickets.userId);
export const assigneeJoin = eq(assignees.id, supportTickets.assigneeId);

/** The names the desk shows beside a ticket, from one row read with `DESK_COLUMNS`. */
export function peopleOf(row: {
  userName: string;
  userEmail: string;
  assigneeName: string | null;
}): DeskTicketPeople {
  return { userName: row.userName, userEmail: row.userEmail, assigneeName: row.assigneeName };
}

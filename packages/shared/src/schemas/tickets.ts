import { z } from 'zod';
import {
  CANNED_TITLE_MAX,
  MAX_PAGE_SIZE,
  TICKET_ATTACHMENTS_MAX,
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
} from '../constants.ts';
import { messages } from '../messages.ts';
import { requiredText, ZRecord, ZTimestamp } from './common.ts';
import { idText, searchText } from './text.ts';

const t = messages.tickets;

/** The stored codes (decision 052); the web renders `messages.tickets.status[code]` etc. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export const TICKET_CATEGORIES = [
  'account',
  'deposit',
  'withdrawal',
  'investment',
  'copy_trading',
  'other',
] as const;
export const TICKET_PRIORITIES = ['low', 'normal', 'high'] as const;

export const ZTicketStatus = z.enum(TICKET_STATUSES);
export const ZTicketCategory = z.enum(TICKET_CATEGORIES, { error: t.categoryInvalid });
export const ZTicketPriority = z.enum(TICKET_PRIORITIES, { error: t.priorityInvalid });
export type TTicketStatus = z.infer<typeof ZTicketStatus>;
export type TTicketCategory = z.infer<typeof ZTicketCategory>;
export type TTicketPriority = z.infer<typeof ZTicketPriority>;

const ZMessageBody = requiredText('message', t.messageRequired, TICKET_MESSAGE_MAX, {
  multiline: true,
  label: 'Message',
});

/** Ids of files the sender uploaded to the `tickets` bucket, each once, at most three. */
const ZAttachmentIds = z
  .array(idText('Attachment'))
  .max(TICKET_ATTACHMENTS_MAX, t.tooManyAttachments(TICKET_ATTACHMENTS_MAX))
  .refine((ids) => new Set(ids).size === ids.length, t.attachmentInvalid)
  .default([]);

/** `POST /v1/tickets`. */
export const ZTicketOpenRequest = z.object({
  subject: requiredText('subject', t.subjectRequired, TICKET_SUBJECT_MAX, { label: 'Subject' }),
  category: ZTicketCategory,
  priority: ZTicketPriority.default('normal'),
  message: ZMessageBody,
  attachmentIds: ZAttachmentIds,
});
export type TTicketOpenRequest = z.input<typeof ZTicketOpenRequest>;
export type TTicketOpen = z.output<typeof ZTicketOpenRequest>;

/**
 * `POST /v1/tickets/{id}/messages` (the user's reply) and `POST /v1/admin/tickets/{id}/messages`
 * (the desk's): the message and up to three of the sender's own uploads in the `tickets` bucket.
 */
export const ZTicketReplyRequest = z.object({
  message: ZMessageBody,
  attachmentIds: ZAttachmentIds,
});
export type TTicketReplyRequest = z.input<typeof ZTicketReplyRequest>;

/** `POST /v1/admin/tickets/{id}/notes`. */
export const ZTicketNoteRequest = z.object({
  note: requiredText('note', t.noteRequired, TICKET_MESSAGE_MAX, {
    multiline: true,
    label: 'Note',
  }),
});

/** `PUT /v1/admin/tickets/{id}/assignee`: an active admin's id, or null for nobody. */
export const ZTicketAssignRequest = z.object({ assigneeId: idText('Assignee').nullable() });

/** A file attached to a message: read through the storage API's `tickets` bucket. */
export const ZTicketAttachment = z.object({
  fileId: z.string(),
  bucketId: z.string(),
  name: z.string(),
  mimeType: z.string(),
  sizeOriginal: z.number().int(),
});
export type TTicketAttachment = z.infer<typeof ZTicketAttachment>;

/** One message of the thread; `fromStaff` tells the support team's replies from the user's. */
export const ZTicketMessage = ZRecord.extend({
  ticketId: z.string(),
  fromStaff: z.boolean(),
  /** The admin's name for a staff reply; the user's own name otherwise. */
  authorName: z.string(),
  body: z.string(),
  attachments: z.array(ZTicketAttachment),
});
export type TTicketMessage = z.infer<typeof ZTicketMessage>;

/** A ticket as its owner reads it (no assignment, no notes). */
export const ZTicket = ZRecord.extend({
  userId: z.string(),
  subject: z.string(),
  category: ZTicketCategory,
  priority: ZTicketPriority,
  status: ZTicketStatus,
  /** The support team replied since the owner last read the ticket. */
  unread: z.boolean(),
  lastMessageAt: ZTimestamp,
  closedAt: ZTimestamp.nullable(),
});
export type TTicket = z.infer<typeof ZTicket>;

export const ZTicketList = z.object({ total: z.number().int(), tickets: z.array(ZTicket) });
export type TTicketList = z.infer<typeof ZTicketList>;

export const ZTicketThread = z.object({ ticket: ZTicket, messages: z.array(ZTicketMessage) });
export type TTicketThread = z.infer<typeof ZTicketThread>;

export const ZTicketCount = z.object({ total: z.number().int() });
export type TTicketCount = z.infer<typeof ZTicketCount>;

/** A ticket on the desk: who opened it and who handles it. */
export const ZAdminTicket = ZTicket.extend({
  userName: z.string(),
  userEmail: z.string(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
});
export type TAdminTicket = z.infer<typeof ZAdminTicket>;

export const ZAdminTicketList = z.object({
  total: z.number().int(),
  tickets: z.array(ZAdminTicket),
});
export type TAdminTicketList = z.infer<typeof ZAdminTicketList>;

export const ZTicketNote = ZRecord.extend({
  ticketId: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  body: z.string(),
});
export type TTicketNote = z.infer<typeof ZTicketNote>;

/** The desk's ticket page: the thread, the internal notes and a summary of the user. */
export const ZAdminTicketThread = z.object({
  ticket: ZAdminTicket,
  messages: z.array(ZTicketMessage),
  notes: z.array(ZTicketNote),
  user: z.object({
    $id: z.string(),
    name: z.string(),
    email: z.string(),
    isActive: z.boolean(),
    balance: z.number().int(),
    registeredAt: ZTimestamp,
    openTickets: z.number().int(),
    totalTickets: z.number().int(),
  }),
});
export type TAdminTicketThread = z.infer<typeof ZAdminTicketThread>;

/** `GET /v1/admin/tickets`: the queue's filters. */
export const ZAdminTicketQuery = z.object({
  status: ZTicketStatus.optional(),
  priority: ZTicketPriority.optional(),
  category: ZTicketCategory.optional(),
  assigned: z.enum(['me', 'unassigned']).optional(),
  userId: idText('User').optional(),
  search: searchText(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TAdminTicketQuery = z.input<typeof ZAdminTicketQuery>;

export const ZCannedReply = ZRecord.extend({ title: z.string(), body: z.string() });
export type TCannedReply = z.infer<typeof ZCannedReply>;

export const ZCannedReplyList = z.object({
  total: z.number().int(),
  cannedReplies: z.array(ZCannedReply),
});
export type TCannedReplyList = z.infer<typeof ZCannedReplyList>;

export const ZCannedReplyInput = z.object({
  title: requiredText('title', t.cannedTitleRequired, CANNED_TITLE_MAX, { label: 'Title' }),
  body: requiredText('body', t.cannedBodyRequired, TICKET_MESSAGE_MAX, {
    multiline: true,
    label: 'Text',
  }),
});
export type TCannedReplyInput = z.input<typeof ZCannedReplyInput>;

import { z } from 'zod';
import { messages } from '../messages.ts';
import { requiredText, ZTimestamp } from './common.ts';

const u = messages.userTools;

/** The longest admin note and message body, in characters. */
export const ADMIN_NOTE_MAX = 2000;
export const ADMIN_MESSAGE_SUBJECT_MAX = 150;
export const ADMIN_MESSAGE_BODY_MAX = 5000;

/** `POST /v1/users/{id}/notes`: a note admins keep about a user; the user never sees it. */
export const ZAdminNoteInput = z.object({
  body: requiredText('body', u.noteRequired, ADMIN_NOTE_MAX, { multiline: true, label: 'Note' }),
});
export type TAdminNoteInput = z.infer<typeof ZAdminNoteInput>;

export const ZAdminNote = z.object({
  $id: z.string(),
  $createdAt: ZTimestamp,
  userId: z.string(),
  body: z.string(),
  /** The admin who wrote it; null when that account is gone. */
  author: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type TAdminNote = z.infer<typeof ZAdminNote>;

export const ZAdminNoteList = z.object({ total: z.number().int(), notes: z.array(ZAdminNote) });
export type TAdminNoteList = z.infer<typeof ZAdminNoteList>;

/** `POST /v1/users/{id}/messages`: an admin writes to a user (an e-mail and a notification). */
export const ZAdminMessageInput = z.object({
  subject: requiredText('subject', u.subjectRequired, ADMIN_MESSAGE_SUBJECT_MAX, {
    label: 'Subject',
  }),
  message: requiredText('message', u.messageRequired, ADMIN_MESSAGE_BODY_MAX, {
    multiline: true,
    label: 'Message',
  }),
});
export type TAdminMessageInput = z.infer<typeof ZAdminMessageInput>;

/** What an `admin_message` notification carries (the web shows it to its owner). */
export const ZAdminMessageData = z.object({ subject: z.string(), message: z.string() });
export type TAdminMessageData = z.infer<typeof ZAdminMessageData>;

export const ZAdminMessageSent = z.object({
  /** The notification written for the user. */
  notificationId: z.string(),
  sentAt: ZTimestamp,
});
export type TAdminMessageSent = z.infer<typeof ZAdminMessageSent>;

/** One sign-in of a user (`GET /v1/users/{id}/logins`), from the account's security log. */
export const ZLoginEntry = z.object({
  $id: z.string(),
  time: ZTimestamp,
  ip: z.string(),
  /** The user agent as recorded; `client` and `device` as the account log reads it. */
  userAgent: z.string(),
  client: z.string(),
  device: z.string(),
  /** Only successful sign-ins are recorded: failures are counted per address, not logged. */
  success: z.boolean(),
});
export type TLoginEntry = z.infer<typeof ZLoginEntry>;

export const ZLoginHistory = z.object({ total: z.number().int(), logins: z.array(ZLoginEntry) });
export type TLoginHistory = z.infer<typeof ZLoginHistory>;

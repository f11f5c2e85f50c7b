import { z } from 'zod';
import { ZRecord, ZTimestamp } from './common.ts';

/** What happened (decision 029); the web renders the text of each kind from shared messages. */
export const ZNotificationKind = z.enum([
  'deposit_approved',
  'deposit_rejected',
  'withdrawal_approved',
  'withdrawal_rejected',
  'account_activated',
  'profit_credited',
  'trade_matured',
  'trade_completed',
  'copy_position_opened',
  'copy_position_closed',
  'copy_stopped',
  'ticket_replied',
  // An admin wrote to the user (decision 056): `data` is `TAdminMessageData`.
  'admin_message',
  'referral_commission',
  'kyc_approved',
  'kyc_rejected',
]);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/** One notification of the signed-in user; `$updatedAt` is when it was read (else created). */
export const ZNotification = ZRecord.extend({
  userId: z.string(),
  kind: ZNotificationKind,
  /** The record id (`$id`) of the transaction it is about, if any. */
  transactionId: z.string().nullable(),
  /** That transaction's `TNX-` id, as shown to the user, if any. */
  reference: z.string().nullable(),
  /** Cents at the time of the event, where the kind has an amount. */
  amount: z.number().int().nullable(),
  readAt: ZTimestamp.nullable(),
  /**
   * What a copy notification carries (`TCopyNotificationData`), or a ticket reply's
   * (`{ ticketId, subject }`), else null.
   */
  data: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  total: z.number(),
  notifications: z.array(ZNotification),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationUnreadCount = z.object({ unread: z.number().int() });
export type TNotificationUnreadCount = z.infer<typeof ZNotificationUnreadCount>;

/** `POST /v1/notifications/read`: how many were marked read now. */
export const ZNotificationsMarked = z.object({ marked: z.number().int() });
export type TNotificationsMarked = z.infer<typeof ZNotificationsMarked>;

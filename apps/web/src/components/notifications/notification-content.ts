import {
  formatMoney,
  messages,
  type TNotification,
  ZAdminMessageData,
  ZCopyNotificationData,
} from '@copyvest/shared';

const n = messages.notifications;

const COPY_KINDS = ['copy_position_opened', 'copy_position_closed', 'copy_stopped'] as const;
type CopyKind = (typeof COPY_KINDS)[number];

function isCopyKind(kind: TNotification['kind']): kind is CopyKind {
  return (COPY_KINDS as readonly string[]).includes(kind);
}

/** Where a notification leads: its transaction's list, the dashboard, or the user's copies. */
export function notificationLink(notification: TNotification): { to: string; label: string } {
  if (notification.kind === 'ticket_replied') {
    const ticketId = ticketDataOf(notification)?.ticketId;
    return {
      to: ticketId ? `/support/tickets/${ticketId}` : '/support/tickets',
      label: n.viewTicket,
    };
  }
  if (isCopyKind(notification.kind)) return { to: '/copying', label: n.viewCopying };
  return notification.kind === 'account_activated' ||
    notification.kind === 'trade_matured' ||
    notification.kind === 'admin_message'
    ? { to: '/dashboard', label: n.viewDashboard }
    : { to: '/transactions', label: n.viewTransactions };
}

/** The heading and sentence of a notification, from shared messages by its kind (and data). */
export function notificationText(notification: TNotification): { heading: string; body: string } {
  const amount = notification.amount === null ? '' : formatMoney(notification.amount);
  const heading = n.heading[notification.kind];
  const ticket = notification.kind === 'ticket_replied' ? ticketDataOf(notification) : null;
  if (ticket) return { heading, body: n.ticketBody(ticket.subject) };
  if (notification.kind === 'admin_message') {
    // An admin's message (decision 056): its subject and text as written.
    const parsed = ZAdminMessageData.safeParse(notification.data);
    if (parsed.success) {
      return { heading: `${heading}: ${parsed.data.subject}`, body: parsed.data.message };
    }
  }
  if (isCopyKind(notification.kind)) {
    const body = copyBody(notification.kind, notification.data);
    if (body) return { heading, body };
  }
  return { heading, body: n.body[notification.kind](amount, notification.reference ?? '') };
}

/** A copy notification's sentence from its data; null when the data is missing or malformed. */
function copyBody(kind: CopyKind, raw: unknown): string | null {
  const parsed = ZCopyNotificationData.safeParse(raw);
  if (!parsed.success) return null;
  const { traderName, symbol = '', pnl, returned } = parsed.data;
  if (kind === 'copy_position_opened') return n.copyBody.copy_position_opened(traderName, symbol);
  if (kind === 'copy_position_closed')
    return pnl === undefined
      ? null
      : n.copyBody.copy_position_closed(traderName, symbol, formatMoney(pnl));
  return returned === undefined ? null : n.copyBody.copy_stopped(traderName, formatMoney(returned));
}

/** A ticket reply's data (`{ ticketId, subject }`, decision 052), or null when malformed. */
function ticketDataOf(notification: TNotification): { ticketId: string; subject: string } | null {
  const data = notification.data;
  if (!data || typeof data.ticketId !== 'string' || typeof data.subject !== 'string') return null;
  return { ticketId: data.ticketId, subject: data.subject };
}

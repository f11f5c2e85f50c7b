/** The support tickets' pages (decision 052), loaded as one chunk by the router. */
export { CannedRepliesPage } from './canned-replies-page';
export { DeskPage } from './desk-page';
export { DeskTicketPage } from './desk-ticket-page';
export { MyTicketsPage } from './my-tickets-page';
export { NewTicketPage } from './new-ticket-page';
export { TicketPage } from './ticket-page';

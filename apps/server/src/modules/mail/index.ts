/** What other modules, the plugins and the app use of mail; the rest of the folder is its own. */
export { enqueueMail, mailsWrite, mailWrite, type QueuedMail } from './enqueue-mail.ts';
export { startMailWorker } from './mail-worker.ts';
export { processOutboxOnce } from './process-outbox-once.ts';
export { renderMail } from './render-mail.tsx';
export { mailRoutes } from './routes.ts';
export { enqueueSms } from './sms/enqueue-sms.ts';
export { smsRoutes } from './sms/routes.ts';
export { type SecurityEvent } from './templates/security-mail-copy.ts';

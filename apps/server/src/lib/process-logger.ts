import { pino } from 'pino';
import { redactingLoggerOptions } from './log-redaction.ts';

/**
 * The process's logger for what happens outside an app's requests (a database connection lost,
 * the data folder's lock lost): the app's redaction and JSON lines, at LOG_LEVEL. An app logs
 * through its own `deps.log`.
 */
export const processLogger = pino(redactingLoggerOptions(process.env.LOG_LEVEL ?? 'info'));

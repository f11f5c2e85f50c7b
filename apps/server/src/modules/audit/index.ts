/** What other modules, the plugins and the app use of audit; the rest of the folder is its own. */
export { auditWrite, writeAudit } from './write-audit.ts';

/** What other modules, the plugins and the app use of idempotency; the rest of the folder is its own. */
export { withIdempotency } from './with-idempotency.ts';
export {
  type AnswerKey,
  type StoredRow,
  withIdempotentStatement,
} from './with-idempotent-statement.ts';

/**
 * Who may move money and manage accounts (decision 038): every money operation asks `may` (or
 * `authorize`, which throws the refusal) before it changes anything; callers only authenticate.
 */
export { type Actor, actorOf } from './actor.ts';
export { type Action, authorize, isPolicyRefusal, may } from './may.ts';

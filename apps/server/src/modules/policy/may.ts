import { messages } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { type AppError, appError } from '../../lib/errors.ts';
import type { Actor } from './actor.ts';
import { countOtherActiveAdmins } from './count-other-active-admins.ts';

/** What the user does with their own money. */
export const OWN_MONEY_ACTIONS = [
  'deposit.request',
  'withdrawal.request',
  'withdrawal.cancel',
  'trade.open',
  'profit.claim',
  'copy.start',
  'copy.fund',
  'copy.stop',
] as const;

/**
 * What a lead trader does with their strategy (decision 043): an active account that holds the
 * role (`target.leadTrader`, read by the operation with its other rows).
 */
export const TRADER_ACTIONS = ['position.open', 'position.close', 'trader.edit_profile'] as const;

/**
 * What a user does with their own support tickets (decision 052): any signed-in account but a
 * guest's or a deleted one, active or not (an inactive account may need support most). With
 * `target.ownerId`, only on the actor's own ticket: someone else's is a 404 (`ticket_not_found`),
 * so a stranger cannot even tell it exists.
 */
export const OWN_TICKET_ACTIONS = [
  'ticket.open',
  'ticket.read',
  'ticket.reply',
  'ticket.close',
] as const;

/** What only an active admin does. */
export const ADMIN_ACTIONS = [
  'transaction.approve',
  'transaction.reject',
  'user.adjust',
  'user.activate',
  'user.deactivate',
  'user.reopen',
  'user.make_admin',
  'user.delete',
  'trader.manage',
  'instrument.manage',
  'settings.change',
  'ticket.manage',
  // Decision 056: the reports, a user's sign-in history, admin notes, a message to a user.
  'report.read',
  'user.inspect',
  'user.note',
  'user.message',
  'kyc.review',
] as const;

export type Action =
  | (typeof OWN_MONEY_ACTIONS)[number]
  | (typeof TRADER_ACTIONS)[number]
  | (typeof OWN_TICKET_ACTIONS)[number]
  | (typeof ADMIN_ACTIONS)[number]
  | 'kyc.submit';

/**
 * What the action is done to. `ownerId`: whose money or account it touches (the transaction's
 * owner, the adjusted or changed user); without it only the rules about the actor are asked, which
 * lets an operation refuse before it reads anything. `db`: where the other active admins are
 * counted, read only when the actor decides on their own money.
 */
export interface Target {
  ownerId?: string;
  db?: DbOrTx;
  /** For a trader action: whether the actor holds an active lead-trader role. */
  leadTrader?: boolean;
}

export type Verdict =
  | {
      allowed: true;
      /** An admin deciding on their own money as the only active admin. */ selfDecision: boolean;
    }
  | { allowed: false; error: AppError };

const ADMIN = new Set<Action>(ADMIN_ACTIONS);
const TRADER = new Set<Action>(TRADER_ACTIONS);
const OWN_TICKET = new Set<Action>(OWN_TICKET_ACTIONS);
/** Decisions on someone's money: not on one's own while another active admin can take them. */
const DECISIONS = new Set<Action>(['transaction.approve', 'transaction.reject', 'user.adjust']);
const SELF_REFUSED: Partial<Record<Action, string>> = {
  'user.deactivate': messages.errors.cannotDeactivateSelf,
  'user.delete': messages.errors.cannotDeleteSelf,
};

const refuse = (error: AppError): Verdict => ({ allowed: false, error });
const ALLOWED: Verdict = { allowed: true, selfDecision: false };

/**
 * The one question of who may move money or manage accounts (decision 038): allowed, or the
 * error to answer. The errors are the ones the routes answered before the rules moved here:
 * `user_guest` / `user_inactive` (403) for the user's own money, `user_unauthorized` (401) for an
 * admin power asked by anyone but an active admin, `user_self_action` (400) for deactivating or
 * deleting oneself, and `user_self_decision` (403) for deciding on one's own money while another
 * active admin exists.
 */
export async function may(actor: Actor, action: Action, target: Target = {}): Promise<Verdict> {
  const deleted = actor.deletedAt != null;
  if (!ADMIN.has(action)) {
    if (actor.isGuest) return refuse(appError('user_guest'));
    if (OWN_TICKET.has(action)) {
      if (deleted) return refuse(appError('user_inactive'));
      const ownsIt = target.ownerId === undefined || target.ownerId === actor.userId;
      return ownsIt ? ALLOWED : refuse(appError('ticket_not_found'));
    }
    if (TRADER.has(action)) {
      if (!actor.isActive || deleted) return refuse(appError('user_inactive'));
      return target.leadTrader === true ? ALLOWED : refuse(appError('trader_role_required'));
    }
    // Verifying one's identity moves no money: an account not yet active may do it (decision 054).
    if (action === 'kyc.submit') return deleted ? refuse(appError('user_inactive')) : ALLOWED;
    // Taking back one's own pending withdrawal moves no money: an inactive owner may still do it.
    if (action === 'withdrawal.cancel')
      return deleted ? refuse(appError('user_inactive')) : ALLOWED;
    if (!actor.isActive || deleted) return refuse(appError('user_inactive'));
    return ALLOWED;
  }
  // A deactivated (or deleted) admin keeps the flag but none of the powers.
  if (!actor.isAdmin || !actor.isActive || deleted) return refuse(appError('user_unauthorized'));
  if (actor.isGuest) return refuse(appError('user_guest'));
  if (target.ownerId !== actor.userId) return ALLOWED;
  const selfRefused = SELF_REFUSED[action];
  if (selfRefused) return refuse(appError('user_self_action', selfRefused));
  if (!DECISIONS.has(action)) return ALLOWED;
  if (!target.db)
    throw new Error(`policy: ${action} on one's own money needs a db to count admins`);
  if ((await countOtherActiveAdmins(target.db, actor.userId)) > 0) {
    return refuse(appError('user_self_decision'));
  }
  return { allowed: true, selfDecision: true };
}

const REFUSAL_TYPES = new Set<string>([
  'trader_role_required',
  'user_guest',
  'user_inactive',
  'user_unauthorized',
  'user_self_action',
  'user_self_decision',
]);

/** An error of the kind `may` refuses with (an answer about the actor, not the request). */
export function isPolicyRefusal(error: AppError): boolean {
  return REFUSAL_TYPES.has(error.type);
}

/** `may`, throwing its refusal: what an operation calls first. */
export async function authorize(actor: Actor, action: Action, target: Target = {}) {
  const verdict = await may(actor, action, target);
  if (!verdict.allowed) throw verdict.error;
  return { selfDecision: verdict.selfDecision };
}

import { sql } from 'drizzle-orm';
import {
  SAVED_ADDRESS_LABEL_MAX,
  SAVED_ADDRESSES_PER_METHOD,
  NETWORKS,
  type TNetwork,
  WALLET_ADDRESS_MAX,
} from '@copyvest/shared';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The record's `$sequence` in the data API: an increasing number the database assigns. */
const sequence = () => bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();

/** Credentials. One account per user profile (same id). */
export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  /** Null for a guest (anonymous session) or an account that signed up by phone. */
  email: text('email').unique(),
  /** Null until a password is set (guests, e-mail code, magic link, phone and OAuth2 sign-ups). */
  passwordHash: text('password_hash'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Blocked (the owner closed it, `PATCH /account/status`): no sign-in, no session works. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  passwordUpdatedAt: timestamp('password_updated_at', { withTimezone: true }),
  emailVerified: boolean('email_verified').notNull().default(false),
  phoneVerified: boolean('phone_verified').notNull().default(false),
  /** The number as verified (compact E.164), unique: one account per verified number (0016). */
  verifiedPhone: text('verified_phone').unique('accounts_verified_phone_unique'),
  mfa: boolean('mfa').notNull().default(false),
  /** The account's preferences (Appwrite `prefs`), a JSON object. */
  prefs: jsonb('prefs').notNull().default({}),
  accessedAt: timestamp('accessed_at', { withTimezone: true }),
});

export const users = pgTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .references(() => accounts.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    avatar: text('avatar'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    /** Created by an anonymous session and not yet given an e-mail and password: moves no money. */
    isGuest: boolean('is_guest').notNull().default(false),
    /** Holds an active lead-trader role: kept equal to `lead_traders.active` by a trigger (0026). */
    isLeadTrader: boolean('is_lead_trader').notNull().default(false),
    /** Cents. A projection of the ledger. */
    balance: money('balance').notNull().default(0),
    profit: money('profit').notNull().default(0),
    bonus: money('bonus').notNull().default(0),
    /** Cents reserved by pending withdrawals; available = balance - held. */
    held: money('held').notNull().default(0),
    referralId: text('referral_id').notNull().unique(),
    referrerId: text('referrer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When an admin first activated the account; deactivated after that it is suspended (0018). */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Why an admin suspended it, shown to its owner; null while active (0018). */
    suspendedReason: text('suspended_reason'),
    /**
     * When the account had its name, phone and country and the terms were accepted: at sign-up
     * through the form, or later on the completion page for a link, code, phone or OAuth2
     * sign-up (0027). Null: the web app asks for the rest of the registration first.
     */
    registrationCompletedAt: timestamp('registration_completed_at', { withTimezone: true }),
    seq: sequence(),
  },
  (t) => [
    check('users_balance_non_negative', sql`${t.balance} >= 0`),
    check('users_profit_non_negative', sql`${t.profit} >= 0`),
    check('users_bonus_non_negative', sql`${t.bonus} >= 0`),
    check('users_held_within_balance', sql`${t.held} >= 0 AND ${t.held} <= ${t.balance}`),
    // Ascending (NULLS LAST): a backward scan serves `ORDER BY … DESC` and keyset row comparisons;
    // drizzle's .desc() would add NULLS LAST, which no `DESC` order can use.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_referrer_idx').on(t.referrerId),
    // The admin's transaction search by the owner's e-mail, whole or in part (migration 0029).
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // The reports' activated users per period; the list sorted by status (0033). Not the balance:
    // every money operation changes it, and an index on it made those updates non-HOT (0039).
    index('users_activated_idx')
      .on(t.activatedAt)
      .where(sql`${t.activatedAt} IS NOT NULL`),
    index('users_status_idx').on(t.isActive, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Its last use, recorded at most once a day (off the request's path): unused for
     * SESSION_IDLE_DAYS, it is no longer live (`selectLiveSessions`).
     */
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
    /** How it was created: email (password), token, magic-url, phone, anonymous, or an OAuth2 provider. */
    provider: text('provider').notNull().default('email'),
    providerUid: text('provider_uid').notNull().default(''),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The factors this session proved (password, email, phone, totp, recoverycode, anonymous). */
    factors: text('factors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When a second factor was last proved on this session (recent = within MFA_RECENT_MINUTES). */
    mfaUpdatedAt: timestamp('mfa_updated_at', { withTimezone: true }),
    /** Wrong second-factor codes tried on this session: past CODE_MAX_ATTEMPTS the session ends. */
    mfaFailures: integer('mfa_failures').notNull().default(0),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** Security events of an account (`GET /account/logs`). */
export const accountLogs = pgTable(
  'account_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** e.g. user.create, session.create, user.update.password */
    event: text('event').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('account_logs_account_idx').on(t.accountId, t.createdAt, t.id)],
);

/**
 * One-time secrets sent to an account by e-mail or SMS: links (256-bit) and 6-digit codes. Only a
 * hash is stored; each is single-use (`used_at` set by a conditional update) and expires.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', {
      enum: [
        'recovery',
        'verification',
        'phone-verification',
        'email-code',
        'magic-url',
        'phone-code',
        'oauth2',
      ],
    }).notNull(),
    /** The userId the client presents with the secret: the account's id, or the id it asked for. */
    userRef: text('user_ref').notNull(),
    /** SHA-256 of a link secret; HMAC-SHA-256 (server key) of a 6-digit code. */
    secretHash: text('secret_hash').notNull(),
    /** The security phrase shown in the mail and to the requester (empty when not asked for). */
    phrase: text('phrase').notNull().default(''),
    /** OAuth2 tokens: the provider the user signed in with. */
    provider: text('provider'),
    /** Wrong codes tried against this token. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('auth_tokens_attempts_non_negative', sql`${t.attempts} >= 0`),
    check(
      'auth_tokens_kind_valid',
      sql`${t.kind} IN ('recovery', 'verification', 'phone-verification', 'email-code', 'magic-url', 'phone-code', 'oauth2')`,
    ),
    index('auth_tokens_user_ref_idx').on(t.userRef, t.kind),
    index('auth_tokens_account_idx').on(t.accountId),
  ],
);

/** Authenticator apps (TOTP) of an account; the shared secret is sealed with the server key. */
export const mfaAuthenticators = pgTable(
  'mfa_authenticators',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    type: text('type', { enum: ['totp'] }).notNull(),
    secretSealed: text('secret_sealed').notNull(),
    verified: boolean('verified').notNull().default(false),
    /** The last 30-second step whose code was accepted: a code is never accepted twice. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.type] }),
    check('mfa_authenticators_type_valid', sql`${t.type} IN ('totp')`),
  ],
);

/** MFA recovery codes, hashed; a used code is deleted. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.codeHash] })],
);

/** A second-factor challenge, bound to the session that asked for it. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['totp', 'email', 'phone', 'recoverycode'] }).notNull(),
    /** HMAC of the code sent by e-mail or SMS; null for totp and recoverycode. */
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('mfa_challenges_attempts_non_negative', sql`${t.attempts} >= 0`),
    check(
      'mfa_challenges_type_valid',
      sql`${t.type} IN ('totp', 'email', 'phone', 'recoverycode')`,
    ),
    index('mfa_challenges_session_idx').on(t.sessionId),
  ],
);

/** OAuth2 sign-in identities (`GET /account/identities`); provider tokens are not kept. */
export const identities = pgTable(
  'identities',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    provider: text('provider').notNull(),
    providerUid: text('provider_uid').notNull(),
    providerEmail: text('provider_email').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('identities_provider_uid_idx').on(t.provider, t.providerUid),
    index('identities_account_idx').on(t.accountId),
  ],
);

/**
 * An OAuth2 sign-in on its way through the provider: found again by the hash of its `state`,
 * used once. The PKCE verifier is sealed with the server key.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    /** session: sign in with a cookie; token: hand a one-time token to the success URL. */
    mode: text('mode', { enum: ['session', 'token'] }).notNull(),
    successUrl: text('success_url').notNull(),
    failureUrl: text('failure_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('oauth_states_mode_valid', sql`${t.mode} IN ('session', 'token')`)],
);

/** Push messaging targets of an account (`/account/targets/push`). */
export const pushTargets = pgTable(
  'push_targets',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    providerId: text('provider_id'),
    identifier: text('identifier').notNull(),
    name: text('name').notNull().default(''),
    expired: boolean('expired').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_targets_account_idx').on(t.accountId)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    /** Short code such as `btc`. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** The blockchain (`NETWORKS`, decision 042); null: not set, addresses are not checked. */
    network: text('network').$type<TNetwork>(),
    /** US dollars per coin as the admin set it (decision 044), and when; null: not set. */
    rate: numeric('rate', { precision: 20, scale: 8 }),
    rateUpdatedAt: timestamp('rate_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    seq: sequence(),
  },
  (t) => [
    check(
      'payment_methods_network_known',
      sql`${t.network} IS NULL OR ${t.network} IN (${sql.raw(NETWORKS.map((n) => `'${n}'`).join(', '))})`,
    ),
  ],
);

/**
 * Wallet addresses a user saved for one payment method (decision 030). `slot` (1 to
 * SAVED_ADDRESSES_PER_METHOD, unique per user and method) is how the database enforces the limit:
 * an insert takes the lowest free slot, so there is no free slot past the limit. Deleting the
 * payment method deletes its saved addresses (they name a method that no longer exists).
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentMethodId: text('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    label: text('label'),
    slot: integer('slot').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_addresses_user_method_address_idx').on(
      t.userId,
      t.paymentMethodId,
      t.address,
    ),
    uniqueIndex('saved_addresses_user_method_slot_idx').on(t.userId, t.paymentMethodId, t.slot),
    index('saved_addresses_payment_method_idx').on(t.paymentMethodId),
    check(
      'saved_addresses_slot_range',
      sql`${t.slot} >= 1 AND ${t.slot} <= ${sql.raw(String(SAVED_ADDRESSES_PER_METHOD))}`,
    ),
    check(
      'saved_addresses_address_length',
      sql`length(${t.address}) BETWEEN 1 AND ${sql.raw(String(WALLET_ADDRESS_MAX))}`,
    ),
    check(
      'saved_addresses_label_length',
      sql`${t.label} IS NULL OR length(${t.label}) BETWEEN 1 AND ${sql.raw(String(SAVED_ADDRESS_LABEL_MAX))}`,
    ),
  ],
);

export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    min: money('min').notNull(),
    max: money('max').notNull(),
    /** Percent per day in basis points (1 % = 100). */
    roiBps: integer('roi_bps').notNull(),
    days: integer('days').notNull(),
    isRecommended: boolean('is_recommended').notNull().default(false),
    /** A short tag shown with the plan (spec section 3), optional. */
    label: text('label'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    seq: sequence(),
  },
  (t) => [
    check('plans_min_positive', sql`${t.min} >= 100`),
    check('plans_max_not_below_min', sql`${t.max} >= ${t.min}`),
    check('plans_roi_positive', sql`${t.roiBps} >= 100`),
    check('plans_days_positive', sql`${t.days} >= 1`),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    transactionId: text('transaction_id').notNull().unique(),
    amount: money('amount').notNull(),
    /** Withdrawal processing fee (cents); amount sent = amount - fee. */
    fee: money('fee').notNull().default(0),
    type: text('type', { enum: ['credit', 'withdraw'] }).notNull(),
    status: text('status', { enum: ['pending', 'success', 'failed'] }).notNull(),
    /** What caused it: deposit, withdrawal, profit_claim, trade_close, referral_bonus, adjustment. */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** What the description says as a code and its parameters (0030; shared `describeTransaction`). */
    descriptionCode: text('description_code'),
    descriptionParams: jsonb('description_params').$type<Record<string, unknown>>(),
    /** The currency or method as shown to the user (a snapshot: survives the method's deletion). */
    crypto: text('crypto').notNull(),
    paymentMethodId: text('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    walletAddress: text('wallet_address'),
    /** A deposit's blockchain transaction hash, as the user gave it (optional; shape checked). */
    txHash: text('tx_hash'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** Why an admin rejected it, shown to its owner and mailed (0022). */
    decisionReason: text('decision_reason'),
    /** A deposit made from a quote (decision 044): the quote, the coin amount and the rate. */
    quoteId: text('quote_id'),
    cryptoAmount: text('crypto_amount'),
    quoteRate: numeric('quote_rate', { precision: 20, scale: 8 }),
    seq: sequence(),
  },
  (t) => [
    check('transactions_amount_positive', sql`${t.amount} > 0`),
    check('transactions_fee_range', sql`${t.fee} >= 0 AND ${t.fee} <= ${t.amount}`),
    check('transactions_type_valid', sql`${t.type} IN ('credit', 'withdraw')`),
    check('transactions_status_valid', sql`${t.status} IN ('pending', 'success', 'failed')`),
    check('transactions_tx_hash_length', sql`${t.txHash} IS NULL OR length(${t.txHash}) <= 128`),
    index('transactions_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('transactions_created_idx').on(t.createdAt, t.id),
    // The data API's default order ($sequence), for one user and for all.
    index('transactions_user_seq_idx').on(t.userId, t.seq),
    index('transactions_seq_idx').on(t.seq),
    // The reports (decision 056): approved deposits and withdrawals by the time of approval;
    // INCLUDE (kind, amount, user_id) in the SQL of migration 0033.
    index('transactions_decided_report_idx')
      .on(t.decidedAt)
      .where(sql`${t.status} = 'success' AND ${t.kind} IN ('deposit', 'withdrawal')`),
    // The lists' search (`ILIKE '%…%'` on any of the three): trigrams answer a substring match
    // from the index instead of reading every row (pg_trgm, migration 0014).
    index('transactions_search_trgm_idx').using(
      'gin',
      t.transactionId.op('gin_trgm_ops'),
      t.crypto.op('gin_trgm_ops'),
      t.description.op('gin_trgm_ops'),
    ),
  ],
);

/**
 * The users with at least LIST_COUNT_LIMIT transactions, marked by the triggers of migration 0035
 * (decision 057): their unfiltered list answers its total without counting.
 */
export const transactionsAtCountLimit = pgTable('transactions_at_count_limit', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** What a notification tells its owner; its text is rendered by the web from shared messages. */
export const NOTIFICATION_KINDS = [
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
  'admin_message',
  'referral_commission',
  'kyc_approved',
  'kyc_rejected',
] as const;

/**
 * In-app notifications (decision 029): written in the same database transaction as the event that
 * causes it, so one exists exactly when the event committed. A transaction is the subject of at
 * most one notification (unique index), so no retry or race can announce it twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** The transaction it is about (a decided deposit or withdrawal, a profit claim). */
    transactionId: text('transaction_id').references(() => transactions.id),
    /** Cents at the time of the event (a snapshot), where the kind has an amount. */
    amount: money('amount'),
    /** What a copy notification shows (migration 0023): `TCopyNotificationData`. */
    data: jsonb('data'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'notifications_kind_valid',
      sql`${t.kind} IN ('deposit_approved', 'deposit_rejected', 'withdrawal_approved', 'withdrawal_rejected', 'account_activated', 'profit_credited', 'trade_matured', 'trade_completed', 'copy_position_opened', 'copy_position_closed', 'copy_stopped', 'ticket_replied', 'admin_message', 'referral_commission', 'kyc_approved', 'kyc_rejected')`,
    ),
    check('notifications_amount_positive', sql`${t.amount} IS NULL OR ${t.amount} > 0`),
    check(
      'notifications_transaction_kinds',
      sql`(${t.kind} IN ('account_activated', 'trade_matured', 'copy_position_opened', 'copy_position_closed', 'copy_stopped', 'ticket_replied', 'admin_message', 'kyc_approved', 'kyc_rejected')) = (${t.transactionId} IS NULL)`,
    ),
    uniqueIndex('notifications_transaction_idx')
      .on(t.transactionId)
      .where(sql`${t.transactionId} IS NOT NULL`),
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

export const trades = pgTable(
  'trades',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    planId: text('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    /** Plan snapshot: editing or deleting the plan never changes the trade. */
    planTitle: text('plan_title').notNull(),
    roiBps: integer('roi_bps').notNull(),
    days: integer('days').notNull(),
    amount: money('amount').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Each upgrade starts a new term with its own day count. */
    term: integer('term').notNull().default(1),
    termStartedAt: timestamp('term_started_at', { withTimezone: true }).notNull(),
    daysPaid: integer('days_paid').notNull().default(0),
    status: text('status', { enum: ['ongoing', 'closed'] })
      .notNull()
      .default('ongoing'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When its plan term was paid in full (migration 0017); its owner was told then. */
    maturedAt: timestamp('matured_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('trades_amount_positive', sql`${t.amount} > 0`),
    check('trades_status_valid', sql`${t.status} IN ('ongoing', 'closed')`),
    check('trades_days_paid_range', sql`${t.daysPaid} >= 0 AND ${t.daysPaid} <= ${t.days}`),
    uniqueIndex('trades_one_ongoing_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'ongoing'`),
  ],
);

/**
 * The single-sided entries of releases before the double-entry books, kept as they were (append-only);
 * migration 0015 turned them into `ledgerTransfers`. Nothing writes here any more.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    figure: text('figure', { enum: ['balance', 'profit', 'bonus'] }).notNull(),
    /** Signed cents. */
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    /** Makes an entry happen once (e.g. one accrual per trade, term and day). */
    uniqueKey: text('unique_key').unique(),
    actorId: text('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_amount_non_zero', sql`${t.amount} <> 0`),
    check('ledger_figure_valid', sql`${t.figure} IN ('balance', 'profit', 'bonus')`),
    index('ledger_user_idx').on(t.userId),
  ],
);

/**
 * The books (decision 037): append-only double-entry transfers of positive cents between two
 * accounts (`user:<id>:<figure>` or `platform:<code>`). A pending transfer reserves; one later
 * `post` or `void` naming it (`pendingId`) settles it. The rules are the migration's checks and
 * triggers (0015).
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ledger: text('ledger', { enum: ['usd', 'bonus'] }).notNull(),
    debitAccount: text('debit_account').notNull(),
    creditAccount: text('credit_account').notNull(),
    amount: money('amount').notNull(),
    phase: text('phase', { enum: ['posted', 'pending', 'post', 'void'] }).notNull(),
    pendingId: bigint('pending_id', { mode: 'number' }),
    reason: text('reason').notNull(),
    reference: text('reference'),
    uniqueKey: text('unique_key').unique(),
    actorId: text('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccount} <> ${t.creditAccount}`),
    uniqueIndex('ledger_transfers_one_resolution')
      .on(t.pendingId)
      .where(sql`${t.pendingId} IS NOT NULL`),
    index('ledger_transfers_pending_credit_idx')
      .on(t.creditAccount)
      .where(sql`${t.phase} = 'pending'`),
    index('ledger_transfers_reference_idx').on(t.reference),
    // A reference's pending transfers, which a decision settles (migration 0041, decision 076).
    index('ledger_transfers_pending_reference_idx')
      .on(t.reference)
      .where(sql`${t.phase} = 'pending'`),
    // A user's portfolio series reads transfers by account (migration 0025).
    index('ledger_transfers_debit_idx').on(t.debitAccount, t.createdAt),
    index('ledger_transfers_credit_idx').on(t.creditAccount, t.createdAt),
  ],
);

/** One row per run of the reconciliation: what it found and the platform's totals then. */
export const reconciliations = pgTable('reconciliations', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  ok: boolean('ok').notNull(),
  anomalies: jsonb('anomalies').notNull(),
  totals: jsonb('totals').notNull(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_created_idx').on(t.createdAt, t.id),
    index('audit_actor_idx').on(t.actorId),
    index('audit_target_idx').on(t.targetId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
});

/**
 * Stored files (storage API). The content lives in the file store under `storageName`, a
 * server-chosen random name (never the client's file name). A chunked upload stays `uploading`
 * until its last chunk arrives and the chunks are joined.
 */
export const files = pgTable(
  'files',
  {
    bucketId: text('bucket_id').notNull(),
    id: text('id').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** Virtual folder with a trailing slash; '' for the bucket root. */
    folder: text('folder').notNull().default(''),
    /** Detected from the content's magic bytes (set when the first chunk arrives; '' until then). */
    mimeType: text('mime_type').notNull(),
    sizeOriginal: bigint('size_original', { mode: 'number' }).notNull(),
    /** Bytes of the chunks received so far. */
    sizeUploaded: bigint('size_uploaded', { mode: 'number' }).notNull(),
    chunksTotal: integer('chunks_total').notNull(),
    chunksUploaded: integer('chunks_uploaded').notNull(),
    status: text('status', { enum: ['uploading', 'ready'] }).notNull(),
    /** MD5 (hex) of the whole content, once ready. */
    signature: text('signature'),
    /** Canonical `action("role")` strings; the server decides what they may hold. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** While uploading: the session that started the upload (only it may add chunks). */
    uploadSessionId: text('upload_session_id'),
    storageName: text('storage_name').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bucketId, t.id] }),
    check('files_status_valid', sql`${t.status} IN ('uploading', 'ready')`),
    check(
      'files_size_range',
      sql`${t.sizeUploaded} >= 0 AND ${t.sizeUploaded} <= ${t.sizeOriginal}`,
    ),
    check(
      'files_chunks_range',
      sql`${t.chunksUploaded} >= 0 AND ${t.chunksUploaded} <= ${t.chunksTotal}`,
    ),
    check(
      'files_ready_complete',
      sql`${t.status} <> 'ready' OR (${t.sizeUploaded} = ${t.sizeOriginal} AND ${t.chunksUploaded} = ${t.chunksTotal} AND ${t.signature} IS NOT NULL)`,
    ),
    index('files_owner_idx').on(t.ownerId, t.bucketId, t.createdAt.desc(), t.id.desc()),
    index('files_bucket_created_idx').on(t.bucketId, t.createdAt.desc(), t.id.desc()),
    index('files_uploading_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'uploading'`),
  ],
);

/**
 * The chunks of an upload in progress, each received exactly once (the primary key): its bytes wait
 * in the file store under `uploads/<storageName>/<partName>` until the file is assembled.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    bucketId: text('bucket_id').notNull(),
    fileId: text('file_id').notNull(),
    /** 0-based: the chunk starting at byte index × UPLOAD_CHUNK_BYTES. */
    index: integer('index').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the chunk, to tell a harmless retry from different content. */
    sha256: text('sha256').notNull(),
    partName: text('part_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bucketId, t.fileId, t.index] }),
    foreignKey({
      columns: [t.bucketId, t.fileId],
      foreignColumns: [files.bucketId, files.id],
    }).onDelete('cascade'),
    check('file_chunks_index_valid', sql`${t.index} >= 0`),
    check('file_chunks_size_valid', sql`${t.size} > 0`),
  ],
);

/** Bytes each user stores (every file, finished or not): the quota is a conditional update here. */
export const storageUsage = pgTable(
  'storage_usage',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('storage_usage_bytes_non_negative', sql`${t.bytes} >= 0`)],
);

/** Share links: a token grants reading one file's content until it expires or is deleted. */
export const fileTokens = pgTable(
  'file_tokens',
  {
    id: text('id').primaryKey(),
    bucketId: text('bucket_id').notNull(),
    fileId: text('file_id').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    accessedAt: timestamp('accessed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.bucketId, t.fileId],
      foreignColumns: [files.bucketId, files.id],
    }).onDelete('cascade'),
    index('file_tokens_file_idx').on(t.bucketId, t.fileId, t.createdAt),
  ],
);

/**
 * E-mail outbox: a mail is written in the same database transaction as the event that causes it
 * and sent later by the mail worker (modules/mail), with retries; `sent` only after the
 * transport acknowledged it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    /** email, or sms (the same outbox carries text messages: `to_email` then holds the phone). */
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    toEmail: text('to_email').notNull(),
    toName: text('to_name').notNull(),
    /** A template name of modules/mail (welcome, withdrawal-request, recovery, sms-code…). */
    template: text('template').notNull(),
    /** The template's data (amounts in cents); rendered at send time. */
    data: jsonb('data').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** While `sending`: the claim's lease; once past, another worker may claim the mail again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_valid', sql`${t.status} IN ('pending', 'sending', 'sent', 'failed')`),
    check('mail_outbox_attempts_non_negative', sql`${t.attempts} >= 0`),
    check('mail_outbox_channel_valid', sql`${t.channel} IN ('email', 'sms')`),
    // In the claim's order (migration 0042, decision 077).
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} IN ('pending', 'sending')`),
  ],
);

/**
 * Rate-limit counters shared by every server process: one row per limit (`bucket`) and key (an
 * IP, an account, or both, stored as a SHA-256 so no e-mail or address sits here). A window
 * starts at its first hit and ends at `reset_at_ms`; expired rows are pruned.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    hits: integer('hits').notNull(),
    resetAtMs: bigint('reset_at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.keyHash] }),
    index('rate_limits_reset_idx').on(t.resetAtMs),
  ],
);

const at = (name: string) => timestamp(name, { withTimezone: true });
/** A price as the trader typed it (decimal string on the wire, exact numeric in the database). */
const price = (name: string) => numeric(name, { precision: 20, scale: 8 });

/** What a lead trader may trade (migration 0023); the admin keeps the list. */
export const instruments = pgTable('instruments', {
  id: text('id').primaryKey(),
  symbol: text('symbol').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * A lead trader (decision 043): the public profile, the copy bounds and profit share, and the
 * strategy's equity index with the statistics computed from the book at its last close.
 */
export const leadTraders = pgTable('lead_traders', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  displayName: text('display_name').notNull(),
  avatarFileId: text('avatar_file_id'),
  strategy: text('strategy').notNull().default(''),
  riskLevel: integer('risk_level').notNull(),
  minAllocation: money('min_allocation').notNull(),
  maxAllocation: money('max_allocation').notNull(),
  profitShareBps: integer('profit_share_bps').notNull(),
  indexValue: doublePrecision('index_value').notNull().default(100),
  stats: jsonb('stats').notNull().default({}),
  sparkline: jsonb('sparkline').notNull().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  withdrawnAt: at('withdrawn_at'),
});

/** A trader's position; sizes in basis points (`sizeBps` of the index, `openBps` still open). */
export const traderPositions = pgTable('trader_positions', {
  id: text('id').primaryKey(),
  traderId: text('trader_id')
    .notNull()
    .references(() => leadTraders.userId),
  instrumentId: text('instrument_id')
    .notNull()
    .references(() => instruments.id),
  symbol: text('symbol').notNull(),
  side: text('side', { enum: ['long', 'short'] }).notNull(),
  sizeBps: integer('size_bps').notNull(),
  entryPrice: price('entry_price').notNull(),
  indexAtOpen: doublePrecision('index_at_open').notNull(),
  openBps: integer('open_bps').notNull().default(10000),
  lastPrice: price('last_price').notNull(),
  status: text('status', { enum: ['open', 'closed'] })
    .notNull()
    .default('open'),
  openedAt: at('opened_at').notNull(),
  closedAt: at('closed_at'),
});

/** One close (part or all) of a position: what the statistics are computed from. */
export const positionCloses = pgTable('position_closes', {
  id: text('id').primaryKey(),
  positionId: text('position_id')
    .notNull()
    .references(() => traderPositions.id),
  traderId: text('trader_id')
    .notNull()
    .references(() => leadTraders.userId),
  closedBps: integer('closed_bps').notNull(),
  exitPrice: price('exit_price').notNull(),
  pnlIndex: doublePrecision('pnl_index').notNull(),
  indexAfter: doublePrecision('index_after').notNull(),
  openedAt: at('opened_at').notNull(),
  closedAt: at('closed_at').notNull(),
  followersSettled: integer('followers_settled').notNull().default(0),
});

/** A follower's copy of a trader; `equity` is the balance of the `copy:<id>` account. */
export const copies = pgTable('copies', {
  id: text('id').primaryKey(),
  followerId: text('follower_id')
    .notNull()
    .references(() => users.id),
  traderId: text('trader_id')
    .notNull()
    .references(() => leadTraders.userId),
  status: text('status', { enum: ['active', 'paused', 'stopping', 'closed'] })
    .notNull()
    .default('active'),
  equity: money('equity').notNull().default(0),
  invested: money('invested').notNull(),
  highWaterMark: money('high_water_mark').notNull(),
  realized: money('realized').notNull().default(0),
  sharesPaid: money('shares_paid').notNull().default(0),
  returned: money('returned'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  stoppedAt: at('stopped_at'),
  closedAt: at('closed_at'),
});

/** A copy's mirror of a trader's position, opened on the copy's equity at that moment. */
export const copyPositions = pgTable('copy_positions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  copyId: text('copy_id')
    .notNull()
    .references(() => copies.id),
  positionId: text('position_id')
    .notNull()
    .references(() => traderPositions.id),
  equityAtOpen: money('equity_at_open').notNull(),
  openBps: integer('open_bps').notNull().default(10000),
  realized: money('realized').notNull().default(0),
  status: text('status', { enum: ['open', 'closed'] })
    .notNull()
    .default('open'),
  openedAt: at('opened_at').notNull(),
  closedAt: at('closed_at'),
});

/** Each settlement of a mirror (a trader's close, or the follower's "close now"). */
export const copySettlements = pgTable('copy_settlements', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  copyId: text('copy_id')
    .notNull()
    .references(() => copies.id),
  mirrorId: bigint('mirror_id', { mode: 'number' })
    .notNull()
    .references(() => copyPositions.id),
  closeId: text('close_id').references(() => positionCloses.id),
  kind: text('kind', { enum: ['trader_close', 'close_now'] }).notNull(),
  closedBps: integer('closed_bps').notNull(),
  exitPrice: price('exit_price').notNull(),
  computed: money('computed').notNull(),
  pnl: money('pnl').notNull(),
  share: money('share').notNull().default(0),
  equityAfter: money('equity_after').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Settings an admin changes (migration 0023), JSON values, every change audited. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
});

/** A deposit's amount in the coin, fixed for a payment window (decision 044). */
export const depositQuotes = pgTable('deposit_quotes', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  paymentMethodId: text('payment_method_id')
    .notNull()
    .references(() => paymentMethods.id, { onDelete: 'cascade' }),
  amount: money('amount').notNull(),
  rate: numeric('rate', { precision: 20, scale: 8 }),
  rateUpdatedAt: timestamp('rate_updated_at', { withTimezone: true }),
  cryptoAmount: text('crypto_amount'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Support tickets (decision 052, migration 0032): a user's request, its status as a code
 * (`open` awaits the desk, `answered` awaits the user, `closed`), who on the desk handles it, and
 * whether the desk replied since the owner last read it.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    category: text('category', {
      enum: ['account', 'deposit', 'withdrawal', 'investment', 'copy_trading', 'other'],
    }).notNull(),
    priority: text('priority', { enum: ['low', 'normal', 'high'] })
      .notNull()
      .default('normal'),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    assigneeId: text('assignee_id').references(() => users.id),
    userUnread: boolean('user_unread').notNull().default(false),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'support_tickets_category_valid',
      sql`${t.category} IN ('account', 'deposit', 'withdrawal', 'investment', 'copy_trading', 'other')`,
    ),
    check('support_tickets_priority_valid', sql`${t.priority} IN ('low', 'normal', 'high')`),
    check('support_tickets_status_valid', sql`${t.status} IN ('open', 'answered', 'closed')`),
    check('support_tickets_closed_at', sql`(${t.status} = 'closed') = (${t.closedAt} IS NOT NULL)`),
    check('support_tickets_subject_length', sql`char_length(${t.subject}) BETWEEN 1 AND 150`),
    index('support_tickets_user_idx').on(t.userId, t.lastMessageAt),
    index('support_tickets_status_idx').on(t.status, t.lastMessageAt),
    index('support_tickets_assignee_idx').on(t.assigneeId),
  ],
);

/** The public thread of a ticket: the owner's messages and the desk's replies. */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: text('id').primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_ticket_messages_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 5000`),
    index('support_ticket_messages_ticket_idx').on(t.ticketId, t.createdAt),
  ],
);

/** A file of the owner-only `tickets` bucket attached to one message (each file once). */
export const supportTicketAttachments = pgTable(
  'support_ticket_attachments',
  {
    bucketId: text('bucket_id').notNull(),
    fileId: text('file_id').notNull(),
    messageId: text('message_id')
      .notNull()
      .references(() => supportTicketMessages.id, { onDelete: 'cascade' }),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'support_ticket_attachments_pk', columns: [t.bucketId, t.fileId] }),
    foreignKey({
      name: 'support_ticket_attachments_file_fk',
      columns: [t.bucketId, t.fileId],
      foreignColumns: [files.bucketId, files.id],
    }).onDelete('cascade'),
    check('support_ticket_attachments_bucket', sql`${t.bucketId} = 'tickets'`),
    index('support_ticket_attachments_message_idx').on(t.messageId),
  ],
);

/** The desk's internal notes: never in the owner's answers or events (a table of their own). */
export const supportTicketNotes = pgTable(
  'support_ticket_notes',
  {
    id: text('id').primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_ticket_notes_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 5000`),
    index('support_ticket_notes_ticket_idx').on(t.ticketId, t.createdAt),
  ],
);

/** Answers the desk keeps to insert into replies. */
export const supportCannedReplies = pgTable(
  'support_canned_replies',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('support_canned_replies_title_length', sql`char_length(${t.title}) BETWEEN 1 AND 80`),
    check('support_canned_replies_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 5000`),
  ],
);

/** Notes admins keep about a user (decision 056): never shown to the user, never edited. */
export const adminNotes = pgTable(
  'admin_notes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('admin_notes_body_length', sql`length(${t.body}) BETWEEN 1 AND 2000`),
    index('admin_notes_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/** Identity verifications (decision 054, migration 0034): a user's submissions, newest decides. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    fullName: text('full_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    address: text('address').notNull(),
    country: text('country').notNull(),
    documentType: text('document_type', {
      enum: ['passport', 'national_id', 'driving_licence'],
    }).notNull(),
    documentNumber: text('document_number').notNull(),
    frontFileId: text('front_file_id').notNull(),
    backFileId: text('back_file_id'),
    selfieFileId: text('selfie_file_id').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
  },
  (t) => [
    check('kyc_status_valid', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check(
      'kyc_document_type_valid',
      sql`${t.documentType} IN ('passport', 'national_id', 'driving_licence')`,
    ),
    check(
      'kyc_back_unless_passport',
      sql`${t.documentType} = 'passport' OR ${t.backFileId} IS NOT NULL`,
    ),
    check('kyc_rejection_has_reason', sql`${t.status} <> 'rejected' OR length(${t.reason}) > 0`),
    check('kyc_decided_when_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
    uniqueIndex('kyc_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('kyc_one_approved_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'approved'`),
    index('kyc_user_created_idx').on(t.userId, t.createdAt),
    index('kyc_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Multi-level referral commissions (decision 055, migration 0034): one row per (deposit, level),
 * written with its ledger transfer and its transaction in the deposit's approval.
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    id: text('id').primaryKey(),
    depositId: text('deposit_id')
      .notNull()
      .references(() => transactions.id),
    level: smallint('level').notNull(),
    referrerId: text('referrer_id')
      .notNull()
      .references(() => users.id),
    depositorId: text('depositor_id')
      .notNull()
      .references(() => users.id),
    depositAmount: money('deposit_amount').notNull(),
    bps: integer('bps').notNull(),
    amount: money('amount').notNull(),
    transactionId: text('transaction_id')
      .notNull()
      .unique()
      .references(() => transactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('referral_commissions_level_range', sql`${t.level} BETWEEN 1 AND 5`),
    check(
      'referral_commissions_amount_positive',
      sql`${t.amount} > 0 AND ${t.depositAmount} > 0 AND ${t.bps} > 0`,
    ),
    check(
      'referral_commissions_within_share',
      sql`${t.amount} * 10000 <= ${t.depositAmount} * ${t.bps}`,
    ),
    check('referral_commissions_not_self', sql`${t.referrerId} <> ${t.depositorId}`),
    uniqueIndex('referral_commissions_once_idx').on(t.depositId, t.level),
    index('referral_commissions_referrer_idx').on(t.referrerId, t.createdAt),
  ],
);

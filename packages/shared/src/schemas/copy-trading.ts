import { z } from 'zod';
import { copyTrading as m } from '../messages/copy-trading.ts';
import { ZCents } from '../money.ts';
import { requiredText, optionalText, ZTimestamp } from './common.ts';

/**
 * Copy trading's API (decision 043). Amounts are cents; prices are decimal strings exactly as the
 * trader typed them (at most 8 decimals); sizes and shares are basis points; ratios (ROI, win
 * rate, drawdown) are fractions (0.05 = 5 %).
 */

/** A price: a positive decimal with at most 12 integer digits and 8 decimals. */
export const ZPrice = z
  .string({ error: m.priceInvalid })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, m.priceInvalid)
  .refine((text) => Number(text) > 0, m.priceInvalid);
export type TPrice = z.infer<typeof ZPrice>;

export const ZSide = z.enum(['long', 'short']);
export type TSide = z.infer<typeof ZSide>;

/** Basis points of a whole: 1 … 10000. */
const bps = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(10000, message);

export const ZInstrument = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  active: z.boolean(),
});
export type TInstrument = z.infer<typeof ZInstrument>;

/** `POST /v1/admin/instruments`, and `PATCH` (every field optional). */
export const ZInstrumentRequest = z.object({
  symbol: requiredText('symbol', m.symbolRequired, 20),
  name: requiredText('name', m.symbolRequired, 60),
  active: z.boolean().optional(),
});
export type TInstrumentRequest = z.infer<typeof ZInstrumentRequest>;

/**
 * The statistics of a trader's book (decision 043), computed at every close. Null where the
 * book has nothing to say ("—"); `profitFactor` is 'infinity' with gains and no loss ("∞").
 */
export const ZTraderStats = z.object({
  roi7d: z.number().nullable(),
  roi30d: z.number().nullable(),
  roi90d: z.number().nullable(),
  roiAll: z.number().nullable(),
  winRate: z.number().nullable(),
  profitFactor: z.union([z.number(), z.literal('infinity')]).nullable(),
  /** Hours, each closed part weighted by its closed fraction. */
  avgDurationHours: z.number().nullable(),
  /** The largest fall of the index from a previous peak, as a fraction of it (all time). */
  maxDrawdown: z.number(),
  /** Closed parts counted (wins + losses + break-evens), and positions ever opened. */
  closes: z.number().int(),
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** When they were computed (the last close), or null before any. */
  computedAt: ZTimestamp.nullable(),
});
export type TTraderStats = z.infer<typeof ZTraderStats>;

/** One point of a strategy's equity index, or of a user's total equity in cents. */
export const ZEquityPoint = z.object({ at: ZTimestamp, value: z.number() });
export type TEquityPoint = z.infer<typeof ZEquityPoint>;

/** A row of the public ranking `GET /v1/traders`. */
export const ZTraderSummary = z.object({
  id: z.string(),
  displayName: z.string(),
  /** A URL the browser can load, or null. */
  avatarUrl: z.string().nullable(),
  riskLevel: z.number().int(),
  minAllocation: z.number().int(),
  maxAllocation: z.number().int(),
  profitShareBps: z.number().int(),
  index: z.number(),
  stats: ZTraderStats,
  /** The index at its last closes, oldest first (at most 30 points). */
  sparkline: z.array(z.number()),
  /** Running copies, and the equity in them (cents). */
  followers: z.number().int(),
  moneyCopying: z.number().int(),
  active: z.boolean(),
});
export type TTraderSummary = z.infer<typeof ZTraderSummary>;

export const TRADER_SORTS = [
  'roi30d',
  'roi90d',
  'roiAll',
  'winRate',
  'followers',
  'drawdown',
] as const;
/** `GET /v1/traders?sort=…` (default roi30d, best first; drawdown: smallest first). */
export const ZTraderListQuery = z.object({ sort: z.enum(TRADER_SORTS).default('roi30d') });
export type TTraderSort = (typeof TRADER_SORTS)[number];

export const ZTraderPosition = z.object({
  id: z.string(),
  instrumentId: z.string(),
  symbol: z.string(),
  side: ZSide,
  sizeBps: z.number().int(),
  entryPrice: z.string(),
  lastPrice: z.string(),
  /** Part of the original size still open (10000 = all). */
  openBps: z.number().int(),
  status: z.enum(['open', 'closed']),
  openedAt: ZTimestamp,
  closedAt: ZTimestamp.nullable(),
});
export type TTraderPosition = z.infer<typeof ZTraderPosition>;

export const ZPositionClose = z.object({
  id: z.string(),
  positionId: z.string(),
  symbol: z.string(),
  side: ZSide,
  closedBps: z.number().int(),
  entryPrice: z.string(),
  exitPrice: z.string(),
  /** The index's move, and the close's return on the part closed (fraction). */
  pnlIndex: z.number(),
  return: z.number(),
  indexAfter: z.number(),
  openedAt: ZTimestamp,
  closedAt: ZTimestamp,
  followersSettled: z.number().int(),
});
export type TPositionClose = z.infer<typeof ZPositionClose>;

/** `GET /v1/traders/:id`: the public profile page. */
export const ZTraderProfile = ZTraderSummary.extend({
  strategy: z.string(),
  since: ZTimestamp,
  equityCurve: z.array(ZEquityPoint),
  openPositions: z.array(ZTraderPosition),
  /** The latest closes, newest first (at most 50). */
  history: z.array(ZPositionClose),
});
export type TTraderProfile = z.infer<typeof ZTraderProfile>;

/** `POST /v1/admin/traders`: make a user a lead trader (or give the role back). */
export const ZMakeTraderRequest = z
  .object({
    userId: requiredText('userId', m.traderNotFound, 64),
    displayName: requiredText('displayName', m.displayNameRequired, 60),
    strategy: optionalText(2000, 'Strategy'),
    riskLevel: z
      .number({ error: m.riskInvalid })
      .int(m.riskInvalid)
      .min(1, m.riskInvalid)
      .max(5, m.riskInvalid),
    minAllocation: ZCents,
    maxAllocation: ZCents,
    profitShareBps: z
      .number({ error: m.shareInvalid })
      .int(m.shareInvalid)
      .min(0, m.shareInvalid)
      .max(3000, m.shareInvalid),
  })
  .refine((t) => t.maxAllocation >= t.minAllocation, {
    message: m.boundsInvalid,
    path: ['maxAllocation'],
  });
export type TMakeTraderRequest = z.infer<typeof ZMakeTraderRequest>;

/** `PATCH /v1/admin/traders/:id`: any of the profile's fields. */
export const ZUpdateTraderRequest = z.object({
  displayName: requiredText('displayName', m.displayNameRequired, 60).optional(),
  strategy: optionalText(2000, 'Strategy'),
  riskLevel: z
    .number({ error: m.riskInvalid })
    .int(m.riskInvalid)
    .min(1, m.riskInvalid)
    .max(5, m.riskInvalid)
    .optional(),
  minAllocation: ZCents.optional(),
  maxAllocation: ZCents.optional(),
  profitShareBps: z
    .number({ error: m.shareInvalid })
    .int(m.shareInvalid)
    .min(0, m.shareInvalid)
    .max(3000, m.shareInvalid)
    .optional(),
});
export type TUpdateTraderRequest = z.infer<typeof ZUpdateTraderRequest>;

/** `PATCH /v1/trader/profile`: what the trader edits of their own profile. */
export const ZTraderProfileEdit = z.object({
  displayName: requiredText('displayName', m.displayNameRequired, 60).optional(),
  strategy: optionalText(2000, 'Strategy'),
  /** A file of the storage service the trader owns (an image), or null to remove it. */
  avatarFileId: z.string().max(64).nullable().optional(),
});
export type TTraderProfileEdit = z.infer<typeof ZTraderProfileEdit>;

/** `POST /v1/trader/positions`. */
export const ZOpenPositionRequest = z.object({
  instrumentId: requiredText('instrumentId', m.instrumentNotFound, 64),
  side: ZSide,
  entryPrice: ZPrice,
  /** Basis points of the strategy's equity (1 = 0.01 %, 10000 = 100 %). */
  sizeBps: bps(m.sizeInvalid),
});
export type TOpenPositionRequest = z.infer<typeof ZOpenPositionRequest>;

/** `POST /v1/trader/positions/:id/close`: `percent` of what is still open. */
export const ZClosePositionRequest = z.object({
  exitPrice: ZPrice,
  percent: z
    .number({ error: m.closePercentInvalid })
    .int(m.closePercentInvalid)
    .min(1, m.closePercentInvalid)
    .max(100, m.closePercentInvalid),
});
export type TClosePositionRequest = z.infer<typeof ZClosePositionRequest>;

/** `GET /v1/trader`: the console. */
export const ZTraderConsole = z.object({
  profile: ZTraderProfile,
  instruments: z.array(ZInstrument),
});
export type TTraderConsole = z.infer<typeof ZTraderConsole>;

export const COPY_STATUSES = ['active', 'paused', 'stopping', 'closed'] as const;
export const ZCopyStatus = z.enum(COPY_STATUSES);
export type TCopyStatus = z.infer<typeof ZCopyStatus>;

/** A copy's mirror of one of the trader's positions. */
export const ZCopyMirror = z.object({
  id: z.number().int(),
  positionId: z.string(),
  symbol: z.string(),
  side: ZSide,
  sizeBps: z.number().int(),
  entryPrice: z.string(),
  lastPrice: z.string(),
  equityAtOpen: z.number().int(),
  openBps: z.number().int(),
  /** Settled so far (cents, signed), and the open part's result at the last recorded price. */
  realized: z.number().int(),
  openPnl: z.number().int(),
  status: z.enum(['open', 'closed']),
  openedAt: ZTimestamp,
  closedAt: ZTimestamp.nullable(),
});
export type TCopyMirror = z.infer<typeof ZCopyMirror>;

/** One settlement in a copy's history (`capped`: the loss the copy could not bear). */
export const ZCopySettlement = z.object({
  id: z.number().int(),
  mirrorId: z.number().int(),
  symbol: z.string(),
  kind: z.enum(['trader_close', 'close_now']),
  closedBps: z.number().int(),
  exitPrice: z.string(),
  computed: z.number().int(),
  pnl: z.number().int(),
  capped: z.number().int(),
  share: z.number().int(),
  equityAfter: z.number().int(),
  at: ZTimestamp,
});
export type TCopySettlement = z.infer<typeof ZCopySettlement>;

export const ZCopy = z.object({
  id: z.string(),
  traderId: z.string(),
  traderName: z.string(),
  status: ZCopyStatus,
  /** Cents: allocation plus added funds; equity now; realized P&L; shares paid; open P&L. */
  invested: z.number().int(),
  equity: z.number().int(),
  highWaterMark: z.number().int(),
  realized: z.number().int(),
  sharesPaid: z.number().int(),
  openPnl: z.number().int(),
  returned: z.number().int().nullable(),
  mirrors: z.array(ZCopyMirror),
  createdAt: ZTimestamp,
  stoppedAt: ZTimestamp.nullable(),
  closedAt: ZTimestamp.nullable(),
});
export type TCopy = z.infer<typeof ZCopy>;

/** `GET /v1/copies/:id`: a copy with its history, newest first. */
export const ZCopyDetail = ZCopy.extend({ history: z.array(ZCopySettlement) });
export type TCopyDetail = z.infer<typeof ZCopyDetail>;

/** `POST /v1/copies`. */
export const ZStartCopyRequest = z.object({
  traderId: requiredText('traderId', m.traderNotFound, 64),
  amount: ZCents,
});
export type TStartCopyRequest = z.infer<typeof ZStartCopyRequest>;

/** `POST /v1/copies/:id/funds`. */
export const ZAddCopyFundsRequest = z.object({ amount: ZCents });
export type TAddCopyFundsRequest = z.infer<typeof ZAddCopyFundsRequest>;

/** `POST /v1/copies/:id/stop`: `closeNow` settles open mirrors at their last recorded prices. */
export const ZStopCopyRequest = z
  .object({ closeNow: z.boolean().default(false) })
  .default({ closeNow: false });
export type TStopCopyRequest = z.infer<typeof ZStopCopyRequest>;

/** `GET /v1/portfolio`: the dashboard's card and chart (cents). */
export const ZPortfolio = z.object({
  balance: z.number().int(),
  profit: z.number().int(),
  inTrades: z.number().int(),
  inCopies: z.number().int(),
  total: z.number().int(),
  /** Total equity at the end of each day with a movement, oldest first, and now. */
  series: z.array(ZEquityPoint),
});
export type TPortfolio = z.infer<typeof ZPortfolio>;

/** What a copy notification carries (`notifications.data`). */
export const ZCopyNotificationData = z.object({
  copyId: z.string(),
  traderName: z.string(),
  symbol: z.string().optional(),
  /** Signed cents of a closed mirror, or what a stopped copy returned. */
  pnl: z.number().int().optional(),
  returned: z.number().int().optional(),
});
export type TCopyNotificationData = z.infer<typeof ZCopyNotificationData>;

/** The landing's three figures: the spec's by default, or computed from all traders' books. */
export const ZLandingFiguresSource = z.enum(['spec', 'computed']);
export const ZLandingFigures = z.object({
  source: ZLandingFiguresSource,
  winRate: z.number().nullable(),
  profitFactor: z.union([z.number(), z.literal('infinity')]).nullable(),
  avgDurationHours: z.number().nullable(),
});
export type TLandingFigures = z.infer<typeof ZLandingFigures>;

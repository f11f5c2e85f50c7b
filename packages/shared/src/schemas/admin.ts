import { z } from 'zod';
import { messages } from '../messages.ts';
import { dollarsToCents, MAX_AMOUNT_CENTS, percentToBasisPoints } from '../money.ts';
import { requiredText, ZTimestamp } from './common.ts';
import { ZProfileUpdate, ZTrade } from './money.ts';
import { ZUser } from './account.ts';
import { ZAccountSecurity } from './security.ts';
import { addressProblem, ZNetwork } from '../networks.ts';
import { RATE_PATTERN } from '../payment-quote.ts';
import { PLAN_MAX_ROI_PER_DAY } from '../constants.ts';

const v = messages.validation;

export const ZOverview = z.object({
  totalUsers: z.number().int(),
  /** cents: sum of successful deposits */
  totalDeposit: z.number().int(),
  pendingTransactions: z.number().int(),
  /** The newest reconciliation of the books (decision 037): the admin pages warn when not ok. */
  lastReconciliation: z
    .object({ ok: z.boolean(), finishedAt: z.string(), anomalies: z.number().int() })
    .nullable(),
});
export type TOverview = z.infer<typeof ZOverview>;

/** An admin's update of a user's phone and country: the same fields and rules as the profile. */
export const ZAdminUserUpdate = ZProfileUpdate;

/** `POST /v1/admin/transactions/{id}/reject`: why (shown to the owner and mailed), optional. */
export const ZRejectBody = z
  .object({ reason: z.string().trim().max(500, 'At most 500 characters').optional() })
  .optional();

/** `POST /v1/users/{id}/deactivate`: why the account is suspended (shown to its owner). */
export const ZUserFlagBody = z
  .object({ reason: z.string().trim().max(500, 'At most 500 characters').optional() })
  .optional();

export const ZFigure = z.enum(['balance', 'profit', 'bonus']);
export type TFigure = z.infer<typeof ZFigure>;

/** Admin adjustment: signed cents added to one figure (negative subtracts, never below zero). */
export const ZAdjustment = z.object({
  figure: ZFigure,
  amount: z
    .number({
      error: (issue) => (issue.input === undefined ? v.enterAmountFirst : v.amountInvalid),
    })
    .int(v.amountInvalid)
    .refine((n) => n !== 0, v.enterAmountFirst)
    .refine((n) => Math.abs(n) <= MAX_AMOUNT_CENTS, v.amountTooLarge),
  /**
   * Why, shown to the user in the adjustment's description and kept in the audit entry. The web
   * form requires it; the API keeps it optional for the data API's increment/decrement and older
   * clients. Blank counts as none.
   */
  reason: z.string().trim().max(500, 'At most 500 characters').optional(),
});
export type TAdjustment = z.infer<typeof ZAdjustment>;

function planNumber(message: string) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? message : message) })
    .refine((n) => Number.isFinite(n) && n >= 1, message);
}

/** Plan API body: min/max in cents, roi in percent per day, days. Min above max is refused. */
export const ZPlanInput = z
  .object({
    title: requiredText('title', v.titleRequired, 80),
    min: z.number().int().min(100, v.minRequired).max(MAX_AMOUNT_CENTS, v.amountTooLarge),
    max: z.number().int().min(100, v.maxRequired).max(MAX_AMOUNT_CENTS, v.amountTooLarge),
    roi: planNumber(v.roiRequired).refine(
      (n) => n <= PLAN_MAX_ROI_PER_DAY,
      v.roiTooHigh(PLAN_MAX_ROI_PER_DAY),
    ),
    days: z
      .number()
      .int(v.durationRequired)
      .min(1, v.durationRequired)
      .max(3650, 'Duration must be at most 3650 days'),
    isRecommended: z.boolean().optional(),
    /** A short tag shown with the plan; absent keeps the plan's own, null removes it. */
    label: z.string().trim().max(40, 'Label must be at most 40 characters').nullable().optional(),
  })
  .refine((plan) => plan.min <= plan.max, { message: v.minAboveMax, path: ['max'] });
export type TPlanInput = z.infer<typeof ZPlanInput>;

/** The plan form: numbers typed in dollars, percent and days (each at least 1). */
export const ZPlanForm = z
  .object({
    title: requiredText('title', v.titleRequired, 80),
    min: planNumber(v.minRequired),
    max: planNumber(v.maxRequired),
    roi: planNumber(v.roiRequired).refine(
      (n) => n <= PLAN_MAX_ROI_PER_DAY,
      v.roiTooHigh(PLAN_MAX_ROI_PER_DAY),
    ),
    duration: planNumber(v.durationRequired).refine(
      Number.isInteger,
      'Duration must be whole days',
    ),
    isRecommended: z.boolean().optional(),
    /** A short tag shown with the plan; empty removes it. */
    label: z.string().trim().max(40, 'Label must be at most 40 characters').optional(),
  })
  .refine((plan) => plan.min <= plan.max, { message: v.minAboveMax, path: ['max'] });
export type TPlanForm = z.input<typeof ZPlanForm>;

export function planFormToInput(form: z.output<typeof ZPlanForm>): TPlanInput {
  return {
    title: form.title,
    min: dollarsToCents(form.min),
    max: dollarsToCents(form.max),
    roi: Math.round(form.roi * 100) / 100,
    days: form.duration,
    ...(form.isRecommended === undefined ? {} : { isRecommended: form.isRecommended }),
    ...(form.label === undefined ? {} : { label: form.label || null }),
  };
}

export function roiToBasisPoints(roi: number): number {
  return percentToBasisPoints(roi);
}

/**
 * A payment method: its deposit address must be valid for its network when one is set (the
 * network is optional: null or absent is "not set", decision 042).
 */
export const ZPaymentMethodInput = z
  .object({
    code: requiredText('code', v.idRequired, 20),
    name: requiredText('name', v.nameRequired, 60),
    address: requiredText('address', v.addressRequired, 200),
    network: ZNetwork.nullable().optional(),
    /** US dollars per coin (decision 044); null clears it, absent keeps it. */
    rate: z
      .string({ error: v.rateInvalid })
      .trim()
      .regex(RATE_PATTERN, v.rateInvalid)
      .refine((text) => Number(text) > 0, v.rateInvalid)
      .nullable()
      .optional(),
  })
  .superRefine((input, ctx) => {
    const problem = addressProblem(input.network ?? null, input.address);
    if (problem) ctx.addIssue({ code: 'custom', path: ['address'], message: problem });
  });
export type TPaymentMethodInput = z.infer<typeof ZPaymentMethodInput>;

export const ZAuditEntry = z.object({
  $id: z.string(),
  actorId: z.string(),
  actorName: z.string().nullable(),
  /** Whether the actor acted as an admin or as the owner (a user who cancelled a withdrawal). */
  actorRole: z.enum(['admin', 'user']),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The target in words where known: a user's name, a plan's title, a method's name, a transaction's owner. */
  targetName: z.string().nullable(),
  /** Names of the users the entry's before and after name by id (`userId`), where known. */
  userNames: z.record(z.string(), z.string()),
  before: z.unknown(),
  after: z.unknown(),
  $createdAt: ZTimestamp,
  $updatedAt: ZTimestamp,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditList = z.object({
  total: z.number(),
  entries: z.array(ZAuditEntry),
});
export type TAuditList = z.infer<typeof ZAuditList>;

export const ZAdminUserDetail = z.object({
  user: ZUser,
  trade: ZTrade.nullable(),
  /** cents held by pending withdrawals */
  heldBalance: z.number().int(),
  /** Verification, two-factor and sign-in methods of the account. */
  security: ZAccountSecurity,
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

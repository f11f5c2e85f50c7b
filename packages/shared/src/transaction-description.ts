import { z } from 'zod';
import { admin } from './messages/admin.ts';
import { transactionDescriptions as d } from './messages/transaction-descriptions.ts';

const text = z.string().max(500);

/**
 * What a transaction's description says, as a code and its parameters: stored beside the text
 * (`description_code`, `description_params`) so the web renders today's words from the messages,
 * whatever the text said when the row was written (decision 048).
 */
export const ZTransactionDescription = z.discriminatedUnion('code', [
  z.object({ code: z.literal('deposit'), params: z.object({ method: text }) }),
  z.object({ code: z.literal('withdrawal'), params: z.object({ method: text }) }),
  z.object({ code: z.literal('investment'), params: z.object({ plan: text }) }),
  z.object({ code: z.literal('plan_upgrade'), params: z.object({ plan: text }) }),
  z.object({ code: z.literal('profit_claim'), params: z.object({ plan: text.optional() }) }),
  z.object({ code: z.literal('capital_returned'), params: z.object({ plan: text }) }),
  z.object({ code: z.literal('referral_bonus'), params: z.object({ name: text }) }),
  z.object({ code: z.literal('copy_started'), params: z.object({ trader: text }) }),
  z.object({ code: z.literal('copy_funds'), params: z.object({ trader: text }) }),
  z.object({ code: z.literal('copy_returned'), params: z.object({ trader: text }) }),
  z.object({
    code: z.literal('copy_profit_share'),
    params: z.object({ symbol: text, followers: z.number().int().min(1) }),
  }),
  z.object({
    code: z.literal('referral_commission'),
    params: z.object({ name: text, level: z.number().int().min(1).max(5) }),
  }),
  z.object({
    code: z.literal('adjustment'),
    params: z.object({
      figure: z.enum(['balance', 'profit', 'bonus']),
      credit: z.boolean(),
      reason: text.optional(),
    }),
  }),
]);
export type TTransactionDescription = z.infer<typeof ZTransactionDescription>;
export type TTransactionDescriptionCode = TTransactionDescription['code'];

/** The words of a description code and its parameters. */
export function transactionDescriptionText(description: TTransactionDescription): string {
  switch (description.code) {
    case 'deposit':
      return d.deposit(description.params.method);
    case 'withdrawal':
      return d.withdrawal(description.params.method);
    case 'investment':
      return d.investment(description.params.plan);
    case 'plan_upgrade':
      return d.planUpgrade(description.params.plan);
    case 'profit_claim':
      return description.params.plan
        ? d.profitClaim(description.params.plan)
        : d.profitClaimWithoutPlan;
    case 'capital_returned':
      return d.capitalReturned(description.params.plan);
    case 'referral_bonus':
      return d.referralBonus(description.params.name);
    case 'copy_started':
      return d.copyStarted(description.params.trader);
    case 'copy_funds':
      return d.copyFunds(description.params.trader);
    case 'copy_returned':
      return d.copyReturned(description.params.trader);
    case 'copy_profit_share':
      return d.copyProfitShare(description.params.symbol, description.params.followers);
    case 'referral_commission':
      return d.referralCommission(description.params.name, description.params.level);
    case 'adjustment': {
      const { figure, credit, reason } = description.params;
      return reason
        ? admin.adjustmentDescriptionWithReason(admin[figure], credit, reason)
        : admin.adjustmentDescription(admin[figure], credit);
    }
  }
}

/**
 * What the web shows for a transaction: the words of its code when it has one the messages know,
 * else the text stored with it (rows written before codes, or by a newer server).
 */
export function describeTransaction(transaction: {
  description: string;
  descriptionCode?: string | null;
  descriptionParams?: unknown;
}): string {
  if (!transaction.descriptionCode) return transaction.description;
  const parsed = ZTransactionDescription.safeParse({
    code: transaction.descriptionCode,
    params: transaction.descriptionParams ?? {},
  });
  return parsed.success ? transactionDescriptionText(parsed.data) : transaction.description;
}

/** The columns a server writes for a description: its words now, its code and its parameters. */
export function storedTransactionDescription(description: TTransactionDescription): {
  description: string;
  descriptionCode: TTransactionDescriptionCode;
  descriptionParams: Record<string, unknown>;
} {
  return {
    description: transactionDescriptionText(description),
    descriptionCode: description.code,
    descriptionParams: description.params,
  };
}

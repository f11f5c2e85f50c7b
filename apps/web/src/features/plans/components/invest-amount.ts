import {
  type Cents,
  investAmountError,
  messages,
  planChangeAmountError,
  zMoneyInput,
} from '@copyvest/shared';

const ZInvestAmount = zMoneyInput(messages.validation.amountRequired);

export type InvestAmount = { ok: true; cents: Cents } | { ok: false; message: string };

/**
 * Reads a typed dollar amount for a plan with the shared money parser, then applies the shared
 * invest rule (required, plan min and max, available balance) and, with a trade of `openAmount`
 * already open, the plan-change rule (the resulting trade must fit the plan).
 */
export function readInvestAmount(
  text: string,
  plan: { min: Cents; max: Cents },
  available: Cents,
  openAmount?: Cents,
): InvestAmount {
  const parsed = ZInvestAmount.safeParse(text);
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? messages.validation.amountInvalid,
    };
  }
  const error =
    investAmountError(parsed.data, plan, available) ??
    (openAmount === undefined ? null : planChangeAmountError(openAmount, parsed.data, plan));
  return error ? { ok: false, message: error } : { ok: true, cents: parsed.data };
}

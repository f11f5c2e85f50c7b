import { type Cents, formatMoney, messages, zMoneyInput } from '@copyvest/shared';

const ZAmount = zMoneyInput(messages.validation.amountRequired);

export type ReadAmount = { ok: true; cents: Cents } | { ok: false; message: string };

/**
 * A typed dollar amount for a copy, read with the shared money parser, then checked against the
 * trader's bounds (when given) and the available balance (when known) with the shared messages.
 */
export function readCopyAmount(
  text: string,
  { bounds, available }: { bounds?: { min: Cents; max: Cents }; available?: Cents },
): ReadAmount {
  const parsed = ZAmount.safeParse(text);
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? messages.validation.amountInvalid,
    };
  }
  const cents = parsed.data;
  if (cents <= 0) return { ok: false, message: messages.validation.amountRequired };
  if (bounds && (cents < bounds.min || cents > bounds.max)) {
    return {
      ok: false,
      message: messages.copyTrading.allocationOutOfBounds(
        formatMoney(bounds.min),
        formatMoney(bounds.max),
      ),
    };
  }
  if (available !== undefined && cents > available)
    return { ok: false, message: messages.validation.insufficientBalance };
  return { ok: true, cents };
}

import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../money.ts';
import { messages } from '../messages.ts';
import { defineSettingsGroup } from './define-group.ts';
import { PAYMENT_LIMITS_DEFAULTS } from './public-defaults.ts';

const v = messages.validation;

const limit = z
  .number({ error: v.settingNumber })
  .int(v.settingWholeCents)
  .min(1, v.settingMin(1))
  .max(MAX_AMOUNT_CENTS, v.amountTooLarge)
  .nullable();

/** One payment method's bounds in cents; null = no bound (the spec sets none). */
export const ZMethodLimits = z
  .object({
    depositMin: limit,
    depositMax: limit,
    withdrawalMin: limit,
    withdrawalMax: limit,
  })
  .refine((l) => l.depositMin === null || l.depositMax === null || l.depositMin <= l.depositMax, {
    message: v.settingMinAboveMax,
    path: ['depositMax'],
  })
  .refine(
    (l) =>
      l.withdrawalMin === null || l.withdrawalMax === null || l.withdrawalMin <= l.withdrawalMax,
    { message: v.settingMinAboveMax, path: ['withdrawalMax'] },
  );
export type TMethodLimits = z.infer<typeof ZMethodLimits>;

export const NO_METHOD_LIMITS: TMethodLimits = {
  depositMin: null,
  depositMax: null,
  withdrawalMin: null,
  withdrawalMax: null,
};

/**
 * Deposit and withdrawal bounds per payment method, keyed by the method's id (decision 053: a
 * settings group rather than columns, so every money rule an admin tunes is on one page, audited
 * the same way). A method without an entry has no bounds, as the spec has none.
 */
export const paymentLimitsSettings = defineSettingsGroup({
  key: 'paymentLimits',
  public: true,
  schema: z.object({
    byMethod: z
      .record(z.string().min(1).max(64), ZMethodLimits)
      .refine((r) => Object.keys(r).length <= 200, v.settingTooMany(200)),
  }),
  defaults: PAYMENT_LIMITS_DEFAULTS,
});
export type TPaymentLimitsSettings = z.infer<typeof paymentLimitsSettings.schema>;

/** A method's bounds (none when it has no entry). */
export function methodLimits(settings: TPaymentLimitsSettings, methodId: string): TMethodLimits {
  return settings.byMethod[methodId] ?? NO_METHOD_LIMITS;
}

import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../money.ts';
import { messages } from '../messages.ts';
import { defineSettingsGroup } from './define-group.ts';
import { WITHDRAWALS_DEFAULTS } from './public-defaults.ts';

const v = messages.validation;

/** The withdrawal processing fee: a percentage of the amount, never below a minimum fee. */
export const withdrawalsSettings = defineSettingsGroup({
  key: 'withdrawals',
  public: true,
  schema: z.object({
    /** Percent of the withdrawn amount, to the hundredth (basis points); the spec's 10. */
    feePercent: z
      .number({ error: v.settingNumber })
      .min(0, v.settingMin(0))
      .max(50, v.settingMax(50))
      .multipleOf(0.01, v.settingHundredths),
    /** The smallest fee, in cents, whatever the percentage gives; 0 = none. */
    minFeeCents: z
      .number({ error: v.settingNumber })
      .int(v.settingWholeCents)
      .min(0, v.settingMin(0))
      .max(MAX_AMOUNT_CENTS, v.amountTooLarge),
  }),
  defaults: WITHDRAWALS_DEFAULTS,
});
export type TWithdrawalsSettings = z.infer<typeof withdrawalsSettings.schema>;

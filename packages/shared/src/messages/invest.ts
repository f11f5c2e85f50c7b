export const invest = {
  minAmount: 'Min. Amount',
  maxAmount: 'Max. Amount',
  roi: 'ROI',
  duration: 'Duration',
  recommended: 'Recommended',
  subscribe: 'Subscribe',
  upgrade: 'Upgrade to this plan',
  /** The open trade's own plan: money is added to it (a top-up), nothing is upgraded. */
  addToPlan: 'Add to this plan',
  currentPlan: 'Your current plan',
  topUpRule: (roi: string, days: string) =>
    `Adding to your trade: profit for the days already completed is paid first, then the new total earns ${roi} for a new term of ${days} from today.`,
  addTitle: 'Add to your trade?',
  addText: (add: { amount: string; plan: string; total: string; days: string }) =>
    `${add.amount} is added to your trade in ${add.plan}, which becomes ${add.total}. Profit for the days already completed is paid first; a new term of ${add.days} starts today.`,
  addConfirm: 'Add to trade',
  subscribing: 'Subscribing...',
  amountFor: (plan: string) => `Amount to invest in ${plan} (USD)`,
  /** The amount field's example: the plan's minimum, so it is never an amount the plan refuses. */
  amountPlaceholder: (min: string) => `e.g ${min}`,
  upgradeNotice: (plan: string, amount: string) =>
    `You have an ongoing trade of ${amount} in ${plan}. Subscribing to a plan upgrades it: your amount is added to the trade and the new plan's ROI and duration apply from now on.`,
  /** The resulting trade would not fit the plan's limits. */
  upgradeAboveMax: (total: string, max: string) =>
    `Your trade would be ${total}, above this plan's maximum of ${max}.`,
  upgradeBelowMin: (total: string, min: string) =>
    `Your trade would be ${total}, below this plan's minimum of ${min}.`,
  /** The server's refusal of a move to a lower ROI that the user did not confirm. */
  lowerRoiUnconfirmed:
    'This plan pays a lower ROI than your ongoing trade. Confirm the change of plan to continue.',
  /** The confirmation before an open trade moves to a plan. */
  changeTitle: 'Upgrade your trade?',
  changeTitleLowerRoi: 'Move your trade to a lower ROI?',
  changeText: (change: {
    from: string;
    amount: string;
    plan: string;
    total: string;
    roi: string;
    previousRoi: string;
    days: string;
  }) =>
    `Your trade of ${change.amount} in ${change.from} becomes ${change.total} in ${change.plan} at ${change.roi} (now ${change.previousRoi}). A new term of ${change.days} starts today; profit for the days already completed is paid first.`,
  changeConfirm: 'Upgrade trade',
  changeConfirmLowerRoi: 'Change plan',
  /** The confirmation before a first subscription moves money from the balance into a trade. */
  subscribeTitle: 'Start this investment?',
  subscribeText: (subscription: { amount: string; plan: string; roi: string; days: string }) =>
    `${subscription.amount} moves from your balance into ${subscription.plan} at ${subscription.roi} for ${subscription.days}.`,
  subscribeBalanceAfter: (balance: string) => `Your available balance will be ${balance}.`,
  subscribeConfirm: 'Confirm investment',
} as const;

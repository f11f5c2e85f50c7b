export const invest = {
  minAmount: 'Min. Amount',
  maxAmount: 'Max. Amount',
  roi: 'ROI',
  duration: 'Duration',
  recommended: 'Recommended',
  subscribe: 'Subscribe',
  upgrade: 'Upgrade to this plan',
  subscribing: 'Subscribing...',
  amountFor: (plan: string) => `Amount to invest in ${plan} (USD)`,
  upgradeNotice: (plan: string, amount: string) =>
    `You have an ongoing trade of ${amount} in ${plan}. Subscribing to a plan upgrades it: your amount is added to the trade and the new plan's ROI and duration apply from now on.`,
} as const;

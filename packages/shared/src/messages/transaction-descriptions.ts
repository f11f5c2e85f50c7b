/**
 * The words of a transaction's description, rendered from the code and parameters stored with it
 * (`describeTransaction`); the stored text is what they said when the row was written.
 */
export const transactionDescriptions = {
  deposit: (method: string) => `Deposit via ${method}`,
  withdrawal: (method: string) => `Withdrawal to ${method} wallet`,
  investment: (plan: string) => `Investment in ${plan}`,
  planUpgrade: (plan: string) => `Plan upgrade: ${plan}`,
  profitClaim: (plan: string) => `Profit claim: ${plan}`,
  profitClaimWithoutPlan: 'Profit claim',
  capitalReturned: (plan: string) => `Trade closed: capital returned from ${plan}`,
  referralBonus: (name: string) => `Referral bonus: ${name} signed up with your link`,
  referralCommission: (name: string, level: number) =>
    `Referral commission (level ${level}): deposit by ${name}`,
} as const;

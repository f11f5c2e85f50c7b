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
  copyStarted: (trader: string) => `Copying ${trader}: allocation`,
  copyFunds: (trader: string) => `Copying ${trader}: funds added`,
  copyReturned: (trader: string) => `Copy of ${trader} closed: equity returned`,
  copyProfitShare: (symbol: string, followers: number) =>
    `Profit share: ${symbol} close, ${followers} ${followers === 1 ? 'follower' : 'followers'}`,
  referralCommission: (name: string, level: number) =>
    `Referral commission (level ${level}): deposit by ${name}`,
} as const;

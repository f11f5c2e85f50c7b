export const layout = {
  footerText:
    'Copy trading lets novice traders mirror the positions of professional traders automatically, so you can grow your portfolio while you learn from the best.',
  riskNotice:
    'Risk notice: trading and investing in cryptocurrencies involves substantial risk of loss. Past performance is no guarantee of future results.',
  copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
  signedInAs: (name: string) => `Signed in as ${name}`,
  accountMenuFor: (name: string) => `Account menu for ${name}`,
  maintenanceLabel: 'Maintenance notice',
} as const;

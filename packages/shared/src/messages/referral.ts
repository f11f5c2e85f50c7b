export const referral = {
  linkLabel: 'Your referral link',
  copyLink: 'Copy link',
  totalReferrals: 'Total Referrals',
  searchLabel: 'Search referrals by name',
  none: 'No referrals yet. Share your link to invite friends.',
  noMatches: 'No referrals match your search.',
  joined: (date: string) => `Joined ${date}`,
  bonusLabel: 'Referral bonus',
  bonusStatus: { pending: 'Pending', paid: 'Paid', void: 'Cancelled' },
} as const;

/** The landing page's first screen: banner, headline and calls to action (kept small: it loads first). */
import { ACTIVATION_HOURS } from '@copyvest/shared';
import { appName } from './brand.ts';

const brand = appName();

export const hero = {
  banner: 'Earn up to 80% return on your investment',
  /** What the banner's figure means: a plan's total over its full term (STARTER_PLANS agree). */
  bannerNote:
    'Total return of a plan over its full term (daily ROI × days), before withdrawal fees.',
  title: 'Copy the trades of professionals. Grow your crypto with confidence.',
  lead: `${brand} lets novice traders mirror the positions of experienced professionals, subscribe to managed investment plans and follow every result in real time.`,
  primaryCta: { label: 'Start investing', to: '/register' },
  secondaryCta: { label: 'View plans', href: '#plans' },
  highlights: [
    `Accounts activated within ${ACTIVATION_HOURS} hours`,
    'Deposits in multiple cryptocurrencies',
  ],
  /** The decorative portfolio card beside the headline. */
  illustration: { label: 'Portfolio value', value: '$24,860.40', change: '+18.2%' },
  riskNote:
    'Returns are not guaranteed. Trading involves risk and you may lose part or all of your capital.',
} as const;

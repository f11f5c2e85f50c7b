/**
 * Marketing copy for the landing page. The FAQ entries, the testimonials and the three figures
 * are settings an admin edits (the `landing` group, decision 053); the rest is here. Icons are
 * named, not imported, so this file stays plain data.
 */
import { appName } from './brand.ts';

const brand = appName();

export type IconName =
  | 'copy'
  | 'advisory'
  | 'forex'
  | 'index'
  | 'etf'
  | 'cfd'
  | 'realtime'
  | 'support'
  | 'security'
  | 'deposit'
  | 'withdrawal'
  | 'statistics'
  | 'regulated'
  | 'experts'
  | 'transparent'
  | 'community';

export const about = {
  id: 'about',
  eyebrow: `About ${brand}`,
  title: 'Professional trading, made accessible',
  paragraphs: [
    `${brand} is an online investment and copy-trading platform built for retail investors. Instead of learning to read charts on your own, you mirror positions opened by professional traders with a proven record, and your account follows their moves automatically.`,
    'You deposit cryptocurrency to our verified wallet addresses, choose an investment plan that fits your budget and timeline, and watch your profit grow on a personal dashboard. When you are ready, you claim your profit and withdraw it to your own wallet.',
  ],
  points: [
    'Experienced traders across crypto, forex, indices and ETFs',
    'Clear plans with a fixed daily ROI and duration',
    'A personal dashboard with every transaction on record',
  ],
  cta: { label: 'Learn more about us', to: '/about' },
} as const;

export const services = {
  id: 'services',
  eyebrow: 'Our services',
  title: 'Everything you need to invest in the markets',
  lead: 'From copy trading for first-time investors to advisory for experienced ones, pick the service that matches your goals.',
  items: [
    {
      icon: 'copy',
      title: 'Copy trading',
      body: "Novice traders mirror professional traders' positions automatically, so your account opens and closes trades alongside the experts.",
    },
    {
      icon: 'advisory',
      title: 'Financial advisory',
      body: 'Talk to our advisers about portfolio size, risk appetite and time horizon, and get a plan that suits you.',
    },
    {
      icon: 'forex',
      title: 'Forex trading',
      body: 'Trade the major, minor and exotic currency pairs of the largest financial market in the world.',
    },
    {
      icon: 'index',
      title: 'Index trading',
      body: 'Gain exposure to whole markets such as the S&P 500 or the Nasdaq 100 with a single position.',
    },
    {
      icon: 'etf',
      title: 'ETF stocks',
      body: 'Diversify with exchange-traded funds that bundle many stocks, sectors or commodities together.',
    },
    {
      icon: 'cfd',
      title: 'CFDs',
      body: 'Contracts for difference let you take a view on price movements in both directions without owning the asset.',
    },
  ],
} as const satisfies {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  items: readonly { icon: IconName; title: string; body: string }[];
};

export const benefits = {
  eyebrow: 'Why investors stay',
  title: 'Built around your money and your time',
  items: [
    {
      icon: 'realtime',
      title: 'Real-time data',
      body: 'Live prices and up-to-date balances, so you always know where your investment stands.',
    },
    {
      icon: 'support',
      title: '24/7 online support',
      body: 'Our support team is online around the clock, every day of the year.',
    },
    {
      icon: 'security',
      title: 'Higher security',
      body: 'Hashed passwords, secure sessions and every balance change written to an audit trail.',
    },
    {
      icon: 'deposit',
      title: 'Multiple crypto deposit options',
      body: 'Fund your account with the cryptocurrency you already hold, such as Bitcoin, Ethereum or USDT.',
    },
    {
      icon: 'withdrawal',
      title: 'Instant withdrawal after confirmation',
      body: 'Once your withdrawal is confirmed, the funds are sent straight to the wallet you chose.',
    },
    {
      icon: 'statistics',
      title: 'Transparent performance statistics',
      body: 'Win rate, profit factor and trade duration are published openly, not hidden in fine print.',
    },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  items: readonly { icon: IconName; title: string; body: string }[];
};

export const plansSection = {
  id: 'plans',
  eyebrow: 'Investment plans',
  title: 'Choose the plan that fits your goals',
  lead: 'Every plan has a fixed daily ROI and duration. Pick an amount within its range and start earning.',
  recommended: 'Recommended',
  minLabel: 'Min. Amount',
  maxLabel: 'Max. Amount',
  roiLabel: 'ROI',
  roiSuffix: 'daily',
  durationLabel: 'Duration',
  termReturnLabel: 'Total over the term',
  termReturn: (percent: number) => `${percent}%`,
  days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  ctaSignedOut: 'Get started',
  ctaSignedIn: 'Invest now',
  /** The public plans page's call to a visitor. */
  ctaSignUp: 'Sign up to invest',
  pageTitle: 'Investment plans',
  pageLead:
    'Every plan has a fixed daily ROI and duration. Compare them here; sign up to invest (an admin activates new accounts).',
  loading: 'Loading plans…',
  loadFailed: 'Plans could not be loaded right now.',
  retry: 'Try again',
} as const;

export const chartSection = {
  eyebrow: 'Markets',
  title: 'Follow the markets live',
  lead: 'Explore price action on an interactive chart, the same data our traders work with.',
} as const;

export const reasons = {
  eyebrow: 'Why choose us',
  title: `Reasons to choose ${brand}`,
  items: [
    {
      icon: 'experts',
      title: 'Experienced professionals',
      body: 'Your trades mirror traders who have managed capital through bull and bear markets.',
    },
    {
      icon: 'transparent',
      title: 'No hidden fees',
      body: 'Deposits are free. Withdrawals carry a single, clearly stated processing fee.',
    },
    {
      icon: 'regulated',
      title: 'Your account, protected',
      body: 'Sensitive actions are checked on our servers, and every administrator action is logged.',
    },
    {
      icon: 'community',
      title: 'Earn with friends',
      body: 'Share your referral link and receive a bonus when the people you invite sign up.',
    },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  items: readonly { icon: IconName; title: string; body: string }[];
};

export const testimonials = {
  eyebrow: 'Testimonials',
  title: 'What our investors say',
  label: 'Investor testimonials',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  goTo: (n: number) => `Show testimonial ${n}`,
  position: (n: number, total: number) => `Testimonial ${n} of ${total}`,
} as const;

export const faq = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
} as const;

export const contactSection = {
  id: 'contact',
  eyebrow: 'Contact us',
  title: 'Have a question? Get in touch',
  lead: 'Send us a message and a member of our support team will reply by e-mail.',
} as const;

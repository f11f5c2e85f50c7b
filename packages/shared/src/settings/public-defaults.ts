import { WITHDRAWAL_FEE_PERCENT } from '../constants.ts';

/*
 * The public settings groups' defaults, as plain data without their schemas (decision 053): the
 * web shows them until the server's copy arrives, and its first load must not carry zod for it.
 * Each group's schema (in its own file) takes its defaults from here; the web checks the whole
 * against `TPublicSettings`.
 */

/**
 * Words in landing texts the web fills in when it shows them, so a default follows the brand and
 * the fee setting: `{appName}`, `{feePercent}`, `{activationHours}`.
 */
export const LANDING_TOKENS = ['appName', 'feePercent', 'activationHours'] as const;

type Statistic = { value: string; label: string };
type FaqEntry = { question: string; answer: string };
type Testimonial = { name: string; role: string; quote: string };

/** The landing's content as the spec has it. */
export const LANDING_DEFAULTS: {
  figuresSource: 'spec' | 'computed';
  statistics: [Statistic, Statistic, Statistic];
  faq: FaqEntry[];
  testimonials: [Testimonial, Testimonial, Testimonial, Testimonial, Testimonial];
} = {
  figuresSource: 'spec',
  statistics: [
    { value: '95%', label: 'Average win rate' },
    { value: '1.85', label: 'Profit factor' },
    { value: '12 hours', label: 'Average trade duration' },
  ],
  faq: [
    {
      question: 'How does copy trading work on {appName}?',
      answer:
        'You subscribe to an investment plan and your account mirrors the positions of our professional traders. Profit accrues at the plan’s daily ROI and appears on your dashboard.',
    },
    {
      question: 'How long does account activation take?',
      answer:
        'New accounts are reviewed and activated by our team within {activationHours} hours of registration. You can sign in straight away and will see a notice until activation is complete.',
    },
    {
      question: 'Which cryptocurrencies can I deposit?',
      answer:
        'We accept several cryptocurrencies. The deposit page lists every method currently available together with its wallet address and a QR code.',
    },
    {
      question: 'How do withdrawals work?',
      answer:
        'Choose a method, enter the amount and your wallet address. A processing fee of {feePercent}% of the withdrawn amount applies. Once the withdrawal is confirmed, the funds are sent to your wallet.',
    },
    {
      question: 'Is my investment guaranteed?',
      answer:
        'No. Trading carries risk and past performance does not guarantee future results. Only invest money you can afford to lose.',
    },
    {
      question: 'How does the referral program work?',
      answer:
        'Copy your referral link from the Referrals page and share it. When someone signs up with it, your bonus shows as pending; it is credited to your balance when an admin activates their account.',
    },
  ],
  testimonials: [
    {
      name: 'Sarah Mitchell',
      role: 'Nurse, Manchester',
      quote:
        'I had never traded before. Copying professional positions let me start small and learn by watching how the experts manage their trades.',
    },
    {
      name: 'David Okafor',
      role: 'Software engineer, Lagos',
      quote:
        'The dashboard is clear and the daily ROI is easy to follow. My first withdrawal reached my wallet shortly after it was confirmed.',
    },
    {
      name: 'Maria González',
      role: 'Small business owner, Madrid',
      quote:
        'Support answered my questions at two in the morning. Knowing someone is always there made me comfortable investing more.',
    },
    {
      name: 'James Walker',
      role: 'Retired teacher, Toronto',
      quote:
        'I like that the performance statistics are published openly. I chose a plan that matched my budget and it has been straightforward.',
    },
    {
      name: 'Aisha Rahman',
      role: 'Graphic designer, Dubai',
      quote:
        'Depositing with the crypto I already held was simple, and inviting two friends with my referral link earned me a bonus.',
    },
  ],
};

export const WITHDRAWALS_DEFAULTS = { feePercent: WITHDRAWAL_FEE_PERCENT, minFeeCents: 0 };
export const PAYMENT_LIMITS_DEFAULTS = { byMethod: {} };
export const MAINTENANCE_DEFAULTS = { enabled: false, message: '' };
export const SECURITY_DEFAULTS = { requireAdminTwoFactor: false };
export const KYC_DEFAULTS = { required: 'never' as const, withdrawalThreshold: 0 };

/** A fresh install's public settings. */
export const PUBLIC_SETTINGS_DEFAULTS = {
  withdrawals: WITHDRAWALS_DEFAULTS,
  paymentLimits: PAYMENT_LIMITS_DEFAULTS,
  landing: LANDING_DEFAULTS,
  maintenance: MAINTENANCE_DEFAULTS,
  security: SECURITY_DEFAULTS,
  kyc: KYC_DEFAULTS,
};

/** A landing text with its tokens filled in. */
export function fillLandingTokens(
  text: string,
  values: Record<(typeof LANDING_TOKENS)[number], string | number>,
): string {
  return text.replace(/\{(appName|feePercent|activationHours)\}/g, (_, name: string) =>
    String(values[name as (typeof LANDING_TOKENS)[number]]),
  );
}

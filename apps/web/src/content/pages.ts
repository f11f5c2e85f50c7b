/** Copy for the /about, /contact and /support pages. */
import {
  ACTIVATION_HOURS,
  type Cents,
  formatMoney,
  WITHDRAWAL_FEE_PERCENT,
} from '@copyvest/shared';
import { appName, contactDetails } from './brand.ts';

const brand = appName();

export const aboutPage = {
  title: `About ${brand}`,
  lead: `${brand} opens professional trading to everyday investors. We combine copy trading, managed investment plans and round-the-clock support in one transparent platform.`,
  story: {
    heading: 'Our mission',
    paragraphs: [
      'Markets reward experience, discipline and time, three things most people starting out do not have. We built this platform so that someone with no trading background can still take part, by following the decisions of traders who do this every day.',
      'With copy trading, novice traders mirror the positions of professional traders. When a professional opens, adjusts or closes a trade, accounts that follow them do the same, in proportion to the amount they invested. You keep control of how much you invest and when you withdraw.',
    ],
  },
  howItWorks: {
    heading: 'How it works',
    steps: [
      {
        title: 'Create your account',
        body: 'Register with your name, e-mail, phone number and country. It takes about a minute.',
      },
      {
        title: 'Get activated',
        body: `Our team reviews every new account and activates it within ${ACTIVATION_HOURS} hours.`,
      },
      {
        title: 'Deposit crypto',
        body: 'Send cryptocurrency to one of the verified wallet addresses shown on your deposit page.',
      },
      {
        title: 'Subscribe to a plan',
        body: 'Choose a plan and an amount within its range. Your trade starts earning its daily ROI.',
      },
      {
        title: 'Claim and withdraw',
        body: 'Claim your profit to your balance whenever you like, then withdraw it to your own wallet.',
      },
    ],
  },
  values: {
    heading: 'What we stand for',
    items: [
      {
        title: 'Transparency',
        body: 'We publish our win rate, profit factor and average trade duration, and every movement of your money appears in your transaction history.',
      },
      {
        title: 'Security',
        body: 'Balances only change on our servers, inside audited transactions. Passwords are hashed and sessions are protected.',
      },
      {
        title: 'Support',
        body: 'Real people answer your questions 24 hours a day, 7 days a week.',
      },
    ],
  },
  services: {
    heading: 'What we offer',
    body: 'Copy trading, financial advisory, forex trading, index trading, ETF stocks and CFDs, all managed from one dashboard.',
  },
  cta: {
    heading: 'Ready to start?',
    body: 'Open an account today and follow professional traders from your first deposit.',
    primary: { label: 'Create an account', to: '/register' },
    secondary: { label: 'Contact us', to: '/contact' },
  },
} as const;

export const contactPage = {
  title: 'Contact us',
  lead: 'Questions about your account, a deposit or a plan? Our support team is here around the clock.',
  details: {
    heading: 'Other ways to reach us',
    emailLabel: 'E-mail',
    email: contactDetails.supportEmail,
    hoursLabel: 'Support hours',
    hours: contactDetails.supportHours,
    responseLabel: 'Response time',
    response: contactDetails.responseTime,
    helpLabel: 'Help centre',
    helpBody: 'Many questions are already answered on our support page.',
    helpLink: { label: 'Visit support', to: '/support' },
  },
  formHeading: 'Send us a message',
} as const;

/** A withdrawal fee rule in words: "7.5% of the withdrawn amount (at least $2.00)". */
export function withdrawalFeeInWords(rule: { feePercent: number; minFeeCents: Cents }): string {
  const minimum = rule.minFeeCents > 0 ? ` (at least ${formatMoney(rule.minFeeCents)})` : '';
  return `${rule.feePercent}% of the withdrawn amount${minimum}`;
}

/**
 * The support page's answer about fees for a withdrawal fee rule: the settings' (the page fills
 * in the current one) or, before they arrive, a fresh install's.
 */
export function feesAnswer(rule: { feePercent: number; minFeeCents: Cents }): string {
  return `Deposits are free. Withdrawals carry a processing fee of ${withdrawalFeeInWords(rule)}, shown before you confirm. Blockchain network fees may also apply.`;
}

export const supportPage = {
  title: 'Support',
  topicsLabel: 'Help topics',
  lead: `Find answers about your ${brand} account, deposits, withdrawals and plans. If you cannot find what you need, our team is online 24/7.`,
  topics: [
    {
      id: 'getting-started',
      title: 'Getting started',
      items: [
        {
          question: 'How do I create an account?',
          answer:
            'Select Register, then enter your full name, e-mail address, phone number, country and a password of at least 8 characters. If a friend invited you, their referral id is filled in from the link they shared.',
        },
        {
          question: 'How long does account activation take?',
          answer: `Every new account is reviewed by our team and activated within ${ACTIVATION_HOURS} hours. Until then your dashboard shows “Account is not active”. If it takes longer, contact support and we will look into it.`,
        },
        {
          question: 'Do I need trading experience?',
          answer:
            'No. Copy trading is designed for novice traders: your plan mirrors the positions of professional traders, so you do not need to place trades yourself.',
        },
      ],
    },
    {
      id: 'deposits',
      title: 'Deposits',
      items: [
        {
          question: 'How do I make a deposit?',
          answer:
            'Open Deposits, choose a payment method and enter the amount in US dollars, then continue to payment. Send the crypto to the wallet address shown (you can scan its QR code or copy it), and press “I have made the payment”.',
        },
        {
          question: 'When will my deposit appear in my balance?',
          answer:
            'Your deposit is listed as pending straight away. Our team confirms it against the blockchain and, once approved, the amount is added to your balance.',
        },
        {
          question: 'What if I sent crypto to the wrong address or network?',
          answer:
            'Blockchain transfers cannot be reversed. Always use the exact address shown for the method you selected and check the network before sending. Contact support immediately if something went wrong.',
        },
      ],
    },
    {
      id: 'withdrawals',
      title: 'Withdrawals and fees',
      items: [
        {
          question: 'How do I withdraw?',
          answer:
            'Open Withdrawals, choose a method, enter the amount and your wallet address, and press Withdraw. You will receive an e-mail confirming that your request is being processed.',
        },
        {
          id: 'fees',
          question: 'Are there any fees?',
          answer: feesAnswer({ feePercent: WITHDRAWAL_FEE_PERCENT, minFeeCents: 0 }),
        },
        {
          question: 'How long does a withdrawal take?',
          answer:
            'Withdrawals are reviewed by our team. Once confirmed they are sent instantly to the wallet you entered, and you receive a confirmation e-mail.',
        },
      ],
    },
    {
      id: 'plans',
      title: 'Plans and profit',
      items: [
        {
          question: 'How do investment plans work?',
          answer:
            'Each plan has a minimum and maximum amount, a daily ROI and a duration in days. Subscribing moves the amount from your balance into a trade that earns the plan’s ROI.',
        },
        {
          question: 'How do I claim my profit?',
          answer:
            'Press Claim Profit on your dashboard. The profit is added to your balance and the trade is closed, after which you can withdraw or subscribe again.',
        },
        {
          question: 'Can I upgrade my plan?',
          answer:
            'Yes. Use Upgrade Plan on your dashboard to choose a plan with a higher range when your balance allows it.',
        },
      ],
    },
    {
      id: 'account-security',
      title: 'Account and security',
      items: [
        {
          question: 'How do I keep my account safe?',
          answer:
            'Use a unique password, never share it, and sign out on shared devices. Our staff will never ask for your password.',
        },
        {
          question: 'How do I update my details?',
          answer:
            'Open Profile to change your phone number, country or avatar. For changes to your name or e-mail address, contact support.',
        },
        {
          question: 'How does the referral program work?',
          answer:
            'Copy your referral link from the Referrals page and share it. When someone registers with it, a referral bonus waits as pending and is credited to your balance when an admin activates their account.',
        },
      ],
    },
  ],
  contact: {
    heading: 'Still need help?',
    body: `Our support team is online 24 hours a day, 7 days a week. Write to ${contactDetails.supportEmail} or send us a message.`,
    cta: { label: 'Contact support', to: '/contact' },
  },
} as const;

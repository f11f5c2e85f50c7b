/** Terms of Service and Privacy Policy. Each section renders as a heading, paragraphs and a list. */
import {
  ACTIVATION_HOURS,
  type Cents,
  PASSWORD_MIN_LENGTH,
  PUBLIC_SETTINGS_DEFAULTS,
} from '@copyvest/shared';
import { appName, contactDetails, legalLastUpdated, operator } from './brand.ts';
import { withdrawalFeeInWords } from './pages.ts';

const brand = appName();

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

/**
 * The terms' fee section for a withdrawal fee rule: the settings' (the page fills in the current
 * one, as the support page does) or, before they arrive, a fresh install's.
 */
export function termsFeesParagraph(rule: { feePercent: number; minFeeCents: Cents }): string {
  return `Opening an account and making deposits are free. Each withdrawal carries a processing fee of ${withdrawalFeeInWords(rule)}, shown before you confirm the request. Blockchain network fees charged by third parties are your responsibility. We will give you notice before introducing or changing any fee.`;
}

export type LegalDocument = {
  title: string;
  lead: string;
  lastUpdated: string;
  sections: readonly LegalSection[];
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lead: `These terms govern your use of ${brand}, operated by ${operator.legalName} (“we”, “us”). Please read them carefully: by creating an account you agree to them.`,
  lastUpdated: legalLastUpdated,
  sections: [
    {
      id: 'eligibility',
      heading: '1. Eligibility',
      paragraphs: ['You may use the platform only if all of the following are true:'],
      list: [
        'You are at least 18 years old and have full legal capacity to enter into a contract.',
        'Using an investment and trading service is lawful where you live.',
        'You are not subject to sanctions and are not acting on behalf of someone who is.',
        'The funds you deposit belong to you and do not come from illegal activity.',
      ],
    },
    {
      id: 'accounts',
      heading: '2. Accounts',
      paragraphs: [
        `You must give accurate, complete information when you register and keep it up to date. Each person may hold one account. New accounts are reviewed and, if approved, activated within ${ACTIVATION_HOURS} hours; until then you cannot move money.`,
        `You are responsible for keeping your password (at least ${PASSWORD_MIN_LENGTH} characters) confidential and for all activity under your account. Tell us immediately if you suspect unauthorised access. We may ask you to verify your identity before activating your account or processing a withdrawal.`,
      ],
    },
    {
      id: 'deposits-withdrawals',
      heading: '3. Deposits and withdrawals',
      paragraphs: [
        'Deposits are made in cryptocurrency to the wallet addresses shown in your account for the method you selected. A deposit is credited to your balance after our team confirms it. Transfers sent to a wrong address or network cannot be recovered.',
        'You may request a withdrawal of your available balance to a wallet address you control. Withdrawal requests are reviewed and, once confirmed, sent to the address you entered. You are responsible for entering the correct address. We may delay or refuse a withdrawal where required by law or where we reasonably suspect fraud.',
      ],
    },
    {
      id: 'plans',
      heading: '4. Investment plans',
      paragraphs: [
        'Each plan states a minimum and maximum amount, a daily return on investment (ROI) and a duration in days. Subscribing to a plan moves the chosen amount from your balance into a trade. You may claim accumulated profit to your balance, which closes the trade.',
      ],
    },
    {
      id: 'risk',
      heading: '5. Risk disclosure',
      paragraphs: [
        'Trading cryptocurrencies, foreign exchange, indices, ETFs and contracts for difference (CFDs) carries a high level of risk and may not be suitable for everyone. Prices can move quickly and you may lose some or all of the money you invest.',
        'Figures such as win rate, profit factor, ROI and advertised returns describe past or target performance. They are not a promise of future results. Copy trading mirrors the decisions of other traders, including their losses. Only invest money you can afford to lose, and seek independent advice if you are unsure.',
      ],
    },
    {
      id: 'fees',
      heading: '6. Fees',
      paragraphs: [termsFeesParagraph(PUBLIC_SETTINGS_DEFAULTS.withdrawals)],
    },
    {
      id: 'referrals',
      heading: '7. Referral program',
      paragraphs: [
        'You may invite others with your personal referral link. When a person registers with your link, a referral bonus is credited to your balance and bonus. The amount of the bonus is shown in your account and may change for future referrals.',
        'Referring yourself, creating accounts for others without their consent, or using spam or misleading advertising is not allowed. We may withhold or reverse bonuses obtained in breach of these rules.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '8. Acceptable use',
      paragraphs: ['When using the platform you must not:'],
      list: [
        'use it for money laundering, terrorist financing, fraud or any other illegal purpose;',
        'access another person’s account or attempt to bypass our security;',
        'interfere with the platform, for example through automated scraping or excessive requests;',
        'provide false information or impersonate anyone.',
      ],
    },
    {
      id: 'termination',
      heading: '9. Suspension and termination',
      paragraphs: [
        'You may stop using the platform and ask us to close your account at any time; we will return your available balance, less any fees due, to a wallet address you provide.',
        'We may deactivate, suspend or close your account if you breach these terms, if required by law, or if we reasonably suspect fraud or other misuse. Where the law allows, we will tell you why. Sections 5, 10 and 12 continue to apply after your account is closed.',
      ],
    },
    {
      id: 'liability',
      heading: '10. Limitation of liability',
      paragraphs: [
        'The platform is provided “as is”. To the extent permitted by law, we are not liable for trading losses, for losses caused by market movements, blockchain networks, third-party wallets or data providers, or for indirect or consequential losses. Our total liability to you is limited to the fees you paid us in the twelve months before the claim.',
        'Nothing in these terms limits liability that cannot be limited by law, including liability for fraud or for death or personal injury caused by negligence.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. We will notify you of material changes by e-mail or in the app at least 14 days before they take effect. If you continue to use the platform after that, the updated terms apply.',
      ],
    },
    {
      id: 'governing-law',
      heading: '12. Governing law',
      paragraphs: [
        `These terms are governed by the laws of ${operator.jurisdiction}. Disputes will be decided by ${operator.courts}, unless the law of the country where you live gives you the right to bring proceedings there.`,
      ],
    },
    {
      id: 'contact',
      heading: '13. Contact',
      paragraphs: [
        `Questions about these terms can be sent to ${contactDetails.legalEmail} or through our contact page.`,
      ],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lead: `This policy explains what personal data ${operator.legalName} collects when you use ${brand}, why we collect it, how long we keep it and the rights you have.`,
  lastUpdated: legalLastUpdated,
  sections: [
    {
      id: 'data-collected',
      heading: '1. Data we collect',
      paragraphs: ['We collect only what we need to run your account:'],
      list: [
        'Account details: your name, e-mail address, phone number, country and, if you upload one, your avatar image.',
        'Credentials: your password, which we store only as a one-way hash and can never read.',
        'Financial records: deposits, withdrawals, wallet addresses you enter, plan subscriptions, profit and bonus entries.',
        'Referral information: the referral id you signed up with and the people you invited.',
        'Technical data: IP address, browser user agent and the time of sign-ins, kept with your sessions and security logs.',
        'Messages you send us through the contact form or by e-mail.',
      ],
    },
    {
      id: 'use',
      heading: '2. How we use your data',
      paragraphs: [
        'We use your data to create and activate your account, process deposits, withdrawals and plans, send service e-mails (such as the welcome e-mail and withdrawal confirmations), answer your questions, prevent fraud and abuse, and meet our legal and accounting obligations.',
        'We process your data because it is necessary to provide the service you signed up for, to comply with the law, and for our legitimate interest in keeping the platform secure. We do not sell your personal data and we do not use it for advertising.',
      ],
    },
    {
      id: 'sharing',
      heading: '3. Who we share it with',
      paragraphs: [
        'We share data only with service providers that help us run the platform, under contracts that require them to protect it: our hosting provider and our transactional e-mail provider. We disclose data to authorities only when the law requires it.',
      ],
    },
    {
      id: 'cookies',
      heading: '4. Cookies and local storage',
      paragraphs: [
        'We use one cookie: a session cookie that keeps you signed in. It contains a random identifier, is not readable by scripts, is sent only to our own site, and is deleted when you log out or the session expires. Because it is strictly necessary for the service, it does not require consent.',
        'Your light or dark theme preference is saved in your browser’s local storage, not in a cookie. We do not use analytics or advertising cookies.',
        'The live market widgets are provided by TradingView and load from its servers; the translation tool is provided by Google and loads only when you press “Translate”. These providers may set their own cookies under their own privacy policies.',
      ],
    },
    {
      id: 'retention',
      heading: '5. How long we keep it',
      paragraphs: ['We keep personal data no longer than necessary:'],
      list: [
        'Account details: while your account is open, and for up to 12 months after it is closed.',
        'Financial records: for the period required by accounting and anti-money-laundering law, typically 5 to 7 years.',
        'Sessions: until you log out or the session expires; security logs for up to 12 months.',
        'Contact messages: up to 24 months after our last reply.',
      ],
    },
    {
      id: 'security',
      heading: '6. Security',
      paragraphs: [
        'We protect your data with encrypted connections, hashed passwords and session tokens, access controls and audit logs for administrative actions. No system is perfectly secure, so please use a strong, unique password.',
      ],
    },
    {
      id: 'rights',
      heading: '7. Your rights',
      paragraphs: ['Depending on where you live, you have the right to:'],
      list: [
        'access the personal data we hold about you and receive a copy of it;',
        'have inaccurate data corrected;',
        'have your data deleted, where we are not required to keep it;',
        'restrict or object to certain processing;',
        'receive your data in a portable format;',
        'complain to your data protection authority.',
      ],
    },
    {
      id: 'children',
      heading: '8. Children',
      paragraphs: [
        'The platform is not intended for anyone under 18, and we do not knowingly collect data from children.',
      ],
    },
    {
      id: 'changes',
      heading: '9. Changes to this policy',
      paragraphs: [
        'If we change this policy in a way that affects you, we will tell you by e-mail or in the app before the change takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: '10. Contact',
      paragraphs: [
        `To exercise your rights or ask about this policy, write to ${contactDetails.privacyEmail}. We reply within one month.`,
      ],
    },
  ],
};

export const legalText = {
  lastUpdated: 'Last updated:',
  contents: 'On this page',
} as const;

/**
 * The brand shown to users. Operators set it at build time with `VITE_APP_NAME`; every page,
 * title and piece of copy reads it through `appName()` so the name lives in one place.
 */
const DEFAULT_APP_NAME = 'CopyVest';

export function appName(): string {
  const configured: unknown = import.meta.env.VITE_APP_NAME;
  return typeof configured === 'string' && configured.trim() !== ''
    ? configured.trim()
    : DEFAULT_APP_NAME;
}

/**
 * The company that operates the platform, named in the legal pages. Operators set their own
 * registered name and jurisdiction here.
 */
export const operator = {
  legalName: `${appName()} Ltd.`,
  jurisdiction: 'England and Wales',
  courts: 'the courts of England and Wales',
} as const;

/** Contact details shown on the contact, support and legal pages. */
export const contactDetails = {
  supportEmail: 'support@copyvest.com',
  privacyEmail: 'privacy@copyvest.com',
  legalEmail: 'legal@copyvest.com',
  supportHours: 'Online support 24 hours a day, 7 days a week',
  responseTime: 'We answer e-mails and contact-form messages within 24 hours.',
} as const;

/** Last review date of the legal pages, shown under their headings. */
export const legalLastUpdated = 'January 15, 2025';

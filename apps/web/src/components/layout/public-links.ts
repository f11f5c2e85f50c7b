import { messages } from '@copyvest/shared';

/** The landing navigation: Home plus the landing page's anchors, reachable from any page. */
export const publicNavLinks = [
  { to: '/', label: messages.nav.home },
  { to: '/#about', label: messages.nav.about },
  { to: '/#services', label: messages.nav.services },
  { to: '/#plans', label: messages.nav.plans },
  { to: '/#contact', label: messages.nav.contact },
] as const;

/** The footer links, exactly as the specification lists them. */
export const footerLinks = [
  { to: '/', label: messages.nav.home },
  { to: '/traders', label: messages.nav.copyTrading },
  { to: '/', label: messages.nav.referralProgram },
  { to: '/', label: messages.nav.blog },
  { to: '/about', label: messages.nav.about },
  // A visitor lands on the public plans page from here (RequireUser), a user on their /plans.
  { to: '/plans', label: messages.nav.plans },
  { to: '/contact', label: messages.nav.contact },
  { to: '/terms', label: messages.nav.terms },
  { to: '/privacy', label: messages.nav.privacy },
] as const;

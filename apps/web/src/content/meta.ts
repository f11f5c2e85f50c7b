/** Titles and descriptions for each public page (document title, meta and social preview tags). */
import { appName } from './brand.ts';

const brand = appName();

export type PageMeta = { title: string; description: string };

export const pageMeta = {
  landing: {
    title: `${brand} | Copy trading and crypto investment plans`,
    description: `Copy professional traders, invest in crypto plans with up to 80% return and track every result in real time with ${brand}.`,
  },
  plans: {
    title: `Investment plans | ${brand}`,
    description: `The ${brand} investment plans: each plan's amounts, daily ROI, duration and total over its term.`,
  },
  about: {
    title: `About us | ${brand}`,
    description: `Learn how ${brand} lets novice traders mirror professional traders' positions, and what we stand for.`,
  },
  contact: {
    title: `Contact us | ${brand}`,
    description: `Questions about your account, deposits or plans? Contact the ${brand} support team, online 24/7.`,
  },
  support: {
    title: `Support | ${brand}`,
    description: `Answers about account activation, deposits, withdrawals, fees, plans and referrals on ${brand}.`,
  },
  terms: {
    title: `Terms of Service | ${brand}`,
    description: `The terms that govern your ${brand} account: eligibility, deposits and withdrawals, risks, fees and more.`,
  },
  privacy: {
    title: `Privacy Policy | ${brand}`,
    description: `What personal data ${brand} collects, how we use it, the one cookie we set and your rights.`,
  },
} as const satisfies Record<string, PageMeta>;

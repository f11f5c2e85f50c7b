/** The traders pages' title and description (apart from `meta.ts`, which the landing carries). */
import { appName } from './brand.ts';

const brand = appName();

export const tradersMeta = {
  title: `Lead traders | ${brand}`,
  description: `Every lead trader's ROI, win rate, profit factor and drawdown, computed from their recorded trades. Copy one with ${brand}.`,
};

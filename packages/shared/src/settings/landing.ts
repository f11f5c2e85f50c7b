import { z } from 'zod';
import { messages } from '../messages.ts';
import { ZLandingFiguresSource } from '../schemas/copy-trading.ts';
import { defineSettingsGroup } from './define-group.ts';
import { LANDING_DEFAULTS } from './public-defaults.ts';

const v = messages.validation;
const text = (max: number) =>
  z
    .string({ error: v.settingText })
    .trim()
    .min(1, v.settingTextRequired)
    .max(max, v.settingTextMax(max));

export const ZLandingStatistic = z.object({ value: text(40), label: text(80) });
export const ZFaqEntry = z.object({ question: text(200), answer: text(2000) });
export const ZTestimonial = z.object({ name: text(80), role: text(120), quote: text(600) });

/**
 * The landing's content an admin edits: where the three figures come from (the spec's, shown as
 * `statistics`, or computed from the traders' books), the FAQ and the five testimonials. The
 * defaults are the spec's.
 */
export const landingSettings = defineSettingsGroup({
  key: 'landing',
  public: true,
  schema: z.object({
    figuresSource: ZLandingFiguresSource,
    statistics: z.tuple([ZLandingStatistic, ZLandingStatistic, ZLandingStatistic]),
    faq: z.array(ZFaqEntry).min(1, v.settingFaqMin).max(20, v.settingTooMany(20)),
    testimonials: z.tuple([ZTestimonial, ZTestimonial, ZTestimonial, ZTestimonial, ZTestimonial]),
  }),
  defaults: LANDING_DEFAULTS,
});
export type TLandingSettings = z.infer<typeof landingSettings.schema>;

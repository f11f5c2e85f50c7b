import { ACTIVATION_HOURS, fillLandingTokens } from '@copyvest/shared';
import { FaqAccordion } from '@/components/marketing/faq-accordion';
import { appName } from '@/content/brand';
import { faq } from '@/content/landing';
import { usePublicSettings } from '@/lib/settings/public-settings';
import { Section, SectionHeading } from './section';

/** The FAQ: the `landing` settings' entries (the spec's by default, decision 053). */
export function FaqSection() {
  const { landing, withdrawals } = usePublicSettings().settings;
  const tokens = {
    appName: appName(),
    feePercent: withdrawals.feePercent,
    activationHours: ACTIVATION_HOURS,
  };
  const items = landing.faq.map((entry) => ({
    question: fillLandingTokens(entry.question, tokens),
    answer: fillLandingTokens(entry.answer, tokens),
  }));
  return (
    <Section id="faq" titleId="faq-title" className="bg-slate-50 dark:bg-slate-900/40">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <SectionHeading id="faq-title" eyebrow={faq.eyebrow} title={faq.title} align="left" />
        <FaqAccordion items={items} defaultOpen={0} />
      </div>
    </Section>
  );
}

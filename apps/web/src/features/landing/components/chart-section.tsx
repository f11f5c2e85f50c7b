import { MarketChartWidget } from '@/components/widgets/market-chart-widget';
import { chartSection } from '@/content/landing';
import { Section, SectionHeading } from './section';

export function ChartSection() {
  return (
    <Section titleId="chart-title">
      <SectionHeading
        id="chart-title"
        eyebrow={chartSection.eyebrow}
        title={chartSection.title}
        lead={chartSection.lead}
      />
      <MarketChartWidget className="mt-12" />
    </Section>
  );
}

/** The published performance figures (landing page, about page). */
export type Statistic = { value: string; label: string; note?: string };

export const statistics = {
  eyebrow: 'Performance',
  title: 'Our trading in numbers',
  items: [
    { value: '95%', label: 'Average win rate' },
    { value: '1.85', label: 'Profit factor' },
    { value: '12 hours', label: 'Average trade duration' },
    { value: 'Up to 41%', label: 'Index trading ROI', note: 'Indices containing about 0.24%' },
  ] as readonly Statistic[],
  disclaimer:
    'Figures describe past trading performance. Past performance does not guarantee future results.',
} as const;

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, http, json, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { PortfolioCard } from '@/components/copy-trading/portfolio-card';

vi.mock('@/components/copy-trading/line-chart', () => ({ LineChart: () => null }));

const portfolio = {
  balance: 1_000_00,
  profit: 50_00,
  inTrades: 500_00,
  inCopies: 520_00,
  total: 2_020_00,
  series: [
    { at: '2026-03-01T23:59:59.000Z', value: 1_900_00 },
    { at: '2026-03-04T12:00:00.000Z', value: 2_020_00 },
  ],
};

function stub(answer: () => Response) {
  server.use(http.get('/v1/portfolio', answer));
}

describe('PortfolioCard', () => {
  it('shows a loading state, then balance, in trades, in copies, total and the chart', async () => {
    stub(() => json(portfolio));
    renderWithProviders(<PortfolioCard />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByText('$520.00')).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Portfolio' }).querySelector('dl');
    expect(figures).toHaveTextContent(
      'Balance$1,000.00In trades$500.00In copies$520.00Total$2,020.00',
    );
    expect(screen.getByRole('img', { name: 'Your total equity over time' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Your total equity over time' })).toHaveTextContent(
      '$1,900.00',
    );
  });

  it('says the history starts with the first movement when there is no series', async () => {
    stub(() => json({ ...portfolio, series: [] }));
    renderWithProviders(<PortfolioCard />);
    expect(
      await screen.findByText('Your equity history starts with your first movement.'),
    ).toBeInTheDocument();
  });

  it('says what failed', async () => {
    stub(() => apiError(500, 'general_unknown', 'Server error'));
    renderWithProviders(<PortfolioCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
  });
});

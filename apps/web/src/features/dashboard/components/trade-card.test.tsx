import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TradeCard } from '@/features/dashboard/components/trade-card';
import { testDashboard, testTrade, testUser } from '@/test/fixtures';
import { http, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

describe('TradeCard', () => {
  it('shows the ongoing trade: amount, plan, profit, ROI and Upgrade Plan', () => {
    renderWithProviders(
      <TradeCard
        dashboard={testDashboard({ user: testUser({ profit: 30_00 }), trade: testTrade() })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Ongoing Trade' });
    expect(card).toHaveTextContent('$500.00');
    expect(card).toHaveTextContent('Basic Plan');
    expect(card).toHaveTextContent('$30.00');
    expect(card).toHaveTextContent('2% per day');
    expect(card).toHaveTextContent('3 of 7');
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/plans');
  });

  it('a trade whose term is complete says Completed and asks for the claim', () => {
    renderWithProviders(
      <TradeCard
        dashboard={testDashboard({
          user: testUser({ profit: 70_00 }),
          trade: testTrade({ daysPaid: 7, maturedAt: '2026-11-20T00:00:00.000Z' }),
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Ongoing Trade' });
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(card).toHaveTextContent(/term is complete/);
    expect(within(card).getByRole('button', { name: 'Claim Profit' })).toBeInTheDocument();
  });

  it('a running trade shows no Completed badge', () => {
    renderWithProviders(<TradeCard dashboard={testDashboard({ trade: testTrade() })} />);
    expect(screen.queryByText('Completed')).toBeNull();
  });

  it("labels the trade's start date", () => {
    const trade = testTrade();
    renderWithProviders(<TradeCard dashboard={testDashboard({ trade })} />);
    const card = screen.getByRole('region', { name: 'Ongoing Trade' });
    const term = within(card).getByText('Started on');
    expect(term.tagName).toBe('DT');
    const date = term.nextElementSibling?.querySelector('time');
    expect(date).toHaveAttribute('datetime', trade.termStartedAt);
  });

  it('without a trade says so and links to the plans', () => {
    renderWithProviders(<TradeCard dashboard={testDashboard()} />);
    expect(screen.getByText('No ongoing trades yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe to a plan' })).toHaveAttribute(
      'href',
      '/plans',
    );
    expect(screen.queryByRole('button', { name: 'Claim Profit' })).not.toBeInTheDocument();
  });

  it('asks before claiming, then claims once with an Idempotency-Key', async () => {
    server.use(http.post('/v1/trades/claim', () => json({ profit: 30_00, capitalReturned: 0 })));
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(
      <TradeCard
        dashboard={testDashboard({ user: testUser({ profit: 30_00 }), trade: testTrade() })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Claim Profit' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim profit and close trade?' });
    expect(dialog).toHaveAccessibleDescription(
      /claims your profit of \$30\.00 and closes the trade/,
    );
    expect(requests).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Claim Profit' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe('/v1/trades/claim');
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('with no profit sends nothing', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<TradeCard dashboard={testDashboard({ trade: testTrade() })} />);
    await user.click(screen.getByRole('button', { name: 'Claim Profit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

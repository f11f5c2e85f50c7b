import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { MakeTraderButton } from '@/components/copy-trading/make-trader-button';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('MakeTraderButton', () => {
  it('sends the terms in cents and basis points once they pass the shared checks', async () => {
    server.use(http.post('/v1/admin/traders', () => json({}, 201)));
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<MakeTraderButton userId="u7" name="Ada Lovelace" />);
    await user.click(screen.getByRole('button', { name: 'Make lead trader' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Make this user a lead trader: Ada Lovelace',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please enter a display name')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Display name' }), 'Ada');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Risk level (1–5)' }),
      '4',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Minimum allocation (USD)' }),
      '100',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Maximum allocation (USD)' }),
      '5000',
    );
    const share = within(dialog).getByRole('textbox', { name: 'Profit share (%)' });
    await user.type(share, '31');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('The profit share is between 0% and 30%')).toBeInTheDocument();
    await user.clear(share);
    await user.type(share, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.path).toBe('/v1/admin/traders');
    await vi.waitFor(() =>
      expect(requests[0]!.body).toEqual({
        userId: 'u7',
        displayName: 'Ada',
        strategy: '',
        riskLevel: 4,
        minAllocation: 100_00,
        maxAllocation: 5000_00,
        profitShareBps: 2000,
      }),
    );
  });
});

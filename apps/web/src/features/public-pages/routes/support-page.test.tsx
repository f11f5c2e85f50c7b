import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SupportPage } from '@/features/public-pages/routes/support-page';
import { server, visitorWithWithdrawalFee } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

describe('the support page', () => {
  it('states the withdrawal fee the admin set, with its minimum, not the one the text was written with', async () => {
    server.use(...visitorWithWithdrawalFee({ feePercent: 7.5, minFeeCents: 2_00 }));
    renderWithProviders(<SupportPage />, { route: '/support' });
    await userEvent.click(screen.getByRole('button', { name: 'Are there any fees?' }));
    expect(
      await screen.findByText(
        /processing fee of 7\.5% of the withdrawn amount \(at least \$2\.00\), shown before you confirm/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/processing fee of 10%/)).toBeNull();
  });
});

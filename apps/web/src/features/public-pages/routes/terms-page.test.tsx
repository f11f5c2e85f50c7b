import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsPage } from '@/features/public-pages/routes/terms-page';
import { server, visitorWithWithdrawalFee } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

describe('the terms of service', () => {
  it('state the withdrawal fee the admin set, with its minimum, not the one they were written with', async () => {
    server.use(...visitorWithWithdrawalFee({ feePercent: 7.5, minFeeCents: 2_00 }));
    renderWithProviders(<TermsPage />, { route: '/terms' });
    const fees = screen.getByRole('heading', { name: '6. Fees' }).parentElement!;
    expect(
      await screen.findByText(
        /processing fee of 7\.5% of the withdrawn amount \(at least \$2\.00\), shown before you confirm the request/,
      ),
    ).toBeInTheDocument();
    expect(fees).not.toHaveTextContent(/processing fee of 10%/);
  });
});

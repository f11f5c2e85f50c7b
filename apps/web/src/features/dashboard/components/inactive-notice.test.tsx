import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { InactiveNotice } from './inactive-notice';

describe('InactiveNotice', () => {
  it('a new account keeps the spec’s notice', () => {
    renderWithProviders(<InactiveNotice user={testUser({ isActive: false })} />);
    expect(screen.getByRole('heading', { name: 'Account is not active' })).toBeInTheDocument();
    expect(screen.queryByText('Your balances (read-only)')).toBeNull();
  });

  it('a suspended account is told so, with the reason and its balances, and a way to support', () => {
    renderWithProviders(
      <InactiveNotice
        user={testUser({
          isActive: false,
          suspended: true,
          suspendedReason: 'Documents pending',
          balance: 50_00,
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your account is suspended' })).toBeInTheDocument();
    expect(screen.getByText('Documents pending')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your balances (read-only)' })).toHaveTextContent(
      '$50.00',
    );
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/support',
    );
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileForm } from '@/components/profile/profile-form';
import { testUser } from '@/test/fixtures';
import { http, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

describe('ProfileForm', () => {
  it('sends nothing when the phone and country are unchanged', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm user={testUser()} />);
    expect(screen.getByLabelText('Phone number')).toHaveValue('+44 20 0000 0000');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('refuses a phone number not in international format, and sends nothing', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm user={testUser()} />);
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(
      await screen.findByText('Enter the phone number in international format, e.g. +14155550123'),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('asks for a phone number', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm user={testUser()} />);
    await user.clear(screen.getByLabelText('Phone number'));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
  });

  it('sends a changed phone number', async () => {
    server.use(
      http.patch('/v1/account/profile', () => json(testUser({ phone: '+44 20 1111 1111' }))),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm user={testUser()} />);
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '+44 20 1111 1111');
    // A new number asks for the current password (it can sign in by text message).
    expect(screen.getByText(/needs your current password/)).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Your password, to confirm the new number'),
      'Secret123!',
    );
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.path).toBe('/v1/account/profile');
    expect(requests[0]!.method).toBe('PATCH');
    await vi.waitFor(() =>
      expect(requests[0]!.body).toEqual({
        phone: '+442011111111',
        country: 'United Kingdom',
        password: 'Secret123!',
      }),
    );
  });
});

import { messages } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '@/features/auth/routes/register-page';
import { toast } from '@/lib/toast';
import { apiError, http, json, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const countries = [{ name: { common: 'France' }, cca2: 'FR', flag: '🇫🇷' }];

describe('RegisterPage', () => {
  let posts: number;
  beforeEach(() => {
    posts = 0;
    server.use(
      http.post('/v1/account', () => {
        posts++;
        return apiError(400, 'user_referrer_not_found', messages.validation.referrerUnknown);
      }),
      http.get('/v3.1/all', () => json(countries)),
    );
  });
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('shows an unknown referral ID under its field, focused, and clears it on edit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { route: '/register?refId=nobody1234' });
    await user.type(screen.getByLabelText('Full name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.test');
    await user.type(screen.getByLabelText('Phone number'), '+33 1 42 68 53 00');
    await user.click(screen.getByRole('button', { name: /Country/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select your country' });
    await user.click(await within(dialog).findByRole('option', { name: /France/ }));
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const field = screen.getByLabelText('Referral ID (optional)');
    expect(await screen.findByText(messages.validation.referrerUnknown)).toBeInTheDocument();
    expect(posts).toBe(1);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(messages.validation.referrerUnknown);
    await vi.waitFor(() => expect(field).toHaveFocus());
    expect(toast.error).not.toHaveBeenCalled();

    await user.clear(field);
    expect(screen.queryByText(messages.validation.referrerUnknown)).not.toBeInTheDocument();
  });
});

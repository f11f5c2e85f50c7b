import { messages } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '@/features/auth/routes/register-page';
import { toast } from '@/lib/toast';
import { errorBody, jsonResponse, renderWithProviders, requestPath } from '@/test/render';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const countries = [{ name: { common: 'France' }, cca2: 'FR', flag: '🇫🇷' }];

describe('RegisterPage', () => {
  let posts: number;
  beforeEach(() => {
    posts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown, init?: RequestInit) => {
        if (requestPath(input) === '/v1/account' && init?.method === 'POST') {
          posts++;
          return jsonResponse(
            400,
            errorBody(400, 'user_referrer_not_found', messages.validation.referrerUnknown),
          );
        }
        return jsonResponse(200, countries);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
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

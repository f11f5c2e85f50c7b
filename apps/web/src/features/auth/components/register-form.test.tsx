import { messages } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '@/features/auth/components/register-form';
import { http, json, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const v = messages.validation;
const countries = [
  { name: { common: 'Ghana' }, cca2: 'GH', flag: '🇬🇭' },
  { name: { common: 'France' }, cca2: 'FR', flag: '🇫🇷' },
];

function setup(referrerId?: string) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<RegisterForm onSubmit={onSubmit} busy={false} referrerId={referrerId} />);
  return { onSubmit, user };
}

describe('RegisterForm', () => {
  beforeEach(() => {
    server.use(http.get('/v3.1/all', () => json(countries)));
  });

  it('shows every shared "required" message', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(v.fullNameRequired)).toBeInTheDocument();
    expect(screen.getByText(v.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(v.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(v.countryRequired)).toBeInTheDocument();
    expect(screen.getByText(v.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(v.acceptTerms)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks to accept the terms and the privacy policy, linking to both pages', async () => {
    const { user } = setup();
    const terms = screen.getByRole('link', { name: /^Terms of Service/ });
    const privacy = screen.getByRole('link', { name: /^Privacy Policy/ });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(terms).toHaveAttribute('target', '_blank');
    const checkbox = screen.getByRole('checkbox', { name: /I accept the Terms of Service/ });
    expect(checkbox).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(v.acceptTerms)).toBeInTheDocument();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription(v.acceptTerms);
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    await vi.waitFor(() => expect(screen.queryByText(v.acceptTerms)).not.toBeInTheDocument());
  });

  it('prefills the referrer id and submits with a country chosen in the picker', async () => {
    const { onSubmit, user } = setup('ada-lovelace-1234');
    expect(screen.getByLabelText('Referral ID (optional)')).toHaveValue('ada-lovelace-1234');

    await user.type(screen.getByLabelText('Full name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.test');
    await user.type(screen.getByLabelText('Phone number'), '+1 415 555 0100');
    await user.click(screen.getByRole('button', { name: /Country/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select your country' });
    await user.click(await within(dialog).findByRole('option', { name: /France/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Country/ })).toHaveTextContent('France');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.test',
      phone: '+14155550100',
      country: 'France',
      referrerId: 'ada-lovelace-1234',
      password: 'long enough',
      acceptTerms: 'true',
    });
  });
});

import { messages } from '@copyvest/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';

const v = messages.validation;

function setup(busy = false) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<LoginForm onSubmit={onSubmit} busy={busy} />);
  return { onSubmit, user };
}

describe('LoginForm', () => {
  it('shows the shared "required" messages and sends nothing', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(v.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(v.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field, then re-checks each change after the first submit', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(v.emailRequired)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await vi.waitFor(() => expect(screen.queryByText(v.emailInvalid)).not.toBeInTheDocument());
    expect(screen.queryByText(v.emailRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for at least 8 password characters', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(v.passwordMin)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid credentials', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'ada@example.test',
      password: 'correct horse',
    });
  });

  it('disables the submit button while busy', () => {
    setup(true);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });
});

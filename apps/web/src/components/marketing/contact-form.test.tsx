import { CONTACT_SEND_MS } from '@copyvest/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ContactForm } from './contact-form';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Jane Doe');
  await user.type(screen.getByLabelText('Email'), 'Jane@Example.com');
  await user.type(screen.getByLabelText('Message'), 'How do I deposit?');
}

describe('ContactForm', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.useRealTimers());

  it('shows the spec message for every empty field and sends nothing', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<ContactForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    expect(send).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and clears a message once fixed', async () => {
    const user = userEvent.setup();
    render(<ContactForm send={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'Jane');
    await waitFor(() =>
      expect(screen.queryByText('Full name is required')).not.toBeInTheDocument(),
    );
  });

  it('posts the message and shows the success toast no sooner than 2 s later', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue({ id: 'm1' });
    render(<ContactForm send={send} />);
    await fill(user);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        fullName: 'Jane Doe',
        email: 'jane@example.com',
        message: 'How do I deposit?',
      }),
    );
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(toast.success).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SEND_MS - 200));
    expect(toast.success).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message sent successfully'));
    expect(toast.error).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(''));
  });

  it("shows the server's message when the request is refused", async () => {
    const user = userEvent.setup();
    const send = vi
      .fn()
      .mockRejectedValue(new ApiError('Too many requests. Please slow down.', 429, 'RATE_LIMITED'));
    render(<ContactForm send={send} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Too many requests. Please slow down.'),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full name')).toHaveValue('Jane Doe');
  });
});

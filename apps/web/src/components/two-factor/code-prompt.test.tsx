import { messages } from '@copyvest/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodePrompt } from '@/components/two-factor/code-prompt';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';

describe('CodePrompt', () => {
  it('a wrong code keeps what was typed and shows one error', async () => {
    const onCode = vi.fn(async () => {
      throw new ApiError('Invalid token', 401, 'user_invalid_token');
    });
    const user = userEvent.setup();
    renderWithProviders(<CodePrompt intro="Enter a code" submitLabel="Confirm" onCode={onCode} />);
    await user.type(screen.getByLabelText(messages.access.authenticatorCode), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.access.codeInvalid);
    expect(screen.getByLabelText(messages.access.authenticatorCode)).toHaveValue('123456');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText(messages.access.authenticatorCode)).not.toHaveAttribute(
      'aria-invalid',
    );
  });
});

import { messages } from '@copyvest/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { toastFailure } from '@/lib/toast-failure';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

const refused = new ApiError('Balance cannot go below zero', 400, 'general_argument_invalid');
const crashed = new ApiError(messages.errors.internal, 500, 'general_unknown');

describe('errorMessage', () => {
  it("shows the server's reason for a refused request, whatever the screen's wording", () => {
    expect(errorMessage(refused)).toBe('Balance cannot go below zero');
    expect(errorMessage(refused, 'Failed to adjust balance')).toBe('Balance cannot go below zero');
  });

  it("prefers the screen's wording to a server failure or an unreachable server", () => {
    expect(errorMessage(crashed, 'Failed to reset MFA')).toBe('Failed to reset MFA');
    expect(errorMessage(networkError(), 'Failed to update bonus')).toBe('Failed to update bonus');
  });

  it("shows the failure's own message when the screen has no wording", () => {
    expect(errorMessage(crashed)).toBe(messages.errors.internal);
    expect(errorMessage(networkError())).toBe(messages.errors.network);
  });

  it('never shows the text of something that is not an answer (a bug, a thrown value)', () => {
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      messages.errors.unexpected,
    );
    expect(errorMessage('boom', 'Failed to claim profit')).toBe('Failed to claim profit');
  });
});

describe('toastFailure', () => {
  it("shows the spec's title with the server's reason beneath", () => {
    toastFailure(
      'Failed to claim profit',
      new ApiError('You have no profit to claim', 400, 'profit_nothing_to_claim'),
    );
    expect(toast.error).toHaveBeenLastCalledWith('Failed to claim profit', {
      description: 'You have no profit to claim',
    });
  });

  it('shows the title alone when there is no reason to add', () => {
    toastFailure('Failed to update user', new Error('boom'));
    expect(toast.error).toHaveBeenLastCalledWith('Failed to update user', undefined);
    toastFailure('Failed to update user', crashed);
    expect(toast.error).toHaveBeenLastCalledWith('Failed to update user', undefined);
    toastFailure('Failed to update user', new ApiError('Failed to update user', 400, 'x'));
    expect(toast.error).toHaveBeenLastCalledWith('Failed to update user', undefined);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { toastFailure } from '@/lib/failure-message';
import { toast } from '@/lib/toast';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

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
    toastFailure('Failed to update user', new ApiError('Failed to update user', 500, 'x'));
    expect(toast.error).toHaveBeenLastCalledWith('Failed to update user', undefined);
  });
});

import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';

describe('useIdempotencyKey', () => {
  it('reuses the key for a retry after an unknown outcome', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: 100 });
    result.current.settle(new ApiError('Could not reach the server', 0, 'NETWORK_ERROR'));
    expect(result.current.keyFor({ amount: 100 })).toBe(first);
    result.current.settle(new ApiError('busy', 409, 'CONFLICT'));
    expect(result.current.keyFor({ amount: 100 })).toBe(first);
    result.current.settle(new ApiError('boom', 500, 'INTERNAL'));
    expect(result.current.keyFor({ amount: 100 })).toBe(first);
  });

  it('uses a new key for another request, after success and after a refusal', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: 100 });
    const other = result.current.keyFor({ amount: 200 });
    expect(other).not.toBe(first);
    result.current.settle();
    const afterSuccess = result.current.keyFor({ amount: 200 });
    expect(afterSuccess).not.toBe(other);
    result.current.settle(new ApiError('Insufficient balance', 400, 'BAD_REQUEST'));
    expect(result.current.keyFor({ amount: 200 })).not.toBe(afterSuccess);
    expect(afterSuccess).toMatch(/^[\w-]{8,100}$/);
  });
});

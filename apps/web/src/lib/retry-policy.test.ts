import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { retryDelay, shouldRetry } from '@/lib/retry-policy';

describe('retry policy', () => {
  it('retries server and network failures 3 times, never a 4xx', () => {
    const server = new ApiError('down', 503, 'HTTP_ERROR');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, server))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetry(0, new ApiError('offline', 0, 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetry(0, new ApiError('refused', 400, 'VALIDATION'))).toBe(false);
    expect(shouldRetry(0, new ApiError('gone', 404, 'NOT_FOUND'))).toBe(false);
  });

  it('backs off exponentially up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});

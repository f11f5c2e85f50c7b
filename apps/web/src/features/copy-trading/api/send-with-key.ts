import { apiRequest } from '@/lib/api-client';

/** A money route of copy trading (decision 043): sent with the action's `Idempotency-Key`. */
export function sendWithKey<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  idempotencyKey: string,
): Promise<T> {
  return apiRequest<T>(path, { method, body, headers: { 'Idempotency-Key': idempotencyKey } });
}

import type { TContactOutput } from '@copyvest/shared';
import { api } from '@/lib/api-client';

/** `POST /v1/contact`: the server stores the message (rate-limited) and answers 201. */
export function sendContactMessage(input: TContactOutput): Promise<unknown> {
  return api.post<unknown>('/v1/contact', input);
}

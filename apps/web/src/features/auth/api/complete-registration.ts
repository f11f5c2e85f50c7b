import type { TRegistrationComplete, TRegistrationCompleteInput, TUser } from '@copyvest/shared';
import { api } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session/session-store';

/** `POST /v1/account/registration`: the rest of a registration begun without the sign-up form. */
export async function completeRegistration(input: TRegistrationCompleteInput): Promise<TUser> {
  const body: TRegistrationComplete = {
    name: input.name,
    phone: input.phone,
    country: input.country,
    acceptTerms: true,
  };
  const user = await api.post<TUser>('/v1/account/registration', body);
  updateSessionUser(user);
  return user;
}

import {
  ID_UNIQUE,
  type TAccount,
  type TAccountCreate,
  type TRegisterInput,
} from '@copyvest/shared';
import { api } from '@/lib/api-client';
import { logIn } from './login';

/**
 * Creates the account, then signs in (the server does not, as the SDK expects). The create call
 * goes through the app's client: the SDK's `account.create` has no place for the product's phone,
 * country and referrer (decision 017).
 */
export async function registerAccount(input: TRegisterInput): Promise<void> {
  // The consent is the form's: the SDK's account.create has no field for it.
  const { acceptTerms: _accepted, ...fields } = input;
  const body: TAccountCreate = { userId: ID_UNIQUE, ...fields };
  await api.post<TAccount>('/v1/account', body);
  await logIn({ email: input.email, password: input.password });
}

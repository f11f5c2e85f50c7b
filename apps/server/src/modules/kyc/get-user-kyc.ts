import type { AppDeps } from '../../app-deps.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { getKycState } from './get-my-kyc.ts';

export interface GetUserKycOptions {
  deps: AppDeps;
  /** An active admin. */
  viewer: Actor;
  userId: string;
}

/** `GET /v1/admin/users/:id/kyc`: a user's verification, for the admin's user page (054). */
export async function getUserKyc({ deps, viewer, userId }: GetUserKycOptions) {
  await authorize(viewer, 'kyc.review');
  return getKycState({ db: deps.db, settings: deps.settings, userId });
}

import { Account, AppwriteException, Client, Realtime, Storage } from 'appwrite';
import { ApiError, networkError, UNKNOWN_ERROR_TYPE } from '@/lib/api-client';
import { PROJECT_ID } from '@/lib/project';

/**
 * The official SDK on our own API (decisions 017 and 022): one `Client` and the services the app
 * uses. Only `load-sdk.ts` imports this module, lazily: the SDK is not part of any page's first
 * JavaScript.
 */
const client = new Client().setEndpoint(`${window.location.origin}/v1`).setProject(PROJECT_ID);

export const account = new Account(client);
export const storage = new Storage(client);
/** Opens its socket on the first subscription (`<origin>/v1/realtime`, same-origin cookie). */
export const realtime = new Realtime(client);

/**
 * The SDK's failures as the app's `ApiError`, so one error type reaches every screen: a server
 * answer keeps its status and type; the SDK's own checks before sending (`Missing required
 * parameter: "x"`, status 0) are refused requests (400); a fetch that failed is a network error.
 */
export function toApiError(error: unknown): unknown {
  if (error instanceof AppwriteException) {
    if (error.code === 0) return new ApiError(error.message, 400, 'general_argument_invalid');
    return new ApiError(error.message, error.code, error.type || UNKNOWN_ERROR_TYPE);
  }
  if (error instanceof TypeError) return networkError();
  return error;
}

import { networkError } from '@/lib/api-client';
import type * as SdkServicesModule from './sdk-services';

export type SdkServices = typeof SdkServicesModule;

let loading: Promise<SdkServices> | undefined;

/** Loads the SDK's services once (a separate chunk); a failed load is tried again next time. */
export function loadSdk(): Promise<SdkServices> {
  loading ??= import('./sdk-services').catch((error: unknown) => {
    loading = undefined;
    throw error instanceof TypeError ? networkError() : error;
  });
  return loading;
}

/**
 * Runs one call of the official SDK (`Account`, `Storage`…), loading the SDK on first use.
 * Failures are thrown as `ApiError`.
 */
export async function sdkCall<T>(call: (sdk: SdkServices) => Promise<T>): Promise<T> {
  const sdk = await loadSdk();
  try {
    return await call(sdk);
  } catch (error) {
    throw sdk.toApiError(error);
  }
}

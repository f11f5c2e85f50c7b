import {
  API_VERSION,
  errorMessage,
  errorStatus,
  type TErrorResponse,
  type TErrorType,
} from '@copyvest/shared';

/** The one error body the API answers (Appwrite's shape): `{ message, code, type, version }`. */
export function errorBody(type: TErrorType, message: string = errorMessage(type)): TErrorResponse {
  return { message, code: errorStatus(type), type, version: API_VERSION };
}

import { isSignedOutErrorType, messages } from '@copyvest/shared';

/**
 * An API failure: the server's `{ message, code: <status>, type, version }` (decision 011), or a
 * network failure (status 0, type `network_error`). The SDK's errors are turned into this too.
 */
export class ApiError extends Error {
  /** The HTTP status (the wire's `code`); 0 when the server was not reached. */
  readonly status: number;
  /** The error type, such as `user_invalid_credentials` (see packages/shared/src/error-types.ts). */
  readonly type: string;

  constructor(message: string, status: number, type: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.type = type;
  }

  /** 4xx: the request itself was refused; retrying it unchanged will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** Nobody is signed in (any more). Decided by type: a refused signed-in caller also gets a 401. */
  get isSignedOut(): boolean {
    return isSignedOutErrorType(this.type);
  }
}

/** The type of a request that never reached the server. */
export const NETWORK_ERROR_TYPE = 'network_error';
/** The type of a failure whose body carried none. */
export const UNKNOWN_ERROR_TYPE = 'general_unknown';

/** The error for a request that never reached the server. */
export function networkError(): ApiError {
  return new ApiError(messages.errors.network, 0, NETWORK_ERROR_TYPE);
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Calls the same-origin API with the session cookie and returns the parsed JSON body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }

  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The error for a failed answer; the status always comes from the response, not the body. */
export function toApiError(status: number, data: unknown): ApiError {
  const { message, type } = (data && typeof data === 'object' ? data : {}) as {
    message?: unknown;
    type?: unknown;
  };
  const knownType = typeof type === 'string' && type !== '' ? type : UNKNOWN_ERROR_TYPE;
  if (typeof message === 'string' && message !== '')
    return new ApiError(message, status, knownType);
  const fallback = status >= 500 ? messages.errors.internal : messages.errors.unexpected;
  return new ApiError(fallback, status, knownType);
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T = void>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

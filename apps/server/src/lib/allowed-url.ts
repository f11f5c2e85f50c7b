import { messages } from '@copyvest/shared';
import type { Config } from '../config.ts';
import { appError } from './errors.ts';

/**
 * A URL the server will put in a mail or redirect a browser to: it must be on the app's own
 * origin or an allow-listed one (CORS_ORIGINS), so no link the server sends can lead elsewhere.
 * Anything else is refused with `general_argument_invalid`.
 */
export function allowedUrl(config: Config, url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw appError('general_argument_invalid', messages.errors.foreignUrl);
  }
  if (!config.allowedOrigins.includes(parsed.origin) || parsed.username || parsed.password) {
    throw appError('general_argument_invalid', messages.errors.foreignUrl);
  }
  return parsed;
}

/** `url` with these query parameters set (replacing any of the same name). */
export function withQuery(url: URL | string, params: Record<string, string>): string {
  const result = new URL(url);
  for (const [name, value] of Object.entries(params)) result.searchParams.set(name, value);
  return result.toString();
}

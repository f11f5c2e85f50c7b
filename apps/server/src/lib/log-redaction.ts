import type { FastifyServerOptions } from 'fastify';

/**
 * Logs carry no personal data (log-redaction.test.ts): no e-mail address, phone number, wallet
 * address, token, cookie or query string. Two layers:
 * - structure: request URLs lose their query string, cookies and authorization headers are
 *   never logged, and database errors lose the bound parameters (drizzle's "params:") and
 *   PostgreSQL's `detail` ("Key (email)=(…) already exists");
 * - patterns: any string left in a log line is scrubbed of what looks like an e-mail, an
 *   international phone number, a crypto wallet address or a long token.
 */
const PATTERNS: [RegExp, string][] = [
  [/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu, '[email]'],
  [/\b0x[0-9a-fA-F]{40}\b/g, '[wallet]'],
  [/\b(?:bc1|tb1|ltc1)[02-9ac-hj-np-z]{8,87}\b/gi, '[wallet]'],
  [/\b[13LMT][1-9A-HJ-NP-Za-km-z]{25,34}\b/g, '[wallet]'],
  [/\+\d[\d\s().-]{6,18}\d/g, '[phone]'],
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[token]'],
];
const DROPPED_ERROR_KEYS = new Set(['params', 'detail', 'internalQuery', 'where', 'raw']);

export function scrubText(text: string): string {
  let result = text.replace(/\nparams: .*/g, '\nparams: [redacted]');
  for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

/**
 * A URL for the log: without its query string (the values are the user's), and its path, decoded,
 * scrubbed like any text (a path can name an e-mail: `/v1/users/someone%40example.com`).
 */
export function pathOnly(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const index = url.indexOf('?');
  const path = index === -1 ? url : url.slice(0, index);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    /* a malformed escape: scrub it as it came */
  }
  return `${scrubText(decoded)}${index === -1 ? '' : '?[redacted]'}`;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  // Errors, requests and replies are left to their serializers; only plain objects are walked.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[key] = scrubValue(item, depth + 1);
  return result;
}

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  [key: string]: unknown;
}

/** An error for the log: its own fields less the ones that hold values, each string scrubbed. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return scrubValue(error, depth);
  const result: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: scrubText(error.message),
    stack: error.stack === undefined ? undefined : scrubText(error.stack),
  };
  for (const [key, value] of Object.entries(error)) {
    if (DROPPED_ERROR_KEYS.has(key) || key in result) continue;
    result[key] =
      key === 'cause' && depth < 4 ? serializeError(value, depth + 1) : scrubValue(value, 1);
  }
  if (error.cause !== undefined && !('cause' in result) && depth < 4) {
    result.cause = serializeError(error.cause, depth + 1);
  }
  return result;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's logger options with the redaction above. */
export function redactingLoggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: pathOnly(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error) => serializeError(error) as SerializedError & { stack: string },
    },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    formatters: {
      log: (object: Record<string, unknown>) => scrubValue(object, 0) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
}

import http from 'node:http';

export interface Answer {
  /** HTTP status; 0 = no answer (connection refused or cut), -1 = no answer in time (a hang). */
  status: number;
  body: any;
  headers: http.IncomingHttpHeaders;
}

const agents = new Map<string, http.Agent>();
/** One connection pool per source address, so a test can speak from 127.0.0.2, 127.0.0.3 … */
function agentFor(localAddress: string, keepAlive: boolean): http.Agent {
  const name = `${localAddress} ${keepAlive}`;
  let agent = agents.get(name);
  if (!agent) {
    agent = new http.Agent({ keepAlive, maxSockets: 64, localAddress });
    agents.set(name, agent);
  }
  return agent;
}

export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** JSON body (object) or raw text. */
  body?: unknown;
  raw?: string | Buffer;
  cookie?: string;
  from?: string;
  timeoutMs?: number;
  /**
   * Reuse connections (for load against a server that stays up). Off by default: against a
   * server that may be killed, a reused socket it has just closed reads as "no answer".
   */
  keepAlive?: boolean;
}

/** One HTTP call that never throws: a refused or cut connection is status 0, a hang is -1. */
export async function call(
  baseUrl: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | Buffer | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const timeoutMs = options.timeoutMs ?? 10_000;
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise<Answer>((resolve) => {
    let settled = false;
    const done = (answer: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const request = http.request(`${baseUrl}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      agent: agentFor(options.from ?? '127.0.0.1', options.keepAlive ?? false),
    });
    const timer = setTimeout(() => {
      request.destroy();
      done({ status: -1, body: 'no answer in time', headers: {} });
    }, timeoutMs);
    request.on('error', (error) => done({ status: 0, body: String(error), headers: {} }));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => done({ status: 0, body: String(error), headers: {} }));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          /* not JSON */
        }
        done({ status: response.statusCode ?? 0, body: parsed, headers: response.headers });
      });
    });
    request.end(body);
  });
}

/** The session cookie a sign-in answer sets. */
export function sessionCookieOf(answer: Answer): string | undefined {
  const setCookie = answer.headers['set-cookie'];
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = all.find((c) => c.startsWith('a_session_') && !c.includes('_legacy='));
  return session?.split(';')[0];
}

import autocannon from 'autocannon';

/**
 * Issue 17.9: `connections` connections at once, each asking for the dashboard (a session lookup
 * and three queries) as fast as it can for `seconds`. How the answers split and how many took
 * longer than 10 s or never came (the server should answer 503 with Retry-After early instead).
 */
export interface DashboardLoad {
  answers: number;
  ok: number;
  busy: number;
  busyWithoutRetryAfter: number;
  other: number;
  slow: number;
  timeouts: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

export async function loadDashboard(options: {
  url: string;
  cookie: string;
  connections: number;
  seconds: number;
}): Promise<DashboardLoad> {
  const statuses = new Map<number, number>();
  let slow = 0;
  let busyWithoutRetryAfter = 0;
  const result = await autocannon({
    url: `${options.url}/v1/dashboard`,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    headers: { cookie: options.cookie },
    setupClient: (client) => {
      // At run time autocannon hands `headers` listeners its parser's status and raw header list
      // (name, value, name, value …), not the object its type declaration names.
      const onHeaders = (reply: { statusCode: number; headers: string[] }) => {
        if (reply.statusCode !== 503) return;
        const names = reply.headers.filter((_, i) => i % 2 === 0).map((h) => h.toLowerCase());
        if (!names.includes('retry-after')) busyWithoutRetryAfter += 1;
      };
      client.on('headers', onHeaders as unknown as (headers: unknown) => void);
      client.on('response', (statusCode: number, _bytes: number, responseTime: number) => {
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
        if (responseTime > 10_000) slow += 1;
      });
    },
  });
  const answers = [...statuses.values()].reduce((a, b) => a + b, 0);
  const ok = statuses.get(200) ?? 0;
  const busy = statuses.get(503) ?? 0;
  return {
    answers,
    ok,
    busy,
    busyWithoutRetryAfter,
    other: answers - ok - busy,
    slow,
    timeouts: result.timeouts,
    errors: result.errors,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

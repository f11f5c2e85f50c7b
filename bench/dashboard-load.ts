import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Request } from '@playwright/test';
import autocannon from 'autocannon';
import { signInAdmin, signUp } from './accounts.ts';
import { createStore, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * Two measures of the dashboard, one module:
 *
 * - run as a script (`npx tsx bench/dashboard-load.ts [--smoke]`): the web app's cold load of
 *   signed-in pages. It starts the built server (`npm run build` first) on a fresh database, signs a
 *   user in, opens each page in a browser with an empty cache and counts every request (document,
 *   JS, CSS, fonts, images, API calls, WebSocket) made before the page's first heading shows.
 *   Exits 1 when a page needs `LIMIT` (20) or more, 2 when it could not measure (no build, a
 *   page that throws). `--smoke` measures `/dashboard` alone, `--list` names each request,
 *   `--json` prints it all as JSON. WEB_DIST=<folder> measures another build of the web app.
 *   The server and its database as every bench's (`server-process.ts`): a fresh database on
 *   DATABASE_URL / BENCH_DATABASE_URL (dropped at the end), else the embedded default in a
 *   temporary DATA_DIR. Writes nothing into the repository.
 * - `loadDashboard()` (imported by chaos.ts and overload.ts): many connections asking for
 *   `/v1/dashboard` at once, and how the answers split.
 */

const LIMIT = 20;

// ---------------------------------------------------------------------------------------------
// loadDashboard: the API under load (decision 015)

/**
 * Decision 015: `connections` connections at once, each asking for the dashboard (a session lookup
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

// ---------------------------------------------------------------------------------------------
// The script: requests of a signed-in page's cold load

/** Signed-in pages and whose session opens them (`/plans` needs an active account). */
const PAGES: { path: string; as: 'user' | 'admin' }[] = [
  { path: '/dashboard', as: 'user' },
  { path: '/transactions', as: 'user' },
  { path: '/plans', as: 'user' },
  { path: '/referrals', as: 'user' },
  { path: '/profile', as: 'user' },
  { path: '/admin', as: 'admin' },
  { path: '/admin/users', as: 'admin' },
];

interface PageLoad {
  path: string;
  beforeHeading: Counted[];
  /** Bytes received for them (KB). */
  kbBeforeHeading: number;
  /** From the navigation to the heading (noisy: one run, on a machine doing other work). */
  msToHeading: number;
  total: number;
}
interface Counted {
  kind: string;
  url: string;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** A user the admin activated, and both sessions' cookies (the bench's shared helpers). */
async function prepareAccounts(base: string) {
  const admin = await signInAdmin({ base });
  const user = await signUp({ base, label: 'page-load', activateWith: admin });
  return { admin: admin.cookie, user: user.cookie };
}

function kindOf(resourceType: string, url: string): string {
  if (resourceType === 'websocket') return 'websocket';
  if (/\/v1\//.test(url)) return 'api';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'font') return 'font';
  if (resourceType === 'image') return 'image';
  return resourceType;
}

async function main() {
  const smoke = process.argv.includes('--smoke');
  const asJson = process.argv.includes('--json');
  const store = await createStore('page-load');
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  const loads: PageLoad[] = [];
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
    const webDist = process.env.WEB_DIST ?? '';
    if (!fs.existsSync(path.join(webDist || path.join(repoRoot, 'apps/web/dist'), 'index.html'))) {
      throw new Error('no build: run `npm run build` first');
    }
    // The web app too: WEB_DIST, or (empty) the server's default, the built one.
    server = await startServerProcess(store, { WEB_DIST: webDist }, 120_000);
    const cookies = await prepareAccounts(server.url);
    const pages = smoke ? PAGES.slice(0, 1) : PAGES;
    for (const { path: pagePath, as } of pages) {
      loads.push(await coldLoad(browser, server.url, pagePath, cookies[as]));
    }
  } finally {
    await browser?.close();
    await server?.stop();
    await store.dispose();
  }

  const tooMany = loads.filter((load) => load.beforeHeading.length >= LIMIT);
  if (asJson) {
    console.log(JSON.stringify({ limit: LIMIT, loads }, null, 2));
  } else {
    for (const load of loads) {
      const byKind = new Map<string, number>();
      for (const r of load.beforeHeading) byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + 1);
      const split = [...byKind].map(([kind, n]) => `${kind} ${n}`).join(', ');
      const verdict = load.beforeHeading.length >= LIMIT ? `≥ ${LIMIT} TOO MANY` : `< ${LIMIT} ok`;
      console.log(
        `${load.path.padEnd(14)} ${String(load.beforeHeading.length).padStart(3)} requests before its first heading ${verdict} (${split}; ${load.kbBeforeHeading} KB, heading at ${load.msToHeading} ms); ${load.total} by the end of the load`,
      );
      if (process.argv.includes('--list')) {
        for (const r of load.beforeHeading) console.log(`    ${r.kind.padEnd(9)} ${r.url}`);
      }
    }
  }
  process.exitCode = tooMany.length > 0 ? 1 : 0;
}

/**
 * Opens `pagePath` in a new browser context (empty cache) with the session `cookie` and counts the
 * requests made until its first `h1` is visible: the page stamps that moment itself (a
 * MutationObserver from the first script), and a request counts when it left before it.
 */
async function coldLoad(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  cookie: string,
): Promise<PageLoad> {
  const context = await browser.newContext({ baseURL: baseUrl, reducedMotion: 'reduce' });
  const host = new URL(baseUrl);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return {
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        domain: host.hostname,
        path: '/',
      };
    }),
  );
  // A string, not a function: tsx would wrap a function's inner functions in a helper the page
  // does not have. Checks on every change of the document and every frame (a heading can show
  // by a style change alone).
  await context.addInitScript(`(() => {
    const stamp = () => {
      if (window.__firstHeadingAt) return true;
      const heading = document.querySelector('h1');
      if (!heading || heading.getClientRects().length === 0) return false;
      window.__firstHeadingAt = Date.now();
      return true;
    };
    const observer = new MutationObserver(() => {
      if (stamp()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
    const frame = () => {
      if (stamp()) observer.disconnect();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();`);
  const page = await context.newPage();
  const requests: (Counted & { at: number; request?: Request })[] = [];
  page.on('request', (request) => {
    requests.push({
      request,
      kind: kindOf(request.resourceType(), request.url()),
      url: request.url().replace(baseUrl, ''),
      at: Date.now(),
    });
  });
  page.on('websocket', (socket) => {
    requests.push({
      kind: 'websocket',
      url: socket.url().replace(/^wss?:\/\/[^/]+/, ''),
      at: Date.now(),
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A failed request is counted, not a failure here (the market widget's script is from a
    // third party, out of reach without a network).
    const text = message.text();
    if (message.type() === 'error' && !text.startsWith('Failed to load resource'))
      errors.push(text);
  });
  const started = Date.now();
  await page.goto(pagePath);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  const heading = (await page.locator('h1').first().textContent())?.trim();
  if (process.argv.includes('--list')) console.log(`${pagePath}: first heading "${heading}"`);
  if (errors.length > 0) throw new Error(`${pagePath}: ${errors.join('; ')}`);
  if (new URL(page.url()).pathname !== pagePath) {
    throw new Error(`${pagePath} went to ${page.url()} instead`);
  }
  const headingAt = await page.evaluate(
    () => (window as unknown as { __firstHeadingAt?: number }).__firstHeadingAt ?? Date.now(),
  );
  // What the page still asks for after its heading (widgets, live updates), until it settles.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const before = requests.filter((r) => r.at <= headingAt);
  let bytes = 0;
  for (const { request } of before) {
    // What came over the wire (compressed bodies and headers); a request that failed counts 0.
    const sizes = await request?.sizes().catch(() => undefined);
    if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  await context.close();
  return {
    path: pagePath,
    beforeHeading: before.map(({ kind, url }) => ({ kind, url })),
    kbBeforeHeading: Math.round(bytes / 102.4) / 10,
    msToHeading: headingAt - started,
    total: requests.length,
  };
}

const isScript =
  process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isScript) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  });
}

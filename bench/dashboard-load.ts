import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Request } from '@playwright/test';
import autocannon from 'autocannon';
import pg from 'pg';

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
 *   The database: a fresh one on BENCH_DATABASE_URL / TEST_DATABASE_URL (dropped at the end), else
 *   the server's own default in a temporary DATA_DIR. Writes nothing into the repository.
 * - `loadDashboard()` (imported by chaos.ts and overload.ts): many connections asking for
 *   `/v1/dashboard` at once, and how the answers split.
 */

const LIMIT = 20;

// ---------------------------------------------------------------------------------------------
// loadDashboard: the API under load (issue 17.9)

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

// ---------------------------------------------------------------------------------------------
// The script: requests of a signed-in page's cold load

const ADMIN = { email: 'load-admin@copyvest.test', password: 'LoadAdmin123!' };
const USER = {
  name: 'Load Investor',
  email: 'load-user@copyvest.test',
  password: 'Str0ng-passw0rd',
  phone: '+1 415 555 0100',
  country: 'France',
};

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

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A fresh database on BENCH_DATABASE_URL / TEST_DATABASE_URL, or none (the server's default). */
async function createDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const name = `copyvest_page_load_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Starts the built server (`apps/server/dist/server.js`) and waits until it answers. */
async function startBuiltServer(databaseUrl: string | undefined, dataDir: string) {
  const entry = path.join(repoRoot, 'apps/server/dist/server.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('no build: run `npm run build` first');
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ACCRUAL_MODE: 'manual',
      MAIL_POLL_INTERVAL_MS: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (!gone) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${url}/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (gone || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}

/** A session cookie for `email`, through the API (the cookie the browser would get). */
async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/v1/account/sessions/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 201)
    throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (cookies.length === 0) throw new Error('sign-in set no cookie');
  return cookies.join('; ');
}

async function api(url: string, cookie: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      origin: url,
      cookie,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A user whose account the admin activated, and both sessions' cookies. */
async function prepareAccounts(url: string) {
  await api(url, '', 'POST', '/v1/account', { userId: 'unique()', ...USER });
  const admin = await signIn(url, ADMIN.email, ADMIN.password);
  const user = await signIn(url, USER.email, USER.password);
  const me = await api(url, user, 'GET', '/v1/account');
  await api(url, admin, 'POST', `/v1/users/${String(me.$id)}/activate`);
  return { admin, user };
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-page-load-'));
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  let browser: Browser | undefined;
  const loads: PageLoad[] = [];
  try {
    database = await createDatabase();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
    server = await startBuiltServer(database.url, dataDir);
    const cookies = await prepareAccounts(server.url);
    const pages = smoke ? PAGES.slice(0, 1) : PAGES;
    for (const { path: pagePath, as } of pages) {
      loads.push(await coldLoad(browser, server.url, pagePath, cookies[as]));
    }
  } finally {
    await browser?.close();
    await server?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
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

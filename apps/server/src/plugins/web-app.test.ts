import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';

const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', true);";
const INDEX = `<!doctype html><html><head><title>CopyVest</title>
<meta name="description" content="${'Copy professional traders. '.repeat(40)}">
<script>${THEME_SCRIPT}</script>
<script type="module" crossorigin src="/assets/index-1.js"></script></head>
<body><div id="root"></div></body></html>`;
const PRELOADS = {
  '/login': { modules: ['/assets/login-page-2.js', '/assets/text-field-3.js'], styles: [] },
  '/': { modules: ['/assets/landing-page-4.js'], styles: ['/assets/landing-5.css'] },
};

let ctx: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-dist-'));
const bigScript = 'const x = 1;\n'.repeat(1000);
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify(PRELOADS));
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  fs.copyFileSync(
    path.join(import.meta.dirname, '../../../web/public/mail-logo.png'),
    path.join(dist, 'mail-logo.png'),
  );
  fs.writeFileSync(path.join(dist, 'assets', 'big-456.js'), bigScript);
  // What the build writes next to a text asset.
  fs.writeFileSync(path.join(dist, 'assets', 'big-456.js.br'), zlib.brotliCompressSync(bigScript));
  fs.writeFileSync(path.join(dist, 'assets', 'big-456.js.gz'), zlib.gzipSync(bigScript));
  ctx = await createTestContext({ WEB_DIST: dist });
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const preloadedModules = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">/g)].map((match) => match[1]);

describe('the built web app on the same port', () => {
  it.each(['/', '/dashboard', '/admin/users/abc', '/register?refId=x'])(
    'serves the SPA for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long cache, and JSON 404s for unknown API paths', async () => {
    const asset = await get('/assets/app-123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await get('/v1/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404, type: 'general_route_not_found' });
    expect((await ctx.app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });

  it('compresses what it serves when the browser accepts it', async () => {
    const response = await get('/v1/openapi.json', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const page = await get('/login', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(page.rawPayload).toString()).toContain('<div id="root">');
  });
});

describe('the precompressed copies the build writes', () => {
  it('sends the .br copy to a browser that accepts brotli, unchanged and still cached', async () => {
    const response = await get('/assets/big-456.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(bigScript);
  });

  it('sends the .gz copy for gzip only, and the file itself otherwise', async () => {
    const gzip = await get('/assets/big-456.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    const plain = await get('/assets/big-456.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
    // Without a copy (a small file) the file is compressed as it is sent, as any response.
    const small = await get('/assets/app-123.js', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(zlib.brotliDecompressSync(small.rawPayload).toString()).toBe('console.log(1)');
  });
});

describe("each page announces its route's chunks", () => {
  it.each(['/login', '/login/', '/login?from=%2Fdashboard'])(
    '%s preloads the login chunks, at low priority, after the entry',
    async (url) => {
      const { body } = await get(url);
      expect(preloadedModules(body)).toEqual(PRELOADS['/login'].modules);
      expect(body).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-page-2.js">',
      );
      expect(body.indexOf('login-page-2.js')).toBeGreaterThan(body.indexOf('index-1.js'));
      expect(body.indexOf('login-page-2.js')).toBeLessThan(body.indexOf('</head>'));
    },
  );

  it('/ preloads the landing chunk and its stylesheet; other paths preload no chunk', async () => {
    const landing = (await get('/')).body;
    expect(preloadedModules(landing)).toEqual(['/assets/landing-page-4.js']);
    expect(landing).toContain(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/landing-5.css">',
    );
    expect(preloadedModules((await get('/dashboard')).body)).toEqual([]);
  });

  it('every page starts the session request with the HTML', async () => {
    for (const url of ['/', '/login', '/dashboard']) {
      expect((await get(url)).body).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/v1/session">',
      );
    }
    // The preloaded URL is the session endpoint the web app reads.
    expect((await get('/v1/session')).json()).toEqual({ account: null, user: null });
  });

  it('answers 304 to a browser that has the page already', async () => {
    const first = await get('/login');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/login', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another route is another page.
    expect((await get('/', { 'if-none-match': etag })).statusCode).toBe(200);
  });
});

describe('the content security policy', () => {
  const scriptSrc = (csp: string) =>
    csp
      .split(';')
      .find((directive) => directive.startsWith('script-src '))!
      .split(' ')
      .slice(1);

  it("allows the page's inline theme script by its hash, and no other inline script", async () => {
    const response = await get('/login');
    const hash = crypto.createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const sources = scriptSrc(response.headers['content-security-policy'] as string);
    expect(sources).toContain(`'sha256-${hash}'`);
    expect(sources.filter((source) => source.startsWith("'sha"))).toEqual([`'sha256-${hash}'`]);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(response.body).toContain(`<script>${THEME_SCRIPT}</script>`);
  });

  it('allows no inline script at all without a built web app', async () => {
    const bare = await createTestContext({}, ctx);
    const response = await bare.app.inject({ method: 'GET', url: '/v1/health' });
    const sources = scriptSrc(response.headers['content-security-policy'] as string);
    expect(sources.some((source) => source.startsWith("'sha") || source.includes('inline'))).toBe(
      false,
    );
  });
});

describe("the mails' logo", () => {
  it('is a PNG that a mail reader on another origin may load', async () => {
    const response = await get('/mail-logo.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Other files keep helmet's same-origin rule.
    expect((await get('/assets/app-123.js')).headers['cross-origin-resource-policy']).toBe(
      'same-origin',
    );
  });
});

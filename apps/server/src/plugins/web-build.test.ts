import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';
import { buildWhatChanged } from '../../test/support/build-what-changed.ts';
import { defaultWebDist } from '../package-folders.ts';
import { resolveRoutePreloads } from '../../../web/build-plugins/route-preloads.ts';

/**
 * The real web build, served: what the browser gets for `/` and `/login` (decision 010). Tests
 * the build `npm start` serves (apps/web/dist), made by `npm run build` when its sources changed.
 */
const out = defaultWebDist;
let manifest: Manifest;
let ctx: TestContext;

beforeAll(async () => {
  buildWhatChanged();
  manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8'));
  ctx = await createTestContext({ WEB_DIST: out });
}, 180_000);

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
/** The chunk the router lazily loads for a page module, e.g. `features/auth/routes/login-page`. */
const chunkOf = (page: string) => {
  const key = Object.keys(manifest).find((src) => src.endsWith(`src/${page}.tsx`));
  expect(manifest[key!]?.isDynamicEntry, `${page} is a lazy chunk`).toBe(true);
  return `/${manifest[key!]!.file}`;
};

describe('the built web app', () => {
  it.each([
    ['/', 'features/landing/routes/landing-page'],
    ['/login', 'features/auth/routes/login-page'],
    ['/register', 'features/auth/routes/register-page'],
    ['/dashboard', 'app/layouts/app-layout'],
    ['/dashboard', 'features/dashboard/routes/dashboard-page'],
  ])('%s announces its page chunk in the HTML', async (url, page) => {
    const { body } = await get(url);
    expect(body).toContain(
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="${chunkOf(page)}">`,
    );
  });

  it('sends the entry chunk as its brotli copy, cached for good', async () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    expect(fs.existsSync(path.join(out, `${entry.file}.br`))).toBe(true);
    const response = await get(`/${entry.file}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBe(fs.statSync(path.join(out, `${entry.file}.br`)).size);
  });

  it('runs the theme script inline, allowed by its hash and nothing else inline', async () => {
    const response = await get('/login');
    expect(response.body).not.toContain('theme-init.js');
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain("localStorage.getItem('theme')");
    const hash = crypto.createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = (response.headers['content-security-policy'] as string)
      .split(';')
      .find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});

describe('the route map of the build', () => {
  const fixture: Manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-2.js'] },
    '_shared-2.js': { file: 'assets/shared-2.js' },
    'src/login-page.tsx': {
      file: 'assets/login-page-3.js',
      isDynamicEntry: true,
      imports: ['index.html', '_shared-2.js', '_field-4.js'],
    },
    '_field-4.js': { file: 'assets/field-4.js', css: ['assets/field-5.css'] },
  };

  it("lists a route's chunk and what it imports beyond the entry", () => {
    expect(resolveRoutePreloads(fixture, { '/login': 'src/login-page.tsx' })).toEqual({
      '/login': {
        modules: ['/assets/login-page-3.js', '/assets/field-4.js'],
        styles: ['/assets/field-5.css'],
      },
    });
  });

  it("a signed-in route lists its layout's chunks, then its page's, each chunk once", () => {
    const signedIn: Manifest = {
      ...fixture,
      'src/app-layout.tsx': {
        file: 'assets/app-layout-6.js',
        isDynamicEntry: true,
        imports: ['index.html', '_field-4.js'],
      },
    };
    const pages = { '/dashboard': ['src/app-layout.tsx', 'src/login-page.tsx'] };
    expect(resolveRoutePreloads(signedIn, pages)).toEqual({
      '/dashboard': {
        modules: ['/assets/app-layout-6.js', '/assets/field-4.js', '/assets/login-page-3.js'],
        styles: ['/assets/field-5.css'],
      },
    });
    expect(() =>
      resolveRoutePreloads(signedIn, { '/x': ['src/app-layout.tsx', 'src/gone.tsx'] }),
    ).toThrow(/\/x → src\/gone\.tsx/);
  });

  it('fails when a mapped page module is not a lazy chunk of the build (the map drifted)', () => {
    expect(() => resolveRoutePreloads(fixture, { '/gone': 'src/gone-page.tsx' })).toThrow(
      /\/gone → src\/gone-page\.tsx/,
    );
    expect(() => resolveRoutePreloads(fixture, { '/': 'index.html' })).toThrow(/not a lazily/);
  });
});

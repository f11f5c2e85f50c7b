/**
 * Measures the JavaScript each public entry page loads on first visit, gzipped, from the built web
 * app (run `npm run build` first). No server needed: requests are answered from apps/web/dist and
 * the API answers "signed out". Usage: npx tsx bench/web-initial-js.ts [/path ...]
 * Budgets (architecture): `/` ≤ 120 KB, `/login` ≤ 100 KB.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const ORIGIN = 'http://budget.test';
const BUDGETS_KB: Record<string, number> = { '/': 120, '/login': 100 };
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(BUDGETS_KB);

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.html': 'text/html',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let failed = false;
try {
  for (const pagePath of paths) {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort();
      if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/v3.1/')) {
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 401, code: 'UNAUTHORIZED', message: 'signed out' }),
        });
      }
      const file = path.join(DIST, url.pathname);
      const ext = path.extname(url.pathname);
      const body = await readFile(ext ? file : path.join(DIST, 'index.html')).catch(() => null);
      if (!body) return route.fulfill({ status: 404, body: '' });
      if (ext === '.js') scripts.set(url.pathname, gzipSync(body, { level: 9 }).length);
      return route.fulfill({ status: 200, contentType: types[ext] ?? 'text/html', body });
    });
    // Initial = every script requested until the page shows its heading; later requests
    // (idle-time widgets, lazy forms) are deferred and reported apart.
    await page.goto(ORIGIN + pagePath);
    await page.locator('main h1').first().waitFor();
    const initial = new Set(scripts.keys());
    await page.waitForLoadState('networkidle');
    const kb = (files: Iterable<string>) =>
      [...files].reduce((sum, file) => sum + (scripts.get(file) ?? 0), 0) / 1024;
    const total = kb(initial);
    const budget = BUDGETS_KB[pagePath];
    const verdict =
      budget === undefined
        ? ''
        : total <= budget
          ? ` (budget ${budget} KB: ok)`
          : ` (budget ${budget} KB: OVER)`;
    if (budget !== undefined && total > budget) failed = true;
    const deferred = [...scripts.keys()].filter((file) => !initial.has(file));
    console.log(
      `${pagePath}: ${total.toFixed(1)} KB gzipped initial JS in ${initial.size} files${verdict}; ` +
        `${kb(deferred).toFixed(1)} KB deferred in ${deferred.length} files`,
    );
    for (const [file, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
      const tag = initial.has(file) ? 'initial ' : 'deferred';
      console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${tag}  ${file}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
process.exitCode = failed ? 1 : 0;

/**
 * Initial JavaScript per public route, gzipped, read from the built web app's Vite manifest.
 * Builds nothing: run `npm run build` first, then `npx tsx bench/bundle.ts`.
 *
 * What a route loads first = the entry chunk (index.html) and its static imports, plus the route's
 * lazy page chunk and its static imports. Dynamic imports inside a page (widgets, below-the-fold
 * pieces) are not initial and are listed apart. Budgets: `/` ≤ 120 KB, `/login` ≤ 100 KB.
 *
 * Usage: npx tsx bench/bundle.ts [--dist apps/web/dist] [--json]
 * Exits 1 when a route is over its budget or its page is not a chunk of the build (CI runs it
 * after the build), 2 when there is no build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const ROUTES: { path: string; module: string; budgetKb: number }[] = [
  { path: '/', module: 'src/features/landing/routes/landing-page.tsx', budgetKb: 120 },
  { path: '/login', module: 'src/features/auth/routes/login-page.tsx', budgetKb: 100 },
];

const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const DIST = path.resolve(
  distArg >= 0 && args[distArg + 1]
    ? args[distArg + 1]!
    : path.join(import.meta.dirname, '../apps/web/dist'),
);
const asJson = args.includes('--json');

function readManifest(): Manifest {
  const file = path.join(DIST, '.vite/manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    console.error(
      `No Vite manifest at ${file}. Build first (npm run build) with build.manifest: true.`,
    );
    process.exit(2);
  }
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The chunk and everything it imports statically, as manifest keys. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const manifest = readManifest();
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('manifest has no entry chunk');
const entryKeys = staticClosure(manifest, entryKey);

const report = [];
let overBudget = false;
for (const route of ROUTES) {
  if (!manifest[route.module]) {
    // A page that is no longer a chunk of its own is a budget nobody checks: a failure too.
    console.error(`${route.path}: no chunk for ${route.module} in the manifest`);
    overBudget = true;
    continue;
  }
  const routeKeys = staticClosure(manifest, route.module);
  const keys = new Set([...entryKeys, ...routeKeys]);
  const files = [...keys]
    .map((key) => ({
      key,
      file: manifest[key]!.file,
      gzip: gzipSize(manifest[key]!.file),
      from: entryKeys.has(key) ? 'entry' : 'route',
    }))
    .filter((chunk) => chunk.file.endsWith('.js'))
    .sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const entryTotal = files.filter((f) => f.from === 'entry').reduce((s, f) => s + f.gzip, 0);
  // Lazy chunks the page may fetch after its first render (not counted in the budget).
  const later = new Set<string>();
  const queue = [...routeKeys].filter((key) => key !== entryKey);
  const seen = new Set(queue);
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const dynamic of manifest[key]!.dynamicImports ?? []) {
      for (const k of staticClosure(manifest, dynamic)) {
        if (!keys.has(k)) later.add(k);
        if (!seen.has(k) && !entryKeys.has(k)) {
          seen.add(k);
          queue.push(k);
        }
      }
    }
  }
  const laterTotal = [...later].reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0);
  const ok = total <= route.budgetKb * 1024;
  if (!ok) overBudget = true;
  report.push({
    path: route.path,
    totalKb: Number(kb(total)),
    entryKb: Number(kb(entryTotal)),
    routeKb: Number(kb(total - entryTotal)),
    budgetKb: route.budgetKb,
    ok,
    files: files.map((f) => ({ file: f.file, from: f.from, gzipKb: Number(kb(f.gzip)) })),
    lazyAfterRenderKb: Number(kb(laterTotal)),
    lazyAfterRender: [...later].map((key) => manifest[key]!.file),
  });
}

if (asJson) {
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const route of report) {
    const verdict = route.ok ? `≤ ${route.budgetKb} KB ok` : `> ${route.budgetKb} KB OVER BUDGET`;
    console.log(
      `${route.path.padEnd(7)} ${route.totalKb.toFixed(1)} KB gzipped initial JS ${verdict} ` +
        `(entry ${route.entryKb.toFixed(1)} KB + route ${route.routeKb.toFixed(1)} KB, ${route.files.length} files)`,
    );
    for (const f of route.files) {
      console.log(`  ${f.gzipKb.toFixed(1).padStart(6)} KB  ${f.from.padEnd(5)}  ${f.file}`);
    }
    console.log(
      `  later: ${route.lazyAfterRenderKb.toFixed(1)} KB in ${route.lazyAfterRender.length} lazy chunks (not counted)`,
    );
  }
}
if (overBudget) {
  const over = report.filter((route) => !route.ok).map((route) => route.path);
  console.error(`bench/bundle.ts: over budget or unchecked: ${over.join(', ') || 'see above'}`);
}
process.exitCode = overBudget ? 1 : 0;

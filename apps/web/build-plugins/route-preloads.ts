import fs from 'node:fs';
import path from 'node:path';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';

/** Written next to Vite's manifest; the server reads it to announce each page's files. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * URL path → the module the router lazily loads for it, or the modules in the order the page
 * waits for them (the signed-in layout, its guard, the page).
 */
export type RoutePages = Readonly<Record<string, string | readonly string[]>>;

/** For each URL path, the files its page needs beyond the entry: JS modules and stylesheets. */
export type RoutePreloads = Record<string, { modules: string[]; styles: string[] }>;

/**
 * Resolves each route's page module (a source path such as `src/features/auth/routes/login-page.tsx`)
 * to its chunk and the chunks that chunk imports, leaving out what the entry (`index.html`) already
 * loads. Throws when a page module is not a chunk of the build: the route map has drifted from
 * the router.
 */
export function resolveRoutePreloads(
  manifest: Manifest,
  pages: RoutePages,
  base = '/',
): RoutePreloads {
  const closure = (key: string, into: string[] = []): string[] => {
    if (into.includes(key)) return into;
    into.push(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loadedByEntry = new Set(entry ? closure(entry) : []);
  const entryStyles = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []));

  const modulesOf = (page: string | readonly string[]) =>
    typeof page === 'string' ? [page] : page;
  const missing = Object.entries(pages).flatMap(([route, page]) =>
    modulesOf(page)
      .filter((module) => !manifest[module]?.isDynamicEntry)
      .map((module) => [route, module] as const),
  );
  if (missing.length > 0) {
    const list = missing.map(([route, module]) => `${route} → ${module}`).join(', ');
    throw new Error(
      `route preloads: not a lazily loaded chunk of this build: ${list}. ` +
        'Update the route map in apps/web/vite.config.ts to match src/app/router.tsx.',
    );
  }

  const preloads: RoutePreloads = {};
  for (const [route, page] of Object.entries(pages)) {
    const all: string[] = [];
    for (const module of modulesOf(page)) closure(module, all);
    const chunks = all.filter((key) => !loadedByEntry.has(key));
    const styles = new Set(chunks.flatMap((key) => manifest[key]!.css ?? []));
    preloads[route] = {
      modules: chunks.map((key) => base + manifest[key]!.file),
      styles: [...styles].filter((file) => !entryStyles.has(file)).map((file) => base + file),
    };
  }
  return preloads;
}

/**
 * After the build, writes `ROUTE_PRELOADS_FILE`: for each route in `pages` (URL path → page
 * module), the chunks its page needs. The server adds them to that route's HTML as
 * `<link rel="modulepreload">`, so the page's chunk loads alongside the entry instead of after
 * the entry has run. Requires `build.manifest: true`.
 */
export function routePreloads(pages: RoutePages): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'copyvest:route-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifestName =
        typeof config.build.manifest === 'string' ? config.build.manifest : '.vite/manifest.json';
      const manifestPath = path.join(outDir, manifestName);
      if (!fs.existsSync(manifestPath)) {
        throw new Error(`route preloads: ${manifestPath} missing (set build.manifest: true)`);
      }
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
      const preloads = resolveRoutePreloads(manifest, pages, config.base);
      fs.writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads, null, 2));
    },
  };
}

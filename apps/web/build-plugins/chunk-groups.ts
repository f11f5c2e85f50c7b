import type { Rolldown } from 'vite';

type CodeSplittingOptions = NonNullable<Extract<Rolldown.OutputOptions['codeSplitting'], object>>;
type Group = NonNullable<CodeSplittingOptions['groups']>[number];
type Context = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/** What the grouping needs to know about the app's folders. */
export interface ChunkAreas {
  /**
   * Page modules whose first load has a budget (bench/bundle.ts), by a short name: what each one
   * imports stays in chunks of their own (`kit-<names>`), so a budgeted page loads nothing more.
   */
  budgeted: Readonly<Record<string, string>>;
  /** The signed-in shell: its layout and guards (every signed-in page waits for them). */
  shell: RegExp;
  /** Pages anyone may open (landing, public pages, sign-in forms) and their lazy parts. */
  public: RegExp;
  /** Admin pages. */
  admin: RegExp;
  /** Modules that keep their own chunk whatever imports them (the SDK, loaded on first use). */
  own: RegExp;
  /**
   * The folder of the shared message texts: a module that reads `messages.signIn` uses
   * `<messages>/sign-in.ts`, which the walk from a budgeted page would not find (it reaches them
   * through the shared package's index, which the entry imports).
   */
  messages: RegExp;
}

/**
 * The lazy chunks of the build, far fewer than Rolldown's one per set of importing pages
 * (decision 036). A module (not a lazily imported one, which keeps its chunk) goes to:
 *
 * - `kit-<pages>`: when budgeted pages import it (statically, directly or not), one chunk for
 *   each combination of them; their first load stays what they use;
 * - `later-<pages>`: else when what budgeted pages import lazily (the sign-in choices, the landing
 *   page's sections, loaded right after the first render) imports it, one level down: one big
 *   chunk there is one long task, which Lighthouse counts as blocking time (/login: 45 ms with
 *   these, 290–480 ms when they loaded `common`);
 * - `common`: else when a public page or one of its lazy parts imports it, one chunk;
 * - `app-shell`: else when the signed-in shell imports it, one chunk instead of the forty small
 *   ones a signed-in page's cold load waited for;
 * - `app-pages` (`admin-pages`): else when two or more lazily loaded modules (all admin pages)
 *   import it;
 * - else where Rolldown puts it (what one page alone imports sits in that page's chunk).
 *
 * The groups are ranked in that order, so each takes its modules before a later one could pull
 * them in as dependencies of its own.
 */
export function chunkGroups(areas: ChunkAreas): Group[] {
  const toPosix = (id: string) => id.replaceAll('\\', '/');
  const isLazy = (id: string, ctx: Context) =>
    (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
  /** Walks `next` from `start`: the modules reached, `start` included. */
  const reach = (start: string, next: (id: string) => readonly string[]): Set<string> => {
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      for (const id of next(queue.pop()!)) {
        if (!seen.has(id)) {
          seen.add(id);
          queue.push(id);
        }
      }
    }
    return seen;
  };
  let kits: Map<string, string> | undefined;
  /** For each module a budgeted page imports: the kit named after the pages that import it. */
  const kitsOf = (ctx: Context, anyId: string): Map<string, string> => {
    if (kits) return kits;
    const imported = new Map<string, string[]>();
    const later = new Map<string, string[]>();
    const all = reach(anyId, (id) => {
      const info = ctx.getModuleInfo(id);
      return info
        ? [
            ...info.importers,
            ...info.dynamicImporters,
            ...info.importedIds,
            ...info.dynamicallyImportedIds,
          ]
        : [];
    });
    // What the entry imports is in the entry chunk: the walk stops there (a barrel such as the
    // shared package's index would otherwise bring every module it re-exports).
    const entry = [...all].find((id) => ctx.getModuleInfo(id)?.isEntry);
    const initial = entry ? reach(entry, (id) => ctx.getModuleInfo(id)?.importedIds ?? []) : [];
    const inEntry = new Set(initial);
    const messageModules = [...all].filter((id) => areas.messages.test(id));
    for (const [name, page] of Object.entries(areas.budgeted)) {
      const pageId = [...all].find((id) => toPosix(id).endsWith(`/${page}`));
      if (!pageId) throw new Error(`chunk groups: no module ${page} in the build`);
      const imports = (id: string) =>
        inEntry.has(id) ? [] : (ctx.getModuleInfo(id)?.importedIds ?? []);
      const used = new Set<string>();
      for (const id of reach(pageId, imports)) {
        if (inEntry.has(id)) continue;
        used.add(id);
        const code = ctx.getModuleInfo(id)?.code ?? '';
        for (const [, group] of code.matchAll(/\bmessages\.(\w+)/g)) {
          const file = `/${group!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;
          const text = messageModules.find((m) => toPosix(m).endsWith(file));
          if (text) used.add(text);
        }
      }
      for (const id of used) {
        imported.set(id, [...(imported.get(id) ?? []), name]);
      }
      // The page's own lazy parts, which it loads right after its first render (the sign-in
      // choices, the landing page's sections): what they import, one level down, goes to
      // `later-<pages>`, so that their load stays small too.
      for (const lazy of [...used, pageId].flatMap(
        (id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      )) {
        for (const id of reach(lazy, imports)) {
          if (inEntry.has(id) || used.has(id) || isLazy(id, ctx)) continue;
          const names = later.get(id) ?? [];
          if (!names.includes(name)) later.set(id, [...names, name]);
        }
      }
    }
    kits = new Map([
      ...[...later].map(([id, names]) => [id, `later-${names.join('-')}`] as const),
      ...[...imported].map(([id, names]) => [id, `kit-${names.join('-')}`] as const),
    ]);
    return kits;
  };
  const placeOf = (id: string, ctx: Context): string | undefined => {
    if (areas.own.test(id) || isLazy(id, ctx)) return undefined;
    const kit = kitsOf(ctx, id).get(id);
    if (kit) return kit;
    const importers = reach(id, (m) => ctx.getModuleInfo(m)?.importers ?? []);
    if ([...importers].some((importer) => areas.public.test(importer))) return 'common';
    if ([...importers].some((importer) => areas.shell.test(importer))) return 'app-shell';
    const pages = [...importers].filter((importer) => isLazy(importer, ctx));
    if (pages.length < 2) return undefined;
    return pages.every((page) => areas.admin.test(page)) ? 'admin-pages' : 'app-pages';
  };
  const group = (priority: number, places: (place: string) => boolean): Group => ({
    name: (id, ctx) => {
      const place = placeOf(id, ctx);
      return place && places(place) ? place : null;
    },
    priority,
  });
  return [
    group(6, (place) => place.startsWith('kit-') || place.startsWith('later-')),
    group(4, (place) => place === 'common'),
    group(3, (place) => place === 'app-shell'),
    group(2, (place) => place === 'app-pages'),
    group(2, (place) => place === 'admin-pages'),
  ];
}

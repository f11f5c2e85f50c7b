/**
 * Which messages of `packages/shared/src/messages` no code reads. Knip sees the `messages`
 * namespace as used as soon as one member is, so this reads the sources instead: a key counts as
 * read where a file names it through `messages.<ns>.<key>`, through an alias of its namespace
 * (`const t = messages.<ns>`, `const { <ns> } = messages`, `import { <ns> as m } from
 * '…/messages/<ns>.ts'`) followed by `.<key>`, or by destructuring it (`const { key } = t`). Keys
 * read only by computed names (`t[code]`) are listed in the allow-list with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type MessageDefinitions = Record<string, Record<string, unknown>>;
export type SourceFile = { path: string; text: string };

/** Keys read by computed names, so no source spells them; each with where and why. */
export const dynamicallyReadMessages: Record<string, string> = {};

const identifier = String.raw`[A-Za-z_$][\w$]*`;

function escape(name: string): string {
  return name.replace(/\$/g, '\\$');
}

/** The names a file gives each namespace: `messages.<ns>` itself and every alias of it. */
function namespaceAliases(file: SourceFile, namespaces: string[]): Map<string, Set<string>> {
  const aliases = new Map<string, Set<string>>(namespaces.map((ns) => [ns, new Set<string>()]));
  const add = (ns: string, alias: string) => aliases.get(ns)?.add(alias);
  const text = file.text;
  // const t = messages.ns   (but not messages.ns.key or messages.ns[key])
  for (const m of text.matchAll(
    new RegExp(
      String.raw`(?:const|let|var)\s+(${identifier})\s*=\s*messages\s*\.\s*(${identifier})\b(?!\s*[.[?])`,
      'g',
    ),
  )) {
    add(m[2]!, m[1]!);
  }
  // const { ns, other: alias } = messages
  for (const m of text.matchAll(/(?:const|let|var)\s*\{([^}]*)\}\s*=\s*messages\b(?!\s*[.[?])/g)) {
    for (const [ns, alias] of destructured(m[1]!)) add(ns, alias);
  }
  // import { ns, ns2 as alias } from '…/messages/….ts'
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"][^'"]*messages\/[^'"]*['"]/g)) {
    for (const part of m[1]!.split(',')) {
      const [ns, alias] = part.trim().split(/\s+as\s+/);
      if (ns) add(ns, alias ?? ns);
    }
  }
  // A messages file names its own namespace directly (`export const toast = { … toast.x … }`).
  for (const m of text.matchAll(
    new RegExp(String.raw`export\s+const\s+(${identifier})\s*=`, 'g'),
  )) {
    if (file.path.includes(`messages${sep}`) || file.path.includes('messages/')) add(m[1]!, m[1]!);
  }
  return aliases;
}

/** `a, b: c, ...rest` → [[a, a], [b, c]]. */
function destructured(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('...'))
    .map((part) => {
      const [name, alias] = part.split(':').map((s) => s.trim().split(/\s*=/)[0]!.trim());
      return [name!, alias ?? name!];
    });
}

/** Every `<ns>.<key>` some source reads. */
export function readMessageKeys(
  definitions: MessageDefinitions,
  sources: SourceFile[],
): Set<string> {
  const namespaces = Object.keys(definitions);
  const read = new Set<string>();
  for (const file of sources) {
    const text = file.text;
    for (const m of text.matchAll(
      new RegExp(String.raw`\bmessages\s*\??\.\s*(${identifier})\s*\??\.\s*(${identifier})`, 'g'),
    )) {
      read.add(`${m[1]}.${m[2]}`);
    }
    for (const m of text.matchAll(
      new RegExp(
        String.raw`(?:const|let|var)\s*\{([^}]*)\}\s*=\s*messages\s*\.\s*(${identifier})\b(?!\s*[.[?])`,
        'g',
      ),
    )) {
      for (const [key] of destructured(m[1]!)) read.add(`${m[2]}.${key}`);
    }
    for (const [ns, aliases] of namespaceAliases(file, namespaces)) {
      for (const alias of aliases) {
        const name = escape(alias);
        for (const m of text.matchAll(
          new RegExp(String.raw`(?<![\w$.])${name}\s*\??\.\s*(${identifier})`, 'g'),
        )) {
          read.add(`${ns}.${m[1]}`);
        }
        for (const m of text.matchAll(
          new RegExp(String.raw`(?:const|let|var)\s*\{([^}]*)\}\s*=\s*${name}\b(?!\s*[.[?])`, 'g'),
        )) {
          for (const [key] of destructured(m[1]!)) read.add(`${ns}.${key}`);
        }
      }
    }
  }
  return read;
}

/** The `<ns>.<key>` of every message no source reads and no allow-list entry explains. */
export function unusedMessages(
  definitions: MessageDefinitions,
  sources: SourceFile[],
  allowed: Record<string, string> = dynamicallyReadMessages,
): string[] {
  const read = readMessageKeys(definitions, sources);
  return Object.entries(definitions)
    .flatMap(([ns, keys]) => Object.keys(keys).map((key) => `${ns}.${key}`))
    .filter((name) => !read.has(name) && !(name in allowed));
}

/** The TypeScript sources under `apps/` and `packages/` (tests included, build output not). */
export function readSources(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) {
        continue;
      }
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push({ path: relative(root, path), text: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(join(root, 'apps'));
  walk(join(root, 'packages'));
  return files;
}

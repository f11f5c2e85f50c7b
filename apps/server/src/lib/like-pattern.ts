/** A user's text as a LIKE pattern with its own %, _ and \ taken literally. */
const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Contains `text` (use with ILIKE for case-insensitive search). */
export function containsPattern(text: string): string {
  return `%${escape(text)}%`;
}

export function prefixPattern(text: string): string {
  return `${escape(text)}%`;
}

export function suffixPattern(text: string): string {
  return `%${escape(text)}`;
}

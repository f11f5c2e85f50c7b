/** A user's search text as a safe ILIKE pattern (its own % and _ taken literally). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

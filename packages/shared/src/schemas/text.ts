import { z } from 'zod';

/**
 * The one rule for every piece of text a client sends (hostile-text.test.ts): Unicode NFC,
 * trimmed, bounded, and free of what a database refuses or a reader is fooled by:
 * - control characters (NUL and the rest of Unicode's Cc), except newline and tab where a field
 *   is multi-line; line and paragraph separators (U+2028/U+2029) in single-line fields;
 * - lone UTF-16 surrogates (text that is not valid Unicode);
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make
 *   a name or an address read differently from what it is.
 */
const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';
const SINGLE_LINE_DISALLOWED = new RegExp(`[\\p{Cc}\\p{Cs}\\u2028\\u2029${BIDI_CONTROLS}]`, 'u');
const MULTI_LINE_DISALLOWED = new RegExp(`(?![\\n\\t])[\\p{Cc}\\p{Cs}${BIDI_CONTROLS}]`, 'u');

export interface TextRuleOptions {
  /** Keep newlines and tabs (a message body); `\r\n` and `\r` become `\n`. */
  multiline?: boolean;
}

/** True when the text holds a character the rule refuses. */
export function hasDisallowedCharacters(text: string, options: TextRuleOptions = {}): boolean {
  return (options.multiline ? MULTI_LINE_DISALLOWED : SINGLE_LINE_DISALLOWED).test(text);
}

/** "Full name is required" → "Full name"; any other message → the parameter's name. */
export function fieldLabel(param: string, blankMessage: string): string {
  const match = /^(.+) is required$/.exec(blankMessage);
  return match?.[1] ?? param;
}

export const invalidCharactersMessage = (label: string) =>
  `${label} contains characters that are not allowed`;

/**
 * A string that is normalised (NFC, line endings when multi-line, trimmed) and then checked by
 * the rule. Add `.min()` / `.max()` after it: lengths are measured on the normalised text.
 */
export function cleanString(
  label: string,
  options: TextRuleOptions = {},
  params?: Parameters<typeof z.string>[0],
) {
  return z
    .string(params)
    .normalize('NFC')
    .overwrite((text) => (options.multiline ? text.replace(/\r\n?/g, '\n') : text))
    .trim()
    .refine((text) => !hasDisallowedCharacters(text, options), invalidCharactersMessage(label));
}

/** Free-text search (`?search=`): the same rule; at most `max` characters. */
export function searchText(max = 100) {
  return cleanString('Search').max(max, `Search must be at most ${max} characters`).optional();
}

/**
 * An id sent by a client (path parameter or query filter): letters, digits, `.`, `-` and `_`,
 * as every id this server hands out. Anything else cannot name a record and never reaches SQL.
 */
export function idText(label = 'ID', max = 64) {
  return z
    .string({ error: `${label} is invalid` })
    .regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9._-]{0,${max - 1}}$`), `${label} is invalid`);
}

import { FILE_NAME_MAX } from './constants.ts';

/** C0 and C1 control characters, DEL, and the bidirectional embedding/override/isolate marks. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
/** A UTF-16 surrogate without its partner (not valid Unicode text). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function cleanSegment(value: string): string | null {
  if (LONE_SURROGATE.test(value)) return null;
  const name = value.normalize('NFC').trim();
  if (name === '' || name === '.' || name === '..' || name.length > FILE_NAME_MAX) return null;
  if (name.includes('/') || name.includes('\\') || FORBIDDEN.test(name)) return null;
  return name;
}

/**
 * A stored file's name: NFC, trimmed, 1 to 255 characters, no path separators (`/`, `\`), no
 * control or direction-override characters, no lone surrogates; null when the name breaks a rule
 * (the server answers 400 and stores nothing).
 */
export function cleanFileName(value: string): string | null {
  return cleanSegment(value);
}

/**
 * A virtual folder as the SDK sends it (`photos/2026`): `/`-separated names that each follow the
 * file-name rule, stored with a trailing slash (`photos/2026/`); '' is the bucket root. Null when
 * invalid.
 */
export function cleanFolder(value: string): string | null {
  if (value === '') return '';
  const trimmed = value.endsWith('/') ? value.slice(0, -1) : value;
  const segments = trimmed.split('/').map(cleanSegment);
  if (segments.some((segment) => segment === null)) return null;
  const folder = `${segments.join('/')}/`;
  return folder.length > FILE_NAME_MAX ? null : folder;
}

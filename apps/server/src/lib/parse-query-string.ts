import querystring from 'node:querystring';

const INDEXED = /^([^[\]]+)\[(\d*)\]$/;

/**
 * Query strings as the SDK sends them: arrays as `queries[0]=…&queries[1]=…` (or `channels[]=…`).
 * Indexed and bracketed keys fold into one array under the bare name, in index order; a bare key
 * given once stays a string.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  const raw = querystring.parse(text);
  // No prototype: a `__proto__` key is data, never the object's prototype.
  const result = Object.create(null) as Record<string, unknown>;
  const arrays = new Map<string, { index: number; order: number; value: string }[]>();
  let order = 0;
  for (const [key, value] of Object.entries(raw)) {
    const values = Array.isArray(value) ? value : [value ?? ''];
    const match = INDEXED.exec(key);
    if (!match) {
      result[key] = values.length === 1 ? values[0] : values;
      continue;
    }
    const name = match[1]!;
    const index = match[2] === '' ? Number.MAX_SAFE_INTEGER : Number(match[2]);
    const list = arrays.get(name) ?? [];
    for (const item of values) list.push({ index, order: order++, value: item });
    arrays.set(name, list);
  }
  for (const [name, list] of arrays) {
    const existing = result[name];
    const folded = list
      .sort((a, b) => a.index - b.index || a.order - b.order)
      .map((item) => item.value);
    result[name] = existing === undefined ? folded : [existing, ...folded].flat();
  }
  return result;
}

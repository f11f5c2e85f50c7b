/** `?a=1&b=x` from the defined, non-empty values (or '' when there are none). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A path segment, escaped. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}

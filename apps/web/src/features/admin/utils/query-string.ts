/** A path segment, escaped. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}

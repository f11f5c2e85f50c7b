/** An id as one URL path segment. */
export function segment(id: string): string {
  return encodeURIComponent(id);
}

/** A provider profile's field as text: strings as they are, numbers (ids) written out, else ''. */
export function profileText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

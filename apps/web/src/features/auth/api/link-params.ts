/** `userId` and `secret` of a mailed link (both present), or null. */
export function linkParams(search: URLSearchParams): { userId: string; secret: string } | null {
  const userId = search.get('userId');
  const secret = search.get('secret');
  return userId && secret ? { userId, secret } : null;
}

/** This app's own page, as an absolute URL for a mail or a redirect (the server checks its origin). */
export function appUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

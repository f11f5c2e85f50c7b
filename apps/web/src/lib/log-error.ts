/**
 * The web app's one way to report an error it handles: the browser's console (the browser has no
 * log to ship to). Everything else reports through here, so the lint rule `no-console` holds and
 * a reporter (e.g. to the server) can be added in one place.
 */
export function logError(...parts: unknown[]): void {
  // eslint-disable-next-line no-console -- the one place the web app writes to the console
  console.error(...parts);
}

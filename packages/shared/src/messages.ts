/**
 * Every user-facing string, as one namespace: `messages.auth.x`. A namespace (not one object) lets
 * the web bundler keep only the groups a chunk reads, so the first page does not carry them all.
 */
export * as messages from './messages/index.ts';

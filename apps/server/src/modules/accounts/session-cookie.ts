// The cookie decorations (request.cookies, reply.setCookie) app.ts registers.
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getDomain } from 'tldts';
import type { Config } from '../../config.ts';
import { isAllowedOrigin } from '../../plugins/origin-check.ts';

interface CookieTarget {
  request: FastifyRequest;
  reply: FastifyReply;
  config: Config;
}

/**
 * An allow-listed web origin on another site than the API (the browser may refuse the API's
 * cookie as third-party): the SDK then keeps the session from `X-Fallback-Cookies`, as with
 * Appwrite. Our own origin, and non-browser clients, never get the secret outside the cookie.
 */
function wantsFallbackCookie({ request, config }: CookieTarget): boolean {
  const origin = request.headers.origin;
  if (!origin || !isAllowedOrigin(origin, config)) return false;
  const originHost = new URL(origin).hostname;
  if (originHost === request.hostname) return false;
  const originSite = getDomain(originHost);
  return originSite === null || originSite !== getDomain(request.hostname);
}

/** HttpOnly, SameSite=Lax, `a_session_<PROJECT_ID>`; Secure when the app is served over https. */
export function issueSessionCookie(
  target: CookieTarget & { token: string; expiresAt: Date },
): void {
  const { reply, config } = target;
  reply.setCookie(config.sessionCookie, target.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.appUrl.startsWith('https:'),
    path: '/',
    expires: target.expiresAt,
  });
  if (wantsFallbackCookie(target)) {
    reply.header('X-Fallback-Cookies', JSON.stringify({ [config.sessionCookie]: target.token }));
  }
}

export function clearSessionCookie(target: CookieTarget): void {
  const { reply, config } = target;
  reply.clearCookie(config.sessionCookie, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.appUrl.startsWith('https:'),
    path: '/',
  });
  if (wantsFallbackCookie(target)) reply.header('X-Fallback-Cookies', '{}');
}

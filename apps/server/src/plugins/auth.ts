import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { AuthContext, Guards } from '../lib/auth-context.ts';
import { appError } from '../lib/errors.ts';
import { createSessionLookup, isActiveAdmin } from '../modules/accounts/index.ts';

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The session secret a request carries: the SDK's header, the cookie, or its fallback cookie. */
export function sessionSecretOf(
  request: FastifyRequest,
  cookieName: string,
): { secret: string; via: 'cookie' | 'header' } | null {
  const header = headerValue(request, 'x-appwrite-session');
  if (header) return { secret: header, via: 'header' };
  const cookie = request.cookies[cookieName];
  if (cookie) return { secret: cookie, via: 'cookie' };
  const fallback = headerValue(request, 'x-fallback-cookies');
  if (fallback) {
    try {
      const value = (JSON.parse(fallback) as Record<string, unknown>)[cookieName];
      if (typeof value === 'string' && value !== '') return { secret: value, via: 'header' };
    } catch {
      return null;
    }
  }
  return null;
}

export function registerAuth(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('auth', null);
  const lookup = createSessionLookup(deps);

  const loadAuth = async (request: FastifyRequest): Promise<AuthContext | null> => {
    const now = deps.clock.now();
    const jwt = headerValue(request, 'x-appwrite-jwt');
    if (jwt) {
      const auth = await lookup.byJwt({ jwt, now });
      if (!auth) throw appError('user_jwt_invalid');
      return auth;
    }
    const credential = sessionSecretOf(request, deps.config.sessionCookie);
    if (!credential) return null;
    return (await lookup.bySecret({ ...credential, now })) ?? null;
  };

  // The one place a session waiting for its second factor is stopped: every route that reads the
  // session comes through here, and only routes that say so accept a pending one.
  const authenticate = async (request: FastifyRequest): Promise<AuthContext | null> => {
    request.auth ??= await loadAuth(request);
    if (request.auth?.mfaPending && !request.routeOptions.config.allowPendingMfa) {
      throw appError('user_more_factors_required');
    }
    return request.auth;
  };
  const requireAuth = async (request: FastifyRequest): Promise<AuthContext> => {
    const auth = await authenticate(request);
    if (!auth) throw appError('general_unauthorized_scope');
    return auth;
  };

  app.decorate('authenticate', authenticate);
  app.decorate(
    'authenticateCredential',
    async (credential: { secret: string } | { jwt: string }) => {
      const now = deps.clock.now();
      const auth =
        'jwt' in credential
          ? await lookup.byJwt({ jwt: credential.jwt, now })
          : await lookup.bySecret({ secret: credential.secret, via: 'header', now });
      // A session still waiting for its second factor is no session outside its MFA routes.
      return !auth || auth.mfaPending ? null : auth;
    },
  );
  app.decorate('guards', {
    requireUser: async (request) => {
      await requireAuth(request);
    },
    requireAdmin: async (request) => {
      const auth = await requireAuth(request);
      if (!isActiveAdmin(auth.user)) throw appError('user_unauthorized');
      await refuseAdminWithoutTwoFactor(auth);
    },
  } satisfies Guards);

  // The security setting `requireAdminTwoFactor` (decision 053): an admin whose account has no
  // second factor on is refused every admin route (403 saying to set it up) until they turn it on
  // on their profile; the MFA routes are the user's own and stay open. Routes under /v1/admin/
  // that leave the admin check to the policy (approvals) are held here too.
  const refuseAdminWithoutTwoFactor = async (auth: AuthContext) => {
    if (auth.account.mfa || !isActiveAdmin(auth.user)) return;
    const { security } = await deps.settings.get();
    if (security.requireAdminTwoFactor) throw appError('admin_two_factor_required');
  };
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/v1/admin/')) return;
    const auth = await authenticate(request);
    if (auth) await refuseAdminWithoutTwoFactor(auth);
  });
}

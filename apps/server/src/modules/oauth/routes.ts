import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OAUTH_PROVIDERS,
  OAUTH_STATE_MINUTES,
  ZOAuthParams,
  ZOAuthProviderList,
  ZOAuthQuery,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { withQuery } from '../../lib/allowed-url.ts';
import { errorBody } from '../../lib/error-body.ts';
import { AppError, appError } from '../../lib/errors.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { issueSessionCookie } from '../accounts/index.ts';
import { finishOAuth } from './finish-oauth.ts';
import { MOCK_AUTHORIZE_PATH, mockProvider } from './mock-provider.ts';
import type { OAuthAdapter } from './oauth-adapter.ts';
import { realProviders } from './real-providers.ts';
import { OAUTH_DEFAULT_FAILURE, startOAuth } from './start-oauth.ts';
import { sessionReplacedBySignIn } from '../accounts/index.ts';

/** The cookie that binds an OAuth2 sign-in to the browser that started it. */
const STATE_COOKIE = 'a_oauth2_state';
const CALLBACK_PATH = '/v1/account/sessions/oauth2/callback';

const ZCallbackParams = z.object({
  provider: z.string().min(1).max(40),
  projectId: z.string().min(1).max(64),
});
const ZCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).default(''),
  error: z.string().max(512).optional(),
});

/**
 * OAuth2 sign-in (`GET /account/sessions/oauth2/{provider}` and `/account/tokens/oauth2/{provider}`
 * as the SDK builds them), the provider's callback, and `GET /v1/account/oauth2/providers` (ours:
 * which providers this server offers, for the login page's buttons).
 */
export async function oauthRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adapters = new Map<string, OAuthAdapter>(
    realProviders(deps.config).map((adapter) => [adapter.id, adapter]),
  );
  const secure = deps.config.appUrl.startsWith('https:');

  if (deps.config.OAUTH_MOCK === 'enabled') {
    const mock = mockProvider(deps.config);
    adapters.set('mock', mock.adapter);
    r.get(MOCK_AUTHORIZE_PATH, { schema: { hide: true } }, async (request, reply) =>
      reply.redirect(mock.authorize(request.query as Record<string, string | undefined>)),
    );
  }

  r.get(
    '/v1/account/oauth2/providers',
    { schema: { response: { 200: ZOAuthProviderList } } },
    async () => ({ providers: OAUTH_PROVIDERS.filter((provider) => adapters.has(provider)) }),
  );

  for (const mode of ['session', 'token'] as const) {
    r.get(
      `/v1/account/${mode === 'session' ? 'sessions' : 'tokens'}/oauth2/:provider`,
      { schema: { params: ZOAuthParams, querystring: ZOAuthQuery } },
      async (request, reply) => {
        const { provider } = request.params;
        const adapter = adapters.get(provider);
        if (!adapter) {
          throw appError(
            (OAUTH_PROVIDERS as readonly string[]).includes(provider)
              ? 'project_provider_disabled'
              : 'project_provider_unsupported',
          );
        }
        const { redirectTo, state } = await startOAuth({
          deps,
          adapter,
          mode,
          success: request.query.success,
          failure: request.query.failure,
          scopes: request.query.scopes,
        });
        reply.setCookie(STATE_COOKIE, state, {
          httpOnly: true,
          sameSite: 'lax',
          secure,
          path: CALLBACK_PATH,
          maxAge: OAUTH_STATE_MINUTES * 60,
        });
        return reply.redirect(redirectTo);
      },
    );
  }

  const callback = async (
    request: FastifyRequest,
    reply: FastifyReply,
    provider: string,
    query: z.infer<typeof ZCallbackQuery>,
  ) => {
    let failureUrl = `${deps.config.appUrl}${OAUTH_DEFAULT_FAILURE}`;
    reply.clearCookie(STATE_COOKIE, { path: CALLBACK_PATH });
    try {
      const previous = sessionReplacedBySignIn(await app.authenticate(request).catch(() => null));
      const outcome = await finishOAuth({
        deps,
        adapters,
        provider,
        state: query.state,
        stateCookie: request.cookies[STATE_COOKIE],
        code: query.code,
        providerError: query.error,
        previous,
        origin: requestOrigin(request),
        onFailureUrl: (url) => {
          failureUrl = url;
        },
      });
      if (outcome.kind === 'session') {
        issueSessionCookie({
          request,
          reply,
          config: deps.config,
          token: outcome.token,
          expiresAt: outcome.expiresAt,
        });
      }
      return reply.redirect(outcome.redirectTo);
    } catch (error) {
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'OAuth2 sign-in failed');
      const known = error instanceof AppError ? error : appError('user_oauth2_provider_error');
      // As Appwrite: the failure URL gets `error`, the JSON error body.
      return reply.redirect(
        withQuery(failureUrl, { error: JSON.stringify(errorBody(known.type, known.message)) }),
      );
    }
  };

  r.get(
    `${CALLBACK_PATH}/:provider/:projectId`,
    {
      config: { allowPendingMfa: true },
      schema: { params: ZCallbackParams, querystring: ZCallbackQuery, hide: true },
    },
    async (request, reply) => callback(request, reply, request.params.provider, request.query),
  );

  // Apple answers with a cross-site form POST: it is sent on as a GET to the same callback, where
  // the SameSite=Lax state cookie comes along with the top-level navigation.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${CALLBACK_PATH}/:provider/:projectId`,
      {
        config: { crossSiteForm: true },
        schema: { params: ZCallbackParams, body: ZCallbackQuery, hide: true },
      },
      async (request, reply) => {
        const { provider, projectId } = request.params;
        const params: Record<string, string> = { state: request.body.state };
        if (request.body.code) params.code = request.body.code;
        if (request.body.error) params.error = request.body.error;
        return reply
          .code(303)
          .redirect(
            withQuery(`${deps.config.appUrl}${CALLBACK_PATH}/${provider}/${projectId}`, params),
          );
      },
    );
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAccount,
  ZAccountCreate,
  ZEmailUpdate,
  ZListQuery,
  ZLogList,
  ZNameUpdate,
  ZPasswordUpdate,
  ZPhoneUpdate,
  ZPreferences,
  ZPrefsUpdate,
  ZSessionState,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { authOf } from '../../lib/auth-context.ts';
import { toUserDto } from './to-user-dto.ts';
import { accountOfAuth } from './account-of-auth.ts';
import { blockAccount } from './block-account.ts';
import { createAccount } from './create-account.ts';
import { getAccount } from './get-account.ts';
import { listAccountLogs } from './list-account-logs.ts';
import { clearSessionCookie } from './session-cookie.ts';
import { updateEmail } from './update-email.ts';
import { updateName } from './update-name.ts';
import { updatePassword } from './update-password.ts';
import { updatePhone } from './update-phone.ts';
import { updatePrefs } from './update-prefs.ts';
import { requireRecentProof } from './require-recent-proof.ts';

/** The account paths of the SDK's `Account` service (spec section 7), in Appwrite's models. */
export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.guards.requireUser;
  const perIp = { max: deps.config.LOGIN_MAX_PER_IP_PER_MINUTE, timeWindow: '1 minute' };

  r.post(
    '/v1/account',
    { schema: { body: ZAccountCreate, response: { 201: ZAccount } }, config: { rateLimit: perIp } },
    async (request, reply) => {
      const user = await createAccount({
        deps,
        input: request.body,
        origin: requestOrigin(request),
      });
      return reply.status(201).send(await getAccount({ db: deps.db, accountId: user.id }));
    },
  );

  r.get(
    '/v1/account',
    { onRequest: signedIn, schema: { response: { 200: ZAccount } } },
    // The session lookup read everything the answer needs: one statement in all.
    async (request) => accountOfAuth(authOf(request)),
  );

  // The web app asks this on every page: a signed-out visitor is an answer, not an error.
  // A session still waiting for its second factor is told so (`mfaRequired`), and shown nothing else.
  r.get(
    '/v1/session',
    { config: { allowPendingMfa: true }, schema: { response: { 200: ZSessionState } } },
    async (request) => {
      const auth = await app.authenticate(request);
      if (!auth) return { account: null, user: null };
      if (auth.mfaPending) return { account: null, user: null, mfaRequired: true };
      return {
        account: accountOfAuth(auth),
        user: toUserDto(auth.user),
      };
    },
  );

  r.patch(
    '/v1/account/name',
    { onRequest: signedIn, schema: { body: ZNameUpdate, response: { 200: ZAccount } } },
    async (request) => {
      const { accountId } = authOf(request);
      await updateName({
        deps,
        accountId,
        name: request.body.name,
        origin: requestOrigin(request),
      });
      return getAccount({ db: deps.db, accountId });
    },
  );

  r.patch(
    '/v1/account/password',
    { onRequest: signedIn, schema: { body: ZPasswordUpdate, response: { 200: ZAccount } } },
    async (request) => {
      const auth = authOf(request);
      await updatePassword({ deps, auth, ...request.body, origin: requestOrigin(request) });
      return getAccount({ db: deps.db, accountId: auth.accountId });
    },
  );

  r.patch(
    '/v1/account/email',
    { onRequest: signedIn, schema: { body: ZEmailUpdate, response: { 200: ZAccount } } },
    async (request) => {
      const auth = authOf(request);
      await updateEmail({ deps, auth, ...request.body, origin: requestOrigin(request) });
      return getAccount({ db: deps.db, accountId: auth.accountId });
    },
  );

  r.patch(
    '/v1/account/phone',
    { onRequest: signedIn, schema: { body: ZPhoneUpdate, response: { 200: ZAccount } } },
    async (request) => {
      const auth = authOf(request);
      await updatePhone({ deps, auth, ...request.body, origin: requestOrigin(request) });
      return getAccount({ db: deps.db, accountId: auth.accountId });
    },
  );

  r.get(
    '/v1/account/prefs',
    { onRequest: signedIn, schema: { response: { 200: ZPreferences } } },
    async (request) => authOf(request).account.prefs as Record<string, unknown>,
  );

  r.patch(
    '/v1/account/prefs',
    { onRequest: signedIn, schema: { body: ZPrefsUpdate, response: { 200: ZAccount } } },
    async (request) => {
      const { accountId } = authOf(request);
      await updatePrefs({
        deps,
        accountId,
        prefs: request.body.prefs,
        origin: requestOrigin(request),
      });
      return getAccount({ db: deps.db, accountId });
    },
  );

  r.patch(
    '/v1/account/status',
    { onRequest: signedIn, schema: { response: { 200: ZAccount } } },
    async (request, reply) => {
      const auth = authOf(request);
      const { accountId } = auth;
      // Closing signs the owner out everywhere: a stolen session or JWT alone must not do it.
      requireRecentProof(auth, deps.clock.now());
      await blockAccount({ deps, accountId, origin: requestOrigin(request) });
      clearSessionCookie({ request, reply, config: deps.config });
      return getAccount({ db: deps.db, accountId });
    },
  );

  r.get(
    '/v1/account/logs',
    { onRequest: signedIn, schema: { querystring: ZListQuery, response: { 200: ZLogList } } },
    async (request) => {
      const { account, user } = authOf(request);
      return listAccountLogs({ db: deps.db, account, user, query: request.query });
    },
  );
}

import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { type Clock, OffsetClock, systemClock } from './lib/clock.ts';
import { appError } from './lib/errors.ts';
import { loadJwtKey } from './lib/jwt-key.ts';
import { redactingLoggerOptions } from './lib/log-redaction.ts';
import { loadServerSecrets } from './lib/server-secrets.ts';
import { parseQueryString } from './lib/parse-query-string.ts';
import { defaultWebDist } from './package-folders.ts';
import { accountRoutes } from './modules/accounts/index.ts';
import { sessionRoutes } from './modules/accounts/index.ts';
import { targetRoutes } from './modules/accounts/index.ts';
import { countryRoutes } from './modules/countries/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { userRoutes } from './modules/users/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { ledgerRoutes } from './modules/ledger/index.ts';
import { fileRoutes } from './modules/files/index.ts';
import { fileTokenRoutes } from './modules/files/index.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { ticketRoutes } from './modules/tickets/index.ts';
import { mailRoutes } from './modules/mail/index.ts';
import { realtimeRoutes } from './modules/realtime/index.ts';
import { dbRateLimitStore } from './modules/rate-limits/index.ts';
import type { RealtimeHub } from './modules/realtime/index.ts';
import type { StorageContext } from './modules/files/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { dataRoutes } from './modules/databases/index.ts';
import { depositRoutes } from './modules/deposits/index.ts';
import { paymentMethodRoutes } from './modules/payment-methods/index.ts';
import { planRoutes } from './modules/plans/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { referralRoutes } from './modules/referrals/index.ts';
import { commissionRoutes } from './modules/commissions/index.ts';
import { kycRoutes } from './modules/kyc/index.ts';
import { testClockRoutes } from './modules/test-clock/index.ts';
import { tradeRoutes } from './modules/trades/index.ts';
import { traderRoutes } from './modules/traders/index.ts';
import { transactionRoutes } from './modules/transactions/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { copyingRoutes } from './modules/copying/index.ts';
import { withdrawalRoutes } from './modules/withdrawals/index.ts';
import { savedAddressRoutes } from './modules/saved-addresses/index.ts';
import { SettingsStore, settingsRoutes } from './modules/settings/index.ts';
import { registerAdmissionGate } from './plugins/admission-gate.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerRouteList } from './plugins/route-list.ts';
import { registerSendLimits } from './plugins/send-limits.ts';
import { authTokenRoutes } from './modules/auth-tokens/index.ts';
import { tokenSessionRoutes } from './modules/auth-tokens/index.ts';
import { smsRoutes } from './modules/mail/index.ts';
import { mfaRoutes } from './modules/mfa/index.ts';
import { oauthRoutes } from './modules/oauth/index.ts';
import { registerCors } from './plugins/cors.ts';
import { registerProjectCheck } from './plugins/project-check.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { loadWebApp, registerWebApp } from './plugins/web-app.ts';
import { THIRD_PARTY_HOSTS } from './third-party-hosts.ts';

export interface BuildAppOptions {
  db: Db;
  /**
   * Where the settings' copy is loaded from, often inside a request's transaction: a connection
   * apart from `db`'s pool (`Database.apart`, decision 074).
   */
  settingsDb: Db;
  dbKind: 'postgres';
  config: Config;
  clock?: Clock;
  logger?: boolean;
  /** Where log lines go (tests read them); default stdout. */
  logStream?: NodeJS.WritableStream;
  /** The database's LISTEN, for realtime events; absent = no realtime events. */
  listen?: Database['listen'];
  /** Default: a real timer. */
  sleep?: (ms: number) => Promise<void>;
}

/** Builds the Fastify app (plugins, routes, error handler); never listens, starts no job. */
export async function buildApp(options: BuildAppOptions): Promise<{
  app: FastifyInstance;
  deps: AppDeps;
  realtime: RealtimeHub;
  storage: StorageContext;
}> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : redactingLoggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: parseQueryString },
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  const clock = options.clock ?? systemClock;
  const deps: AppDeps = {
    db: options.db,
    dbKind: options.dbKind,
    config,
    clock,
    jwtKey: loadJwtKey(config),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    secrets: loadServerSecrets(config),
    log: app.log,
    settings: new SettingsStore({ db: options.settingsDb, clock, log: app.log }),
  };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAdmissionGate(app, {
    concurrency: config.REQUEST_CONCURRENCY ?? 20,
    maxWaitMs: config.REQUEST_QUEUE_TIMEOUT_MS,
  });
  registerJsonBody(app);
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Fast settings: responses are compressed as they are sent.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: dbRateLimitStore({ deps }),
    errorResponseBuilder: () => appError('general_rate_limit_exceeded'),
  });
  const webDist = config.WEB_DIST ?? defaultWebDist;
  const web = loadWebApp(webDist);
  registerSecurityHeaders(app, {
    thirdParty: THIRD_PARTY_HOSTS,
    inlineScriptHashes: web?.inlineScriptHashes ?? [],
    secure: config.appUrl.startsWith('https:'),
  });
  await registerCors(app, config);
  registerProjectCheck(app, config);
  registerOriginCheck(app, config);
  registerAuth(app, deps);
  registerSendLimits(app, config);
  registerRouteList(app);
  await registerOpenApi(app, config.APP_NAME);

  await settingsRoutes(app, deps, options.listen);
  await healthRoutes(app, deps);
  await countryRoutes(app);
  await accountRoutes(app, deps);
  await sessionRoutes(app, deps);
  await targetRoutes(app, deps);
  await authTokenRoutes(app, deps);
  await tokenSessionRoutes(app, deps);
  await mfaRoutes(app, deps);
  await oauthRoutes(app, deps);
  await userRoutes(app, deps);
  await profileRoutes(app, deps);
  await dashboardRoutes(app, deps);
  await planRoutes(app, deps);
  await paymentMethodRoutes(app, deps);
  await depositRoutes(app, deps);
  await withdrawalRoutes(app, deps);
  await savedAddressRoutes(app, deps);
  await tradeRoutes(app, deps);
  await traderRoutes(app, deps);
  await transactionRoutes(app, deps);
  await notificationRoutes(app, deps);
  await copyingRoutes(app, deps);
  await referralRoutes(app, deps);
  await commissionRoutes(app, deps);
  await kycRoutes(app, deps);
  await adminRoutes(app, deps);
  await reportRoutes(app, deps);
  await ledgerRoutes(app, deps);
  const storage = await fileRoutes(app, deps);
  await fileTokenRoutes(app, deps);
  await contactRoutes(app, deps);
  await ticketRoutes(app, deps);
  await mailRoutes(app, deps);
  await dataRoutes(app, deps);
  await smsRoutes(app, deps);
  const realtime = await realtimeRoutes(app, deps, options.listen);
  if (config.TEST_CLOCK === 'enabled' && deps.clock instanceof OffsetClock) {
    await testClockRoutes(app, deps, deps.clock, options.listen);
  }

  await registerWebApp(app, web, webDist);
  return { app, deps, realtime, storage };
}

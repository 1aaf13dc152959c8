import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { Config } from './core/config/config';
import type { Database } from './core/db/database';
import type { AppDeps } from './core/deps';
import { registerAuthentication } from './core/auth/authenticate';
import { SessionCache } from './core/auth/session-cache';
import { connectSessionChannel } from './core/auth/session-channel';
import { loadSigningKey } from './core/auth/signing-key';
import { RealtimeBus } from './core/realtime/bus';
import { startTenantDatabases } from './core/tenancy/tenant-databases';
import { JobRunner } from './core/jobs/runner';
import { registerRealtime } from './core/realtime/socket-server';
import { registerDocs } from './core/http/docs';
import { ok } from './core/http/envelope';
import { registerErrorHandler } from './core/http/error-handler';
import { registerSecurityHeaders } from './core/http/security-headers';
import { errorOptions } from './core/http/client-error';
import { registerInputGuard } from './core/http/input-guard';
import { registerWeb } from './core/http/web';
import { setDisplayTimeZone } from './core/http/wire';
import { setSpringBladeClients } from './core/http/dialect';
import { registerSpringBladeBodyDefaults } from './core/http/springblade-bodies';
import { loggerOptions } from './core/logging/logger';
import { LogWriter } from './core/logging/log-writer';
import { databaseSink } from './core/logging/log-sink';
import { logOrigin } from './core/logging/request-facts';
import { registerRequestLogs } from './core/logging/request-logs';
import { requestId } from './core/logging/request-id';
import { closeConnectionsWhenDraining, type HealthCheck, Readiness, registerHealth } from './core/health/health';
import { CaptchaService } from './modules/auth/captcha/service';
import { registerOauthRoutes } from './modules/auth/oauth/routes';
import { registerTokenRoutes } from './modules/auth/token/routes';
import { registerSystemModules } from './modules/system';
import { registerResourceModules } from './modules/resource';
import { registerLogModules } from './modules/log';
import { registerDeskModules } from './modules/desk';
import { registerScmModules } from './modules/scm';
import { registerWorkflowModules } from './modules/workflow';
import { registerMessageCentre } from './modules/message';
import { registerDevelopModules } from './modules/develop';
import { registerReportModules } from './modules/report';
import { OssFileStores } from './modules/resource/oss/active-store';
import { type Metrics, registerMetrics } from './core/metrics/metrics';
import { registerMetricsRoute } from './core/metrics/expose';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where notices and messages are published once committed (the socket server and tests listen). */
    realtime: RealtimeBus;
    /** The durable jobs of this node (main.ts starts its polling). */
    jobs: JobRunner;
    /** Set to shutting down by main.ts so the readiness probe takes this node out first. */
    readiness: Readiness;
    /** This node's Prometheus metrics when METRICS_PORT or METRICS_TOKEN is set (main.ts serves the port). */
    metrics: Metrics | undefined;
  }
}

/** Builds the API (and, when given, the web app) on an opened, migrated database; logs go to `logStream` when given. */
export async function buildApp(config: Config, database: Database, options: { logStream?: NodeJS.WritableStream } = {}): Promise<FastifyInstance> {
  setDisplayTimeZone(config.timezone);
  setSpringBladeClients(config.springBladeClients);
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // The caller's x-request-id is read (and checked) by requestId itself.
    requestIdHeader: false,
    genReqId: requestId,
    // The caller's address (rate limits, logs) from X-Forwarded-For, only as far as the proxies named.
    ...(config.trustProxy !== undefined && { trustProxy: config.trustProxy }),
    bodyLimit: 10 * 1024 * 1024,
    // While shutting down, requests on kept-alive connections are still served (and told to close).
    return503OnClosing: false,
    ...errorOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Counted only where they can be read (a port or a token is set): each answer then pays a few label look-ups.
  const metrics = config.metricsPort || config.metricsToken ? registerMetrics(app) : undefined;
  app.decorate('metrics', metrics);
  if (metrics && config.metricsToken) registerMetricsRoute(app, metrics.registry, config.metricsToken);
  registerErrorHandler(app);
  registerRequestLogs(app, { writer: new LogWriter(databaseSink(database.db), { log: app.log }), origin: logOrigin(config) }, { apiLog: config.apiLog });
  registerInputGuard(app);
  registerSpringBladeBodyDefaults(app);
  registerSecurityHeaders(app);
  // Only routes that opt in are limited (the token endpoint).
  await app.register(rateLimit, { global: false });
  await registerDocs(app);

  const deps: AppDeps = {
    db: database.db,
    config,
    signingKey: await loadSigningKey(database.db),
    sessions: new SessionCache(),
    realtime: new RealtimeBus(),
    jobs: new JobRunner(database.db, { log: app.log, onOutcome: metrics?.jobFinished }),
    files: new OssFileStores(database.db, config),
  };
  app.decorate('realtime', deps.realtime);
  app.decorate('jobs', deps.jobs);
  app.addHook('onClose', () => deps.jobs.stop());
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  const healthChecks: HealthCheck[] = [];
  closeConnectionsWhenDraining(app, readiness);
  // Tenants bound to a data source of their own (ADR 0077): PostgreSQL only.
  const tenantDatabases = database.kind === 'postgres' ? await startTenantDatabases(database.db) : undefined;
  if (tenantDatabases) app.addHook('onClose', () => tenantDatabases.close());
  if (config.redisUrl) {
    const channel = await connectSessionChannel(config.redisUrl, deps.sessions, app.log, tenantDatabases);
    app.addHook('onClose', () => channel.close());
    healthChecks.push({ name: 'redis', run: async () => void (await channel.ping()) });
  }
  registerHealth(app, database, readiness, healthChecks);
  registerAuthentication(app, { db: deps.db, key: deps.signingKey, cache: deps.sessions });
  const captcha = new CaptchaService(deps.db, config.captchaTtlSeconds, config.isTest, config.captchaMaxUnsolved);

  app.get('/api/health', { schema: { tags: ['health'] }, config: { public: true } }, async () => {
    await database.db.execute(sql`select 1`);
    return ok({ status: 'UP', database: database.kind });
  });

  registerTokenRoutes(app, deps, captcha);
  registerOauthRoutes(app, deps, captcha);
  registerSystemModules(app, deps);
  registerResourceModules(app, deps);
  registerLogModules(app, deps);
  registerDeskModules(app, deps);
  registerScmModules(app, deps);
  registerWorkflowModules(app, deps);
  registerMessageCentre(app, deps);
  registerDevelopModules(app, deps);
  registerReportModules(app, deps);
  const sockets = await registerRealtime(app, deps);
  if (metrics) {
    Object.assign(metrics.sources, {
      pool: database.poolStats,
      jobs: () => deps.jobs.unfinished(),
      sockets: () => sockets.io.engine.clientsCount,
    });
  }

  await registerWeb(app, config.webDist);
  return app;
}

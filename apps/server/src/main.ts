import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { loadConfig, type Config } from './core/config/config';
import { isNewPgliteDir, openDatabase } from './core/db/open';
import { prepareDatabase } from './core/db/migrate';
import type { Database } from './core/db/database';
import { seedDatabase } from './seeds';
import { listenMetrics } from './core/metrics/expose';

const PREPARE_ONLY = '--prepare-only';

/** Migrates and seeds an open database (one node at a time where several share it). */
const prepareData = (database: Database, config: Config) =>
  prepareDatabase(database, (db) => seedDatabase(db, { demo: config.seedDemo, regions: config.seedRegions }));

/** Opens the database, migrates and seeds it, and closes it again. */
async function prepare(config: Config) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepareData(database, config);
  await database.close();
}

/**
 * Runs this very script with --prepare-only as a process of its own and waits for it. Creating an
 * embedded database and seeding it takes PGlite hundreds of MB that the process cannot give back
 * to the system; done by a process that then exits, none of it stays with the server.
 */
function prepareInOwnProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    // The same Node options (tsx when run from src), but no second inspector on the same port.
    const options = process.execArgv.filter((option) => !option.startsWith('--inspect'));
    const child = spawn(process.execPath, [...options, process.argv[1], PREPARE_ONLY], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Preparing the database failed (exit code ${code})`))));
  });
}

/** Opens the database, migrates and seeds it, and serves the API and the web app. */
async function main() {
  const config = loadConfig();
  if (process.argv.includes(PREPARE_ONLY)) return prepare(config);
  if (!config.databaseUrl && isNewPgliteDir(config.dataDir)) await prepareInOwnProcess();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepareData(database, config);
  // Imported only now: the process that prepares a new embedded database does not need the app.
  const { buildApp } = await import('./app');
  const app = await buildApp(config, database);
  let metricsServer: Server | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // The readiness probe answers 503 and kept-alive answers close their connection from now on.
    app.readiness.shuttingDown = true;
    const cutOff = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out: requests or the running job were cut off');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    cutOff.unref();
    // close() stops listening, waits for requests in flight and runs the onClose hooks (the jobs
    // runner stops claiming and waits for its running job; sockets are told to reconnect).
    await app.close();
    await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
    await database.close();
    app.log.info('shut down cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (app.metrics && config.metricsPort) metricsServer = await listenMetrics(app.metrics.registry, config.metricsPort, config.host);
  app.jobs.start(config.jobsPollMs);
  app.log.info(`Beree SCM on http://localhost:${config.port} (${database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

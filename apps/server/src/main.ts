import { loadConfig } from './core/config/config';
import { openDatabase } from './core/db/open';
import { migrateDatabase } from './core/db/migrate';
import { buildApp } from './app';
import { seedDatabase } from './seeds';

/** Opens the database, migrates and seeds it, and serves the API and the web app. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: config.seedDemo });
  const app = await buildApp(config, database);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.jobs.start(config.jobsPollMs);
  app.log.info(`Beree SCM on http://localhost:${config.port} (${database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

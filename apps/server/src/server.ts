// First: the GC flags must be set before the app allocates (see gc-flags.ts).
import './gc-flags.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { BUILT_DATABASE_PATH, openDatabase } from './db/client.js';
import { seedAll } from './seed/index.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    startFrom: BUILT_DATABASE_PATH,
  });
  const app = await buildApp({ config, database });
  database.onIdleConnectionError((error) =>
    app.log.warn({ err: error }, 'A pooled database connection broke'),
  );
  try {
    await database.withStartupLock(async () => {
      await database.migrate();
      await seedAll(database.db, config, app.log);
    });
  } catch (error) {
    app.log.error({ err: error }, 'Database start-up failed');
    await database.close();
    process.exit(1);
  }
  app.addHook('onClose', async () => database.close());

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, shutting down`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`PrepArena ${config.version} on ${config.PUBLIC_URL} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

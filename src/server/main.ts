import { createHttpApp } from '../adapters/http-api/http-app';
import { databaseTarget, openDatabase } from '../adapters/postgres/database';
import { CATALOGUE_READER } from '../ports/catalogue-reader.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { CONTENT_READER } from '../ports/content-reader.port';
import { ENQUIRY_REPOSITORY } from '../ports/enquiry-repository.port';
import { HEALTH_PROBE } from '../ports/health.port';
import { MEDIA_STORE } from '../ports/media-store.port';
import { renderPageHtml } from '../ui/server-render';
import { ConfigError, loadConfig } from './config';
import { createServerContainer } from './container';
import { defaultDataDir, migrationsFolder, publicDir } from './paths';
import { seedDemo } from './seed/seed-demo';
import { DESCRIBE_PAGE } from './tokens';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const target = databaseTarget(config.databaseUrl, defaultDataDir);
  const database = await openDatabase(target);
  await database.migrate(migrationsFolder);
  const where = target.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${target.dataDir ?? 'in memory'})`;
  process.stdout.write(`Database: ${where}, migrations applied.\n`);
  if (config.seedDemo) {
    const report = await seedDemo(database.db);
    process.stdout.write(
      report.seeded
        ? `Demo data loaded: ${report.cities} cities, ${report.properties} properties, ${report.roomTypes} room types, ${report.images} pictures in ${(report.ms / 1000).toFixed(1)} s.\n`
        : 'Demo data: the database already has a catalogue; nothing added.\n',
    );
  }

  const container = createServerContainer(database);
  const clock = container.get<Clock>(CLOCK);
  const app = await createHttpApp({
    catalogue: container.get(CATALOGUE_READER),
    content: container.get(CONTENT_READER),
    media: container.get(MEDIA_STORE),
    health: container.get(HEALTH_PROBE),
    enquiries: container.get(ENQUIRY_REPOSITORY),
    describePage: container.get(DESCRIBE_PAGE),
    renderPage: (pathname, search, initialData) => renderPageHtml(pathname, search, initialData, clock.now()),
    publicDir,
    publicUrl: config.publicUrl,
    logger: { level: config.logLevel },
    apiRateLimit: config.apiRateLimit,
    enquiryRateLimit: config.enquiryRateLimit,
    ...(config.adminToken ? { adminToken: config.adminToken } : {}),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`Digs is serving ${config.publicUrl} (listening on ${config.host}:${config.port}).\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Digs could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

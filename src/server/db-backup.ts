import { configOrComplaint } from './config';
import { runDbBackup } from './db-backup.command';
import { defaultDataDir } from './paths';

/**
 * The db:backup and db:restore commands' process (dist/server/db-backup.js, run by
 * scripts/db-backup.mjs): the server's settings, so the database and the running server's address
 * are the server's own (ADR 058).
 */
async function main(): Promise<number> {
  const config = configOrComplaint(process.env);
  if (config === null) return 1;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return runDbBackup(process.argv.slice(2), {
    databaseUrl: config.databaseUrl,
    defaultDataDir,
    serverUrl: `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`,
    adminToken: config.adminToken,
    now: () => Date.now(),
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
}

process.exitCode = await main();

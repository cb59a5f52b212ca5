import { DrizzleAnalyticsEvents } from '../adapters/postgres/drizzle-analytics-events';
import { DrizzleConsentLog } from '../adapters/postgres/drizzle-consent-log';
import { ReadAnalyticsReport } from '../application/analytics-report/read-analytics-report.use-case';
import { analyticsReportUsage, parseAnalyticsReportArgs, runAnalyticsReport } from './analytics-report.command';
import { withCommandDatabase } from './command-database';

/**
 * The analytics report's process (dist/server/analytics-report.js, run by
 * scripts/analytics-report.mjs): the server's settings, the server's database, the terminal.
 * Exit codes: 0 done, 1 not done (no database, in use, or failed), 2 a command line it cannot read.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${analyticsReportUsage}\n`);
    return 0;
  }
  const request = parseAnalyticsReportArgs(args, Date.now());
  if (typeof request === 'string') {
    process.stderr.write(`${request}\n\n${analyticsReportUsage}\n`);
    return 2;
  }

  return withCommandDatabase('there are no events to report on', async (database) => {
    const read = new ReadAnalyticsReport(new DrizzleAnalyticsEvents(database.db), new DrizzleConsentLog(database.db));
    return runAnalyticsReport(request, read, {
      out: (text) => process.stdout.write(text),
    });
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `analytics:report failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);

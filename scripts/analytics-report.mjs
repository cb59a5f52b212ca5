#!/usr/bin/env node
// `npm run -s analytics:report [-- --from YYYY-MM-DD --to YYYY-MM-DD] [--json]`: the first-party
// analytics report (src/server/analytics-report.ts), run through scripts/server-command.mjs.
import { runServerCommand } from './server-command.mjs';

await runServerCommand('analytics-report');

#!/usr/bin/env node
// `npm run -s db:backup [-- <file>]` / `npm run -s db:restore -- <file> [--force]`: the PGlite
// database copied out and back (src/server/db-backup.ts, ADR 058), run through scripts/server-command.mjs.
import { runServerCommand } from './server-command.mjs';

await runServerCommand('db-backup');

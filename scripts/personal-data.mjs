#!/usr/bin/env node
// `npm run -s personal-data -- export <email>` / `… erase <email> [--yes]`: what the site holds about
// one e-mail address (src/server/personal-data.ts), run through scripts/server-command.mjs.
import { runServerCommand } from './server-command.mjs';

await runServerCommand('personal-data');

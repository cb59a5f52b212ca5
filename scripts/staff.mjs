#!/usr/bin/env node
// `npm run -s staff -- invite <email> --role owner|editor|sales`: a one-time console link for a
// staff member (src/server/staff.ts), run through scripts/server-command.mjs.
import { runServerCommand } from './server-command.mjs';

await runServerCommand('staff');

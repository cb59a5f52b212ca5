#!/usr/bin/env node
// `npm run qa`: builds the QA SPA (memory fakes, msw worker with named scenarios) into dist/qa and
// serves it on http://localhost:3300 (QA_PORT). No backend and no database are involved.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const root = path.resolve(import.meta.dirname, '..');
const build = spawnSync(process.execPath, [path.join(root, 'build.mjs'), '--qa'], { stdio: 'inherit', cwd: root });
if (build.status !== 0) process.exit(build.status ?? 1);

const dir = path.join(root, 'dist/qa');
const shell = await readFile(path.join(dir, 'index.html'), 'utf8');
const app = Fastify();
await app.register(fastifyStatic, { root: dir, index: false, wildcard: false });
app.setNotFoundHandler((_request, reply) => reply.type('text/html').send(shell));
const port = Number(process.env.QA_PORT ?? 3300);
await app.listen({ port, host: '127.0.0.1' });
console.log(
  `\nQA build on http://localhost:${port}/ — scenarios: ?scenario=default | empty-catalogue | api-error | slow-network; the console at /admin: console-owner | console-editor | console-sales | console-signed-out | console-api-error | console-stale-edit | console-upload-refused`,
);

// nginx from deploy/nginx/digs.conf for a bench (bench:cluster, bench:results-day): the deployed
// file with the bench's upstreams, listen address and cache folder swapped, in a folder of its own,
// one worker per core and no access log; resolves once it answers /api/health through it.
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** deploy/nginx/digs.conf with the bench's upstreams, listen address and cache folder (as test/cluster/cluster.ts does). */
async function siteConfig(nginxPort, upstreams, cacheDir) {
  const deployed = await readFile(path.join(root, 'deploy/nginx/digs.conf'), 'utf8');
  const parameters = /\n[ \t]*server 127\.0\.0\.1:\d+([^;]*);/.exec(deployed)?.[1] ?? '';
  return deployed
    .replace(
      /(?:[ \t]*server 127\.0\.0\.1:\d+[^;]*;\n)+/,
      upstreams.map((u) => `    server ${u}${parameters};\n`).join(''),
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${nginxPort};`)
    .replace(/\/var\/cache\/nginx\/digs/, cacheDir);
}

export async function startNginx(nginxBinary, nginxPort, upstreams) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'digs-bench-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache']) await mkdir(path.join(dir, sub));
  await chmod(dir, 0o755);
  await writeFile(path.join(dir, 'digs.conf'), await siteConfig(nginxPort, upstreams, path.join(dir, 'cache')));
  // One worker per core, as Debian's nginx.conf has it (worker_processes auto); no access log under load.
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\ndaemon off;\n` +
      `events { worker_connections 4096; }\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n` +
      `  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n` +
      `  scgi_temp_path ${dir}/scgi;\n  types { text/html html; }\n  include ${dir}/digs.conf;\n}\n`,
  );
  const child = spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${nginxPort}`;
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${await readFile(path.join(dir, 'error.log'), 'utf8')}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error('nginx did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

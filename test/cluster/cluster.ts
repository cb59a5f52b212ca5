// The cluster the proof runs (issue 21, ADR 057): nginx from deploy/nginx/digs.conf in front of
// several built servers (dist/server/main.js) on one fresh PostgreSQL database and one Redis, with
// mail going to a local SMTP capture. Everything listens on 127.0.0.1; nginx and the servers get
// fixed ports from CLUSTER_PORT (default 3600: nginx, then the servers, then the capture).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture';

export const root = path.resolve(import.meta.dirname, '../..');
const entry = path.join(root, 'dist/server/main.js');
const deployedConfig = path.join(root, 'deploy/nginx/digs.conf');

export const nginxBinary = (): string =>
  process.env.NGINX_BIN ?? ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync) ?? 'nginx';

/** Polls `check` until it returns something other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  everyMs = 20,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms${last ? ` (${String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
  json<T = Record<string, unknown>>(): T;
}

/**
 * Visitors' addresses: each run picks its own 127.N.0.0/16 (Linux answers the whole 127/8 on the
 * loopback), so a visitor is a distinct client address as nginx sees it ($remote_addr) and, through
 * X-Forwarded-For, as the servers' rate limits count it, and the counters a run leaves in the shared
 * Redis (a minute's worth) are never another run's.
 */
export class Visitors {
  private readonly net = randomInt(2, 255);
  private next = 1;
  /** A new visitor's address. */
  address(): string {
    const n = this.next++;
    return `127.${this.net}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  }
}

/** One HTTP request from `from` (a loopback address), with a fresh connection; JSON in and out. */
export function send(
  base: string,
  method: string,
  url: string,
  options: {
    readonly from?: string;
    readonly body?: unknown;
    /** A body as it is, with its content-type in `headers`. */
    readonly raw?: Buffer;
    readonly headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const target = new URL(url, base);
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
        headers: {
          ...(payload && !options.raw ? { 'content-type': 'application/json' } : {}),
          ...(payload ? { 'content-length': String(Buffer.byteLength(payload)) } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, json: () => JSON.parse(body) });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export interface DigsServer {
  readonly port: number;
  readonly base: string;
  readonly child: ChildProcess;
  /** What it printed (stdout and stderr), for a failure's message. */
  readonly output: string[];
  /** The first-owner link it printed at start, if any. */
  setupUrl: string | undefined;
  readonly exited: Promise<number | null>;
}

export interface Cluster {
  /** nginx's address: what visitors use. */
  readonly base: string;
  readonly servers: DigsServer[];
  readonly databaseUrl: string;
  readonly db: pg.Pool;
  readonly smtp: SmtpCapture;
  readonly visitors: Visitors;
  /** nginx's error log, for a failure's message. */
  nginxErrors(): Promise<string>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  readonly servers: number;
  readonly basePort?: number;
  /** Settings for every server on top of the cluster's own. */
  readonly env?: Record<string, string>;
  readonly postgresUrl?: string;
  readonly redisUrl?: string;
  /** Adds `X-Upstream: <server address>` to every answer (the test's only change to the deployed file's behaviour). */
  readonly showUpstream?: boolean;
}

/**
 * The deployed nginx file, for this cluster: its upstream servers, listen address and cache folder
 * swapped for the test's, everything else as deployed.
 */
export async function nginxConfig(options: {
  readonly listen: string;
  readonly upstreams: readonly string[];
  readonly cacheDir: string;
  readonly showUpstream?: boolean;
}): Promise<string> {
  const deployed = await readFile(deployedConfig, 'utf8');
  const swap = (text: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx/digs.conf no longer has ${pattern}`);
    return text.replace(pattern, replacement);
  };
  // The upstream's servers, each with the deployed file's parameters (max_fails, fail_timeout).
  const parameters = /\n[ \t]*server 127\.0\.0\.1:\d+([^;]*);/.exec(deployed)?.[1] ?? '';
  let config = swap(
    deployed,
    /(?:[ \t]*server 127\.0\.0\.1:\d+[^;]*;\n)+/,
    options.upstreams.map((u) => `    server ${u}${parameters};\n`).join(''),
  );
  config = swap(config, /listen 80;/, `listen ${options.listen};`);
  config = swap(config, /\/var\/cache\/nginx\/digs/, options.cacheDir);
  if (options.showUpstream) {
    config = swap(
      config,
      /add_header X-Cache \$upstream_cache_status always;/,
      'add_header X-Cache $upstream_cache_status always;\n    add_header X-Upstream $upstream_addr always;',
    );
  }
  return config;
}

/** nginx, not as a daemon, with every path of its own under `dir`. Resolves once it answers. */
export async function startNginx(dir: string, site: string, port: number) {
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache']) await mkdir(path.join(dir, sub));
  // Run as root, nginx's workers are `nobody`: they must reach the temporary folders.
  await chmod(dir, 0o755);
  await writeFile(path.join(dir, 'digs.conf'), site);
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'daemon off;',
      'events { worker_connections 4096; }',
      'http {',
      `  access_log ${dir}/access.log;`,
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      '  types { text/html html; }',
      `  include ${dir}/digs.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    nginxBinary(),
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  await eventually(
    'nginx answering',
    async () => {
      if (gone) throw new Error(`nginx exited: ${await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`);
      return (await send(`http://127.0.0.1:${port}`, 'GET', '/nginx-probe').catch(() => undefined)) ? true : undefined;
    },
    10_000,
  );
  return {
    child,
    stop: async () => {
      if (!gone) child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** A built server; resolves once it says it is serving. */
export async function startServer(port: number, env: Record<string, string>): Promise<DigsServer> {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const server: DigsServer = {
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    output,
    setupUrl: undefined,
    exited: new Promise((resolve) => child.once('exit', resolve)),
  };
  let serving = false;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      output.push(line);
      const setUp = /No console owner yet\..*?(https?:\/\/\S+)/.exec(line);
      if (setUp) server.setupUrl = setUp[1];
      if (line.includes('Digs is serving')) serving = true;
    });
  }
  await eventually(
    `server on ${port} serving`,
    () => {
      if (exitCode !== undefined) throw new Error(`exited (${exitCode}):\n${output.join('\n')}`);
      return serving ? true : undefined;
    },
    180_000,
    50,
  );
  return server;
}

/** A fresh database on the PostgreSQL server, dropped by the returned function. */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `digs_cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * nginx on `basePort` in front of `servers` built servers on ports basePort+1…, one fresh PostgreSQL
 * database, Redis, and an SMTP capture on basePort+servers+1. The servers start at once on the
 * empty database, as a deployment's do: they migrate and seed it between them.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const basePort = options.basePort ?? Number(process.env.CLUSTER_PORT ?? 3600);
  const base = `http://127.0.0.1:${basePort}`;
  const adminUrl =
    options.postgresUrl ?? process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = options.redisUrl ?? process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!existsSync(entry)) throw new Error('dist/server/main.js is missing: run `npm run build` first');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'digs-cluster-'));
  const database = await createDatabase(adminUrl);
  const smtp = await startSmtpCapture({ port: basePort + options.servers + 1 });
  const stops: (() => Promise<unknown>)[] = [
    () => smtp.close(),
    database.drop,
    () => rm(dir, { recursive: true, force: true }),
  ];
  const servers: DigsServer[] = [];
  const db = new pg.Pool({ connectionString: database.url, max: 4 });
  stops.unshift(() => db.end());
  const stop = async () => {
    await Promise.all(
      servers.map(async (s) => {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
        await s.exited;
      }),
    );
    for (const step of stops) await step().catch(() => {});
  };
  try {
    const ports = Array.from({ length: options.servers }, (_, i) => basePort + 1 + i);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      SMTP_URL: smtp.url,
      PUBLIC_URL: base,
      // nginx connects from 127.0.0.1; the visitors come from elsewhere in 127/8.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ENQUIRY_MIN_FILL_MS: '0',
      ...options.env,
    };
    const starting = performance.now();
    servers.push(...(await Promise.all(ports.map((port) => startServer(port, env)))));
    process.stdout.write(
      `${options.servers} servers started at once on an empty database (migrating it between them) in ${((performance.now() - starting) / 1000).toFixed(1)} s\n`,
    );
    const nginx = await startNginx(
      dir,
      await nginxConfig({
        listen: `127.0.0.1:${basePort}`,
        upstreams: ports.map((p) => `127.0.0.1:${p}`),
        cacheDir: path.join(dir, 'cache'),
        showUpstream: options.showUpstream ?? false,
      }),
      basePort,
    );
    stops.unshift(nginx.stop);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    servers,
    databaseUrl: database.url,
    db,
    smtp,
    visitors: new Visitors(),
    nginxErrors: () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''),
    stop,
  };
}

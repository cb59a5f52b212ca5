#!/usr/bin/env node
// Requests per second and latency percentiles of the production server for the pages and API
// calls a first visit makes. Usage: node bench/http.bench.mjs [baseUrl] (default: starts
// dist/server/main.js on a fresh in-memory database with the demo data, port 3297).
// BENCH_SECONDS (default 8) and BENCH_CONNECTIONS (default 16) tune the load.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
let base = process.argv[2];
let server;

if (!base) {
  base = 'http://127.0.0.1:3297';
  server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    env: { ...process.env, PORT: '3297', DATABASE_URL: 'memory://', LOG_LEVEL: 'warn', API_RATE_LIMIT: '100000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Digs is serving') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

async function load(label, url) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        try {
          const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
          await res.arrayBuffer();
          if (res.status >= 400) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `${label.padEnd(34)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pick(0.5).padStart(6)} ms  p95 ${pick(0.95).padStart(6)} ms  p99 ${pick(0.99).padStart(6)} ms  errors ${errors}`,
  );
}

console.log(`${connections} connections, ${seconds} s each, against ${base}`);
await load('GET / (server-rendered page)', '/');
await load('GET /manchester/square-gardens', '/manchester/square-gardens');
await load('GET /api/cities', '/api/cities');
await load('GET /api/cities/manchester', '/api/cities/manchester');
await load('GET /api/health', '/api/health');
server?.kill();

#!/usr/bin/env node
// `npm run audit`: `npm audit --omit=dev`, failing on any high or critical advisory in what the
// server and the browser actually run. When the audit service cannot be asked (no network, or a
// registry mirror without the audit endpoint, which answers 405), it says so in one line and passes,
// unless AUDIT_REQUIRED=1: a build must not stop because a mirror lacks an endpoint, but a release
// pipeline can insist on a real answer.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** npm's error codes for a service it could not reach or that refused the request. */
const serviceErrorCodes =
  /^(E\d{3}|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|UNABLE_TO_.*|CERT_.*)$/;

/**
 * What to make of `npm audit --json`'s output: the exit code and the lines to print.
 * A report fails on high or critical advisories; no report fails too, unless the audit service was
 * unreachable and the audit is not required.
 */
export function judgeAudit(stdout, { required = false } = {}) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = null;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (counts) {
    const serious = Object.values(report.vulnerabilities ?? {}).filter(
      (v) => v.severity === 'high' || v.severity === 'critical',
    );
    const summary = `audit: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low in ${report.metadata.dependencies?.prod ?? '?'} production dependencies`;
    const lines = [
      summary,
      ...serious.map((v) => {
        const titles = (v.via ?? []).filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`);
        return `  ${v.severity}: ${v.name} ${v.range ?? ''}${titles.length ? ` — ${titles.join('; ')}` : ''}`;
      }),
    ];
    return { exitCode: serious.length > 0 ? 1 : 0, lines };
  }
  const error = report?.error ?? {};
  const statusCode = report?.statusCode;
  const code = error.code ?? (statusCode ? `E${statusCode}` : undefined);
  const reason =
    report?.message ??
    ([error.summary, error.detail].filter(Boolean).join(' ') || (code ?? 'no report from npm audit'));
  const unreachable = typeof code === 'string' && serviceErrorCodes.test(code);
  if (!unreachable) return { exitCode: 1, lines: [`audit failed: ${reason}`] };
  return {
    exitCode: required ? 1 : 0,
    lines: [
      `audit could not run: ${reason}`,
      ...(required ? [] : ['(passing: set AUDIT_REQUIRED=1 to fail when the audit service cannot be reached)']),
    ],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const { exitCode, lines } = judgeAudit(result.stdout ?? '', { required: process.env.AUDIT_REQUIRED === '1' });
  for (const line of lines) process.stdout.write(`${line}\n`);
  process.exit(exitCode);
}

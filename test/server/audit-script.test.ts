// scripts/audit.mjs's judgement of `npm audit --omit=dev --json`: high and critical advisories fail,
// an unreachable audit service passes with one clear line unless AUDIT_REQUIRED=1, and anything
// else that gives no report fails.
import { describe, expect, it } from 'vitest';
import { judgeAudit } from '../../scripts/audit.mjs';

const report = (vulnerabilities: Record<string, { severity: string }>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      Object.entries(vulnerabilities).map(([name, v]) => [
        name,
        {
          name,
          severity: v.severity,
          range: '<1.2.3',
          via: [{ title: `A flaw in ${name}`, url: `https://github.com/advisories/${name}` }],
        },
      ]),
    ),
    metadata: {
      vulnerabilities: {
        info: 0,
        low: 0,
        moderate: Object.values(vulnerabilities).filter((v) => v.severity === 'moderate').length,
        high: Object.values(vulnerabilities).filter((v) => v.severity === 'high').length,
        critical: Object.values(vulnerabilities).filter((v) => v.severity === 'critical').length,
        total: Object.keys(vulnerabilities).length,
      },
      dependencies: { prod: 120, dev: 600, total: 720 },
    },
  });

/** What npm 11 prints when the registry (a mirror here) has no audit endpoint. */
const mirrorWithoutAudit = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});

describe('npm run audit', () => {
  it('passes a report with nothing high or critical, and says what it found', () => {
    const judged = judgeAudit(report({ 'slow-regex': { severity: 'moderate' } }));
    expect(judged.exitCode).toBe(0);
    expect(judged.lines).toEqual(['audit: 0 critical, 0 high, 1 moderate, 0 low in 120 production dependencies']);
  });

  it('fails on a high or a critical advisory, naming each', () => {
    for (const severity of ['high', 'critical']) {
      const judged = judgeAudit(report({ leaky: { severity }, 'slow-regex': { severity: 'moderate' } }));
      expect(judged.exitCode).toBe(1);
      expect(judged.lines[1]).toBe(
        `  ${severity}: leaky <1.2.3 — A flaw in leaky (https://github.com/advisories/leaky)`,
      );
      expect(judged.lines).toHaveLength(2);
    }
  });

  it('passes with one clear line when the audit service cannot be reached, unless the audit is required', () => {
    const offline = JSON.stringify({
      error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org failed', detail: '' },
    });
    for (const output of [mirrorWithoutAudit, offline]) {
      const judged = judgeAudit(output);
      expect(judged.exitCode).toBe(0);
      expect(judged.lines[0]).toMatch(/^audit could not run: (405 Method Not Allowed|request to)/);
      expect(judgeAudit(output, { required: true })).toEqual({ exitCode: 1, lines: [judged.lines[0]] });
    }
  });

  it('fails when npm gives no report for another reason (no lockfile, output it cannot read)', () => {
    const noLock = JSON.stringify({
      error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.' },
    });
    expect(judgeAudit(noLock)).toEqual({
      exitCode: 1,
      lines: ['audit failed: This command requires an existing lockfile.'],
    });
    expect(judgeAudit('npm ERR! something').exitCode).toBe(1);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// CI's audit step (scripts/audit.mjs) on recorded `npm audit --omit=dev --json` reports: a planted
// production dependency (lodash 4.17.20 with a high advisory, also reached through another package).
const script = path.join(import.meta.dirname, 'audit.mjs');
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
const folder = mkdtempSync(path.join(tmpdir(), 'audit-'));
const HIGH = { id: 'GHSA-35jh-r3h4-6jhm', package: 'lodash' };

function audit(report: string, allowList: object[] = [], extra: string[] = [], env: Record<string, string> = {}) {
  const file = path.join(folder, `allow-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ advisories: allowList }));
  const args = [script, '--report', report, '--allow-list', file, '--today', '2026-11-29', ...extra];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: run.status, out: run.stdout + run.stderr };
}

const entry = (over: object = {}) => ({
  ...HIGH,
  reason: 'only the template function is affected, which nothing calls',
  added: '2026-11-29',
  until: '2027-02-28',
  ...over,
});

describe('the audit of production dependencies', () => {
  it('fails on a high advisory in a production dependency, naming it once', () => {
    const { status, out } = audit(fixture('audit-vulnerable.json'));
    expect(status).toBe(1);
    expect(out).toContain('high GHSA-35jh-r3h4-6jhm in lodash: Command Injection in lodash');
    expect(out.split('\n').filter((line) => line.includes('GHSA-35jh-r3h4-6jhm'))).toHaveLength(1);
    // The moderate advisory is npm's to print, not a failure.
    expect(out).not.toContain('GHSA-29mw-wpgm-hmr9');
    expect(out).toContain('audit: 1 high or critical advisories to fix in 412 production dependencies');
  });

  it('passes when the allow-list names the advisory with a reason and a date', () => {
    const { status, out } = audit(fixture('audit-vulnerable.json'), [entry()]);
    expect(status).toBe(0);
    expect(out).toContain('allowed until 2027-02-28');
    expect(out).toContain('because only the template function is affected');
  });

  it('fails again once the allow-list entry has expired, or when it names another package', () => {
    const expired = audit(fixture('audit-vulnerable.json'), [entry({ until: '2026-11-28' })]);
    expect(expired.status).toBe(1);
    expect(expired.out).toContain('allow-list entry expired on 2026-11-28');
    expect(audit(fixture('audit-vulnerable.json'), [entry({ package: 'planted-wrapper' })]).status).toBe(1);
  });

  it('refuses an allow-list entry without a reason', () => {
    const { status, out } = audit(fixture('audit-vulnerable.json'), [entry({ reason: '' })]);
    expect(status).not.toBe(0);
    expect(out).toContain('an entry has no reason');
  });

  it('passes a clean report', () => {
    expect(audit(fixture('audit-clean.json'))).toMatchObject({ status: 0 });
  });

  it('says so when there is no report, and fails then only when an audit is required', () => {
    const failed = path.join(folder, 'failed.json');
    writeFileSync(failed, JSON.stringify({ message: '405 Method Not Allowed', statusCode: 405, error: { summary: '' } }));
    const warned = audit(failed);
    expect(warned).toMatchObject({ status: 0 });
    expect(warned.out).toContain('405 Method Not Allowed): production dependencies were NOT audited');
    expect(audit(failed, [], [], { AUDIT_REQUIRED: '1' }).status).toBe(2);
  });
});

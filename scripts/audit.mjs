// CI's audit of the production dependencies (issue 39): `npm audit --omit=dev --json`, failing on
// every high or critical advisory that scripts/audit-allowlist.json does not name with a reason
// and a date it holds until. Moderate and low advisories are printed by npm, not failed on.
//
//   node scripts/audit.mjs                      ask the registry (npm audit)
//   node scripts/audit.mjs --report file.json   read a recorded `npm audit --json` report (tests)
//   --allow-list file.json                      another allow-list;  --today YYYY-MM-DD  another day
//
// Exit 0: nothing to fix. 1: advisories to fix (or an expired allow-list entry). 2: no report
// (the registry's advisory endpoint did not answer) while AUDIT_REQUIRED=1; without it that case
// prints a warning and exits 0, because a registry without the endpoint would fail every run.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const FAILING = new Set(['high', 'critical']);
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const allowListPath = option('--allow-list') ?? path.join(import.meta.dirname, 'audit-allowlist.json');
const today = option('--today') ?? new Date().toISOString().slice(0, 10);

function readReport() {
  const file = option('--report');
  if (file) return JSON.parse(readFileSync(file, 'utf8'));
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  try {
    return JSON.parse(run.stdout);
  } catch {
    return { error: { summary: (run.stderr || run.stdout || 'npm audit printed nothing').trim().split('\n')[0] } };
  }
}

/** Every high or critical advisory in the report, once per advisory and package. */
export function advisoriesOf(report) {
  const found = new Map();
  for (const entry of Object.values(report.vulnerabilities ?? {})) {
    for (const via of entry.via ?? []) {
      // A string names another vulnerable package this one depends on: counted at that package.
      if (typeof via === 'string' || !FAILING.has(via.severity)) continue;
      const id = /GHSA-[\w-]+/.exec(via.url ?? '')?.[0] ?? String(via.source);
      found.set(`${id} ${via.name}`, { id, package: via.name, severity: via.severity, title: via.title, url: via.url });
    }
  }
  return [...found.values()];
}

const report = readReport();
if (!report.vulnerabilities) {
  const why = report.error?.summary || report.message || 'no vulnerabilities in the report';
  console.warn(`audit: no advisory report (${why}): production dependencies were NOT audited`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 2 : 0);
}

const allowList = JSON.parse(readFileSync(allowListPath, 'utf8')).advisories;
for (const entry of allowList) {
  for (const field of ['id', 'package', 'reason', 'added', 'until'])
    if (!entry[field]) throw new Error(`${allowListPath}: an entry has no ${field}: ${JSON.stringify(entry)}`);
}
const allowed = (advisory) => allowList.find((entry) => entry.id === advisory.id && entry.package === advisory.package);

let failures = 0;
for (const advisory of advisoriesOf(report)) {
  const entry = allowed(advisory);
  const line = `${advisory.severity} ${advisory.id} in ${advisory.package}: ${advisory.title} (${advisory.url})`;
  if (entry && entry.until >= today) {
    console.log(`audit: allowed until ${entry.until}: ${line}\n       because ${entry.reason}`);
    continue;
  }
  failures += 1;
  console.error(entry ? `audit: allow-list entry expired on ${entry.until}: ${line}` : `audit: ${line}`);
}
const total = report.metadata?.dependencies?.prod ?? report.metadata?.dependencies?.total ?? '?';
console.log(`audit: ${failures} high or critical advisories to fix in ${total} production dependencies`);
process.exit(failures ? 1 : 0);

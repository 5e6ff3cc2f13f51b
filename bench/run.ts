// `npm run bench [name...]`: runs the benchmarks (all, or the named ones) against the built
// server and prints their figures. Record the results in bench/RESULTS.md with date and machine.
import os from 'node:os';
import { alertsBench } from './alerts.js';
import { billingBench } from './billing.js';
import { bootBench } from './boot.js';
import { dashboardBench } from './dashboard.js';
import { eligibilityBench } from './eligibility.js';
import { exportBench } from './export.js';
import { extensionBench } from './extension.js';
import { firstScreensBench } from './first-screens.js';
import { gridBench } from './grid.js';
import { healthBench } from './health.js';
import { identityBench } from './identity.js';
import { priceChangesBench } from './price-changes.js';
import { productsBench } from './products.js';
import { scaleOutBench } from './scale-out.js';
import { scannerBench } from './scanner.js';
import { shortlistsBench } from './shortlists.js';
import { suppliersBench } from './suppliers.js';
import { tenantsBench } from './tenants.js';
import { uploadsBench } from './uploads.js';
import { webBundleBench } from './web-bundle.js';
import { widgetBench } from './widget.js';
import { xlsxReadBench } from './xlsx-read.js';

const BENCHMARKS: Record<string, () => Promise<Record<string, string>>> = {
  alerts: alertsBench,
  billing: billingBench,
  boot: bootBench,
  dashboard: dashboardBench,
  eligibility: eligibilityBench,
  export: exportBench,
  extension: extensionBench,
  'first-screens': firstScreensBench,
  grid: gridBench,
  health: healthBench,
  identity: identityBench,
  'price-changes': priceChangesBench,
  products: productsBench,
  'scale-out': scaleOutBench,
  scanner: scannerBench,
  shortlists: shortlistsBench,
  suppliers: suppliersBench,
  tenants: tenantsBench,
  uploads: uploadsBench,
  'web-bundle': webBundleBench,
  widget: widgetBench,
  'xlsx-read': xlsxReadBench,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(BENCHMARKS).join(', ')}`);
  process.exit(2);
}

console.log(
  `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`,
);
for (const name of wanted.length > 0 ? wanted : Object.keys(BENCHMARKS)) {
  const run = BENCHMARKS[name];
  if (!run) continue;
  console.log(`\n## ${name}`);
  for (const [label, value] of Object.entries(await run())) console.log(`${label}: ${value}`);
}

import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take the longest (real server processes, their own PostgreSQL cluster, PGlite on
 * disk, whole-product fuzzing; the figures in docs/testing.md), started first. On a fresh clone
 * (CI) Vitest has no record of past durations and starts the largest files first; a small file
 * that starts server processes could then start last and hold the run for a minute on one core
 * while the other has nothing left to do. Paths are relative to the project's root.
 */
export const SLOW_FIRST = [
  'test/concurrent-boot.test.ts',
  'test/two-instances.test.ts',
  'test/server-process.test.ts',
  'src/seller/uploads/resume.test.ts',
  'test/database-restart.test.ts',
  'src/db/database.test.ts',
  'src/seller/uploads/takeover.test.ts',
  'test/tenant-isolation.test.ts',
  'test/fuzz-signed-in.test.ts',
  'src/seller/uploads/poison.test.ts',
  'src/seller/admin/demo-seed.test.ts',
  'src/identity/demo-seed.test.ts',
  'src/seller/uploads/slots.test.ts',
  'src/seller/refresh/refresh.test.ts',
  'src/platform/mail/outbox.test.ts',
  'src/platform/jobs/jobs.test.ts',
  'src/features/suppliers/suppliers.test.tsx',
  'src/features/product-detail/product-detail-page.test.tsx',
  'src/features/purchase-orders/purchase-orders.test.tsx',
];

/** Vitest's own order (projects together, then unknown and larger files first), the slow files first. */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectOrder = new Map<string, number>();
    for (const file of sorted) if (!projectOrder.has(file.project.name)) projectOrder.set(file.project.name, projectOrder.size);
    const rank = (file: TestSpecification) => {
      const root = file.project.config.root.replace(/\/$/, '');
      const index = SLOW_FIRST.indexOf(file.moduleId.slice(root.length + 1));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // Array.prototype.sort is stable: within a rank Vitest's order stands.
    return sorted.sort(
      (a, b) => (projectOrder.get(a.project.name) ?? 0) - (projectOrder.get(b.project.name) ?? 0) || rank(a) - rank(b),
    );
  }
}

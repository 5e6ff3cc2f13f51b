/**
 * Builds the web app in two passes (decision 046): a first build, kept in memory, says which
 * chunks each first screen loads; the second, written to dist/, merges what is always loaded
 * together (build/chunk-plan.ts). `npm run build -w @shelfscope/web` runs this.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { type BuiltChunk, planBreaches, planChunks } from './chunk-plan.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The chunks of a build's output (one output: the app's client build). */
function chunksOf(result: Awaited<ReturnType<typeof build>>): BuiltChunk[] {
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'));
}

const started = performance.now();
// The plan needs only the chunk graph: no minifying, no maps, nothing written.
const first = chunksOf(await build({ root, logLevel: 'warn', build: { write: false, minify: false, sourcemap: false } }));
const groups = planChunks(first);
const second = chunksOf(
  await build({
    root,
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: { groups: groups.map((g) => ({ name: g.name, test: (id: string) => g.modules.has(id), priority: 1 })) },
        },
      },
    },
  }),
);
const breaches = planBreaches(second, groups);
if (breaches.length > 0) {
  console.error(`web app: the chunk plan grew a first screen:\n  ${breaches.join('\n  ')}`);
  process.exit(1);
}
const sizes = groups.map((g) => `${g.name} ${g.modules.size}`).join(', ');
console.log(
  `web app: ${second.length} chunks (${first.length} before the plan; modules grouped: ${sizes}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

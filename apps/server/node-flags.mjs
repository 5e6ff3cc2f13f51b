/**
 * The Node.js flags the server process runs with, everywhere it is started: `npm start` and
 * `npm run serve` (package.json), the container (Dockerfile), the end-to-end tests' server, the
 * benchmarks' and the process tests' (scripts/deploy-files.test.ts checks they agree).
 *
 * `--max-semi-space-size=16`: on a machine with much memory, Node 24's V8 sizes the young
 * generation from the heap limit (64 MB semi-spaces, 128 MB of new space on a 24 GiB machine), and
 * a busy server fills and keeps it: 341 MB resident when idle on PostgreSQL, against 250 MB with
 * 16 MB semi-spaces (238 MB with 8). With 8 MB, a 10,000-row upload peaked at 565 MB against
 * 734 MB, for no more CPU (25.9 s against 27.6 s of server CPU, same run; bench/RESULTS.md,
 * 2026-11-29). 16 MB, V8's own long-standing default, keeps fewer scavenges than 8 for about
 * 12 MB more. An operator's NODE_OPTIONS can still set another.
 *
 * `--heap-growing-percent=50`: V8 lets the old generation grow to up to 4x what the last full
 * collection kept before it collects again, sized from physical memory. In a 100,000-row upload
 * the server keeps about 110 MB live and its heap rose to 460 MB of garbage between collections
 * (peak resident 765 MB). With the next collection at 1.5x what is live, the peak was 440 MB for
 * about 6% more main-thread CPU; at 1.3x, 431 MB (bench/RESULTS.md, 2026-11-30 heap growth). A
 * factor, not a cap: a path that needs more heap (a big export) still gets it.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50'];

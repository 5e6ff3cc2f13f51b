/**
 * How the web app's code is cut into files (issue 40, item 29; decision 046). Left to itself the
 * bundler makes one chunk per set of pages that share modules: 226 files, of which a cold load
 * of the products grid asked for 128 (and Plan & billing 80) over the browser's six connections
 * to the server, at 10 to 20 ms each on this kind of machine. The plan reads a first build's
 * chunks and merges, in a second build, what is always loaded together:
 *
 * - `boot`: what both pages (the app and the sign-in page) load before anything is drawn;
 * - `app`: what the app's page loads before anything is drawn, beyond `boot`;
 * - `shell`: what the signed-in shell (navigation, header) loads beyond those;
 * - `ui`: the interface libraries (Mantine, its icons, floating-ui) that only pages opened later
 *   use: one file of them instead of sixty, loaded by the first such page.
 *
 * Nothing a first screen loads grows: each group holds only modules that the same first screens
 * loaded in the first build, and `ui` none that a first screen loads (the dashboard's and the
 * sign-in page's own code stay where the bundler put them, within their budgets).
 */

/** A chunk of a build, as the bundler reports it (the fields read here). */
export type BuiltChunk = {
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
};

export type ChunkGroup = { name: 'boot' | 'app' | 'shell' | 'ui'; modules: ReadonlySet<string> };

/** The pages whose first screen is measured against a budget or a time (bench/web-bundle.ts, first-screens.ts). */
const FIRST_SCREEN_PAGES = {
  shell: /[\\/]src[\\/]components[\\/]app-layout\.tsx$/,
  dashboard: /[\\/]src[\\/]features[\\/]dashboard[\\/]dashboard-page\.tsx$/,
};

/** The interface libraries merged into `ui`. */
const UI_LIBRARIES = /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|@tabler[\\/]icons-react|@floating-ui)[\\/]/;

/** The entries of the build (apps/web/vite.config.ts's `input`). */
const ENTRIES = { app: 'index', signIn: 'sign-in' };

/**
 * The chunks `starts` load before they run: themselves and their static imports, all the way
 * down; and with `later`, every chunk they may load on demand too, but for what the chunks in
 * `laterExcept` load on demand (a page imports the app's entry, which can load every page).
 */
function loadedWith(
  chunks: Map<string, BuiltChunk>,
  starts: string[],
  { later = false, laterExcept = new Set<string>() }: { later?: boolean; laterExcept?: Set<string> } = {},
): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = chunks.get(fileName);
    for (const imported of chunk?.imports ?? []) visit(imported);
    if (later && !laterExcept.has(fileName)) for (const imported of chunk?.dynamicImports ?? []) visit(imported);
  };
  for (const start of starts) visit(start);
  return seen;
}

/** The chunk files of a build's entry or page; a missing one fails the build (the plan would be silently wrong). */
function startsOf(chunks: Map<string, BuiltChunk>, what: string, test: (chunk: BuiltChunk) => boolean): string[] {
  const found = [...chunks.values()].filter(test).map((c) => c.fileName);
  if (found.length === 0) throw new Error(`chunk plan: the build has no chunk for ${what}; update apps/web/build/chunk-plan.ts`);
  return found;
}

/** What each first screen loads in a build: the chunk files of each. */
export function firstScreens(list: BuiltChunk[]) {
  const chunks = new Map(list.map((c) => [c.fileName, c]));
  const entry = (name: string) => startsOf(chunks, `the entry "${name}"`, (c) => c.isEntry && c.name === name);
  // The chunk that holds the page's module: its own in the first build, a group's in the second.
  const page = (what: string, test: RegExp) => startsOf(chunks, what, (c) => c.moduleIds.some((id) => test.test(id)));
  const app = loadedWith(chunks, entry(ENTRIES.app));
  const shell = loadedWith(chunks, page('the shell', FIRST_SCREEN_PAGES.shell));
  const dashboard = page('the dashboard page', FIRST_SCREEN_PAGES.dashboard);
  return {
    chunks,
    app,
    signIn: loadedWith(chunks, entry(ENTRIES.signIn)),
    // The sign-in page (sign-in.html) is measured against its own budget: nothing it may ever
    // load joins a group but `boot`.
    signInAll: loadedWith(chunks, entry(ENTRIES.signIn), { later: true }),
    shell,
    dashboard: loadedWith(chunks, dashboard),
    // What the dashboard's own code loads once its figures are drawn (its chart, the team's
    // table): the landing page's total stays what it was.
    dashboardAll: loadedWith(chunks, dashboard, { later: true, laterExcept: new Set([...app, ...shell]) }),
  };
}

/** The groups for the second build, from the first build's chunks. */
export function planChunks(list: BuiltChunk[]): ChunkGroup[] {
  const { chunks, app, signIn, signInAll, shell, dashboardAll } = firstScreens(list);
  const groups = { boot: new Set<string>(), app: new Set<string>(), shell: new Set<string>(), ui: new Set<string>() };
  // The sign-in page's chunks and the dashboard's stay as they are: no group may grow what a
  // first screen loads (nor, for these two, what they load later).
  const groupOf = (fileName: string): ChunkGroup['name'] | null => {
    if (app.has(fileName) && signIn.has(fileName)) return 'boot';
    if (signInAll.has(fileName)) return null;
    if (app.has(fileName)) return 'app';
    if (shell.has(fileName)) return 'shell';
    return dashboardAll.has(fileName) ? null : 'ui';
  };
  for (const chunk of chunks.values()) {
    const name = groupOf(chunk.fileName);
    if (!name) continue;
    for (const id of chunk.moduleIds) if (name !== 'ui' || UI_LIBRARIES.test(id)) groups[name].add(id);
  }
  return (Object.entries(groups) as [ChunkGroup['name'], Set<string>][])
    .filter(([, modules]) => modules.size > 0)
    .map(([name, modules]) => ({ name, modules }));
}

/**
 * Checks a build made with the plan: a first screen must not load a group it had no module of.
 * The sign-in page loads none but `boot`, then or later; the app's page none but `boot` and
 * `app`; the shell and the dashboard never `ui`, nor the dashboard later. Answers what is wrong,
 * one line each (empty: none).
 */
export function planBreaches(list: BuiltChunk[], groups: ChunkGroup[]): string[] {
  const screens = firstScreens(list);
  // The group a chunk of this build holds modules of (planChunks' groupOf chose them in the first).
  const groupIn = (fileName: string) => {
    const ids = screens.chunks.get(fileName)?.moduleIds ?? [];
    return groups.find((g) => ids.some((id) => g.modules.has(id)))?.name;
  };
  const allowed: [string, Set<string>, ChunkGroup['name'][]][] = [
    ['the sign-in page', screens.signIn, ['boot']],
    ["the app's page", screens.app, ['boot', 'app']],
    ['the shell', screens.shell, ['boot', 'app', 'shell']],
    ['the dashboard', screens.dashboard, ['boot', 'app', 'shell']],
    ['the dashboard, later', screens.dashboardAll, ['boot', 'app', 'shell']],
    ['the sign-in page, later', screens.signInAll, ['boot']],
  ];
  const breaches: string[] = [];
  for (const [what, files, names] of allowed) {
    for (const fileName of files) {
      const group = groupIn(fileName);
      if (group && !names.includes(group)) breaches.push(`${what} loads ${fileName} (group ${group})`);
    }
  }
  return breaches;
}

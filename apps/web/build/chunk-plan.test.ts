import { describe, expect, it } from 'vitest';
import { type BuiltChunk, planBreaches, planChunks } from './chunk-plan';

const SRC = '/repo/apps/web/src';
const MANTINE = '/repo/node_modules/@mantine/core/esm/components';

/** A chunk of a made-up first build. */
function chunk(
  fileName: string,
  moduleIds: string[],
  links: Partial<Pick<BuiltChunk, 'imports' | 'dynamicImports' | 'isEntry' | 'name'>> = {},
): BuiltChunk {
  return {
    fileName,
    name: links.name ?? fileName,
    isEntry: links.isEntry ?? false,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    moduleIds,
  };
}

/**
 * Two entries sharing React; the app's entry loads its router chunk; the shell, the dashboard,
 * the grid and billing are loaded on demand; Mantine's Select is shared by the grid and billing,
 * its Paper by the dashboard and the grid; the sign-in page loads its widget later.
 */
const FIRST_BUILD: BuiltChunk[] = [
  chunk('index.js', [`${SRC}/main.tsx`], {
    isEntry: true,
    name: 'index',
    imports: ['react.js', 'router.js'],
    dynamicImports: ['layout.js', 'dashboard.js', 'grid.js', 'billing.js'],
  }),
  chunk('sign-in.js', [`${SRC}/sign-in-main.tsx`], {
    isEntry: true,
    name: 'sign-in',
    imports: ['react.js'],
    dynamicImports: ['widget.js'],
  }),
  chunk('react.js', ['/repo/node_modules/react/index.js', '/repo/node_modules/react-dom/client.js']),
  chunk('router.js', ['/repo/node_modules/@tanstack/react-router/dist/index.js']),
  chunk('widget.js', [`${SRC}/features/auth/widget.tsx`, `${MANTINE}/Button/Button.mjs`], { imports: ['react.js'] }),
  chunk('layout.js', [`${SRC}/components/app-layout.tsx`, `${MANTINE}/AppShell/AppShell.mjs`], {
    imports: ['index.js', 'react.js'],
  }),
  chunk('dashboard.js', [`${SRC}/features/dashboard/dashboard-page.tsx`], {
    imports: ['paper.js', 'react.js'],
    dynamicImports: ['chart.js'],
  }),
  chunk('paper.js', [`${MANTINE}/Paper/Paper.mjs`]),
  chunk('chart.js', [`${SRC}/features/dashboard/chart.tsx`, `${MANTINE}/ScrollArea/ScrollArea.mjs`]),
  chunk('grid.js', [`${SRC}/features/products/products-page.tsx`], { imports: ['select.js', 'paper.js', 'money.js'] }),
  chunk('billing.js', [`${SRC}/features/billing/billing-page.tsx`], { imports: ['select.js', 'money.js'] }),
  chunk('select.js', [`${MANTINE}/Select/Select.mjs`, '/repo/node_modules/@floating-ui/react/dist/index.mjs']),
  chunk('money.js', [`${SRC}/lib/money.ts`]),
];

const modulesOf = (groups: ReturnType<typeof planChunks>) =>
  Object.fromEntries(groups.map((g) => [g.name, [...g.modules].sort()]));

describe('the chunk plan (decision 046)', () => {
  it('merges what the first screens always load together, and the interface libraries of the pages opened later', () => {
    expect(modulesOf(planChunks(FIRST_BUILD))).toEqual({
      boot: ['/repo/node_modules/react-dom/client.js', '/repo/node_modules/react/index.js'],
      app: [`${SRC}/main.tsx`, '/repo/node_modules/@tanstack/react-router/dist/index.js'],
      shell: [`${SRC}/components/app-layout.tsx`, `${MANTINE}/AppShell/AppShell.mjs`],
      // Not the dashboard's Paper (its first screen) nor its chart's ScrollArea (loaded after
      // it), nor the sign-in widget's Button, nor the app's own modules (money.ts): only the
      // libraries of pages opened later.
      ui: ['/repo/node_modules/@floating-ui/react/dist/index.mjs', `${MANTINE}/Select/Select.mjs`],
    });
  });

  it('fails a build whose first screens have no chunk it knows: the plan would be wrong', () => {
    expect(() => planChunks(FIRST_BUILD.filter((c) => c.fileName !== 'dashboard.js'))).toThrow(/no chunk for the dashboard page/);
    expect(() => planChunks(FIRST_BUILD.filter((c) => !c.isEntry || c.name !== 'sign-in'))).toThrow(/the entry "sign-in"/);
  });

  it('finds a first screen that loads a group it had no module of', () => {
    const groups = planChunks(FIRST_BUILD);
    // As planned: the second build holds the groups in chunks of their own.
    const planned: BuiltChunk[] = [
      chunk('index.js', [`${SRC}/main.tsx`, '/repo/node_modules/@tanstack/react-router/dist/index.js'], {
        isEntry: true,
        name: 'index',
        imports: ['boot.js'],
      }),
      chunk('sign-in.js', [`${SRC}/sign-in-main.tsx`], {
        isEntry: true,
        name: 'sign-in',
        imports: ['boot.js'],
        dynamicImports: ['widget.js'],
      }),
      chunk('boot.js', ['/repo/node_modules/react/index.js', '/repo/node_modules/react-dom/client.js']),
      chunk('widget.js', [`${SRC}/features/auth/widget.tsx`, `${MANTINE}/Button/Button.mjs`], { imports: ['boot.js'] }),
      chunk('shell.js', [`${SRC}/components/app-layout.tsx`, `${MANTINE}/AppShell/AppShell.mjs`], { imports: ['index.js'] }),
      chunk('dashboard.js', [`${SRC}/features/dashboard/dashboard-page.tsx`], { imports: ['paper.js'] }),
      chunk('paper.js', [`${MANTINE}/Paper/Paper.mjs`]),
    ];
    expect(planBreaches(planned, groups)).toEqual([]);
    // The sign-in widget importing the shell's chunk: the sign-in page would load the shell.
    const widget = planned.find((c) => c.fileName === 'widget.js');
    if (widget) widget.imports = ['boot.js', 'shell.js'];
    // The dashboard's page landing in the interface libraries' chunk.
    const paper = planned.find((c) => c.fileName === 'paper.js');
    if (paper) paper.moduleIds.push(`${MANTINE}/Select/Select.mjs`);
    expect(planBreaches(planned, groups)).toEqual([
      'the dashboard loads paper.js (group ui)',
      'the dashboard, later loads paper.js (group ui)',
      'the sign-in page, later loads shell.js (group shell)',
      'the sign-in page, later loads index.js (group app)',
    ]);
  });
});

/**
 * React's modules as Preact's compatibility layer provides them (docs/decisions/015-extension-on-preact.md).
 * One list for the build (esbuild's `alias`, which maps sub-paths too: react-dom/client to
 * preact/compat/client) and the extension's tests (Vitest's resolve.alias), so the tests run
 * the code that ships.
 */
export const reactOnPreact = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
};

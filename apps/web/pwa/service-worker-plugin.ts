import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/**
 * The chunks the scanner needs with no connection, found by the modules they hold: the app
 * shell, the scanner's page and its decoder (the WebAssembly too). The entry and everything it
 * imports come along by themselves.
 */
const OFFLINE_MODULES = [/components[\\/]app-layout/, /features[\\/]scanner[\\/]/, /barcode-detector/, /zxing-wasm/];
/** Files of public/ the installed app shows before any chunk. */
const PUBLIC_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

/** The build's files to keep offline: the entry, the chunks above, what they import, their CSS. */
export function precacheList(bundle: OutputBundle): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const item = bundle[fileName];
    if (item?.type !== 'chunk') return;
    for (const imported of item.imports) add(imported);
    for (const css of item.viteMetadata?.importedCss ?? []) add(css);
    for (const asset of item.viteMetadata?.importedAssets ?? []) add(asset);
  };
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && (item.isEntry || item.moduleIds.some((id) => OFFLINE_MODULES.some((m) => m.test(id)))))
      add(item.fileName);
    if (item.type === 'asset' && item.names.some((n) => n.endsWith('.wasm'))) add(item.fileName);
  }
  return [...PUBLIC_FILES, ...[...files].filter((f) => !f.endsWith('.map') && !f.endsWith('.html')).map((f) => `/${f}`)];
}

/**
 * Writes the service worker (pwa/service-worker.js) into the build as /sw.js, with the release's
 * files to keep and a version from them: a release with other files is a new worker, which
 * replaces the old one's cache. Production builds only (lib/service-worker.ts registers it).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'shelfscope-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = precacheList(bundle);
      const template = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
      const version = createHash('sha256').update(template).update(files.join('\n')).digest('hex').slice(0, 12);
      const source = template
        .replace('self.__PRECACHE__', JSON.stringify(files))
        .replace('self.__VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

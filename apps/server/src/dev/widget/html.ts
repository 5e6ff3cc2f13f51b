import { escapeHtml } from '../../platform/http/escape-html.js';

/** What the playground page hands to its script (embedded as JSON, never executed). */
export type PlaygroundData = {
  publicToken: string;
  /** The host's config overrides, merged over the defaults in the browser (which knows its origin). */
  config: Record<string, unknown>;
  theme: 'light' | 'dark';
  selector: string;
  /** Nonce of this response: lets the widget's injected <style> through the CSP. */
  nonce: string;
};

/**
 * Scripts only from this server (the bundle and the playground script), styles only with this
 * response's nonce, API calls to this server and the configured API, nothing else.
 */
export function playgroundCsp(nonce: string, apiOrigin: string | null): string {
  const connect = ["'self'", ...(apiOrigin ? [apiOrigin] : [])].join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'nonce-${nonce}'`,
    `connect-src ${connect}`,
    'img-src data: https: http:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON safe inside a <script> element: no "</script>", no HTML comment openers, no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const STYLE = `
  :root { color-scheme: light; --fg: #19303d; --muted: #5c727d; --line: #d9e1e5; --bg: #f4f7f8; --panel: #fff; }
  :root[data-theme="dark"] { color-scheme: dark; --fg: #e3eef1; --muted: #9db3bc; --line: #2c4550; --bg: #08131a; --panel: #0f1d24; }
  body { font: 14px/1.5 system-ui, sans-serif; margin: 0; background: var(--bg); color: var(--fg); }
  main { max-width: 1040px; margin: 0 auto; padding: 24px 16px; display: grid; grid-template-columns: minmax(0, 420px) minmax(0, 1fr); gap: 32px; }
  header { grid-column: 1 / -1; } h1 { font-size: 18px; margin: 0 0 4px; } p { margin: 0; color: var(--muted); }
  a { color: inherit; } h2 { font-size: 14px; margin: 0 0 8px; color: var(--muted); font-weight: 600; }
  ol { margin: 0; padding: 0 0 0 20px; font: 12px/1.6 ui-monospace, monospace; } li[data-kind="error"] { color: #c0252b; }
  pre { margin: 0; white-space: pre-wrap; word-break: break-word; font: 12px/1.5 ui-monospace, monospace; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 12px; }
  section { margin-bottom: 24px; } summary { cursor: pointer; color: var(--muted); font-weight: 600; margin-bottom: 8px; } .alert { color: #c0252b; font-weight: 600; }
  @media (max-width: 760px) { main { grid-template-columns: minmax(0, 1fr); } }
`;

/** The playground: the widget on the left, its events and configuration on the right. */
export function renderPlayground(data: PlaygroundData): string {
  const other = data.theme === 'dark' ? 'light' : 'dark';
  return `<!doctype html><html lang="en" data-theme="${data.theme}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Login widget playground · ShelfScope</title><style nonce="${escapeHtml(data.nonce)}">${STYLE}</style></head>
<body><main>
<header><h1>Login widget playground</h1><p>The standalone bundle, mounted with <code>?config={json}</code> over the defaults.
<a href="?theme=${other}" id="theme-link">Switch to the ${other} theme</a> (drops the config).</p></header>
<div><p class="alert" role="alert" id="mount-error" hidden></p><div id="widget"></div></div>
<div><section aria-labelledby="events-title"><h2 id="events-title">Events</h2><ol id="events" aria-live="polite"></ol></section>
<details><summary>Configuration</summary><pre id="config-json"></pre></details></div>
</main>
<script type="application/json" id="playground-data">${scriptJson(data)}</script>
<script type="module" src="/dev/widget/login-widget.js"></script><script type="module" src="/dev/widget/playground.js"></script>
</body></html>`;
}

/** A page for a query string the playground cannot use. */
export function renderBadRequest(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad playground request</title></head>
<body><h1>Bad playground request</h1><p>${escapeHtml(message)}</p><p><a href="/dev/widget">Open the playground with the defaults</a></p></body></html>`;
}

import { escapeHtml } from '../../platform/http/escape-html.js';
import type { DevUser } from './users.js';

/**
 * The dev IdP pages' policy. form-action also governs where a form's answer redirects: a sign-in
 * posted here ends, after our callback, on the app's redirect URL, which may be another origin
 * (an embedding site), as it may after a real IdP. So forms may lead to any http(s) page; they
 * are our own fixed forms, and the redirect URLs are checked by the identity server.
 */
export const DEV_IDP_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self' http: https:";

const STYLE = `
  :root { color-scheme: light dark; --fg: #1b1f24; --muted: #5c6670; --line: #d9dee3; --bg: #f6f7f9; --card: #fff; --accent: #0b7285; --hover: #eef6f7; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6e8eb; --muted: #9aa4ad; --line: #2f353b; --bg: #101214; --card: #16191c; --accent: #3bc9db; --hover: #1d2428; } }
  * { box-sizing: border-box; }
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; background: var(--bg); color: var(--fg); }
  main { max-width: 480px; margin: 48px auto; padding: 0 16px; }
  .card { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 24px; }
  h1 { font-size: 20px; margin: 0 0 4px; } p { margin: 0 0 16px; color: var(--muted); }
  .badge { display: inline-block; font-size: 12px; padding: 2px 8px; border-radius: 999px; border: 1px solid var(--line); color: var(--muted); margin-bottom: 12px; }
  form { margin: 0 0 8px; }
  button { width: 100%; text-align: left; display: grid; grid-template-columns: 40px 1fr; gap: 2px 12px; align-items: center;
    padding: 12px; border: 1px solid var(--line); border-radius: 10px; background: transparent; color: inherit; cursor: pointer; font: inherit; }
  button:hover, button:focus-visible { background: var(--hover); border-color: var(--accent); outline: none; }
  .avatar { grid-row: span 2; width: 40px; height: 40px; border-radius: 50%; display: grid; place-items: center; background: var(--accent); color: var(--card); font-weight: 600; }
  .name { font-weight: 600; } .meta { font-size: 13px; color: var(--muted); overflow-wrap: anywhere; }
  footer { margin-top: 16px; font-size: 13px; color: var(--muted); }
  main:has(.wide) { max-width: 880px; } h2 { font-size: 16px; margin: 24px 0 8px; }
  table { width: 100%; border-collapse: collapse; } td { padding: 8px; border-top: 1px solid var(--line); vertical-align: top; }
  code { font-size: 13px; overflow-wrap: anywhere; }
`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeHtml(title)} · ShelfScope development IdP</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** What a provider would report as this user's tenant, shown beside them. */
export function tenantLabel(provider: string, user: DevUser): string {
  switch (provider) {
    case 'google':
      return `Google hd ${user.googleHd}`;
    case 'microsoft':
      return `Microsoft tid ${user.microsoftTid}`;
    case 'slack':
      return `Slack team ${user.slackTeam}`;
    case 'hubspot':
      return `HubSpot portal ${user.hubspotPortal}`;
    case 'github':
      return `GitHub org ${user.githubOrg.login} (${user.githubOrg.id})`;
    default:
      return '';
  }
}

/**
 * The sign-in page: one button per test user, each a form posting `user` (and any hidden
 * fields) to `action`.
 */
export function renderSignIn(input: {
  title: string;
  providerLabel: string;
  provider: string;
  action: string;
  users: readonly DevUser[];
  hidden?: Record<string, string>;
  clientLabel?: string;
}): string {
  const hidden = Object.entries(input.hidden ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const rows = input.users
    .map(
      (
        u,
      ) => `<form method="post" action="${escapeHtml(input.action)}">${hidden}<input type="hidden" name="user" value="${escapeHtml(u.id)}">
<button type="submit"><span class="avatar" aria-hidden="true">${escapeHtml(u.name.slice(0, 1))}</span><span class="name">${escapeHtml(u.name)}</span>
<span class="meta">${escapeHtml(u.email)}${input.provider ? ` · ${escapeHtml(tenantLabel(input.provider, u))}` : ''}</span></button></form>`,
    )
    .join('\n');
  return page(
    input.title,
    `<div class="card"><span class="badge">Development identity provider · ${escapeHtml(input.providerLabel)}</span>
<h1>${escapeHtml(input.title)}</h1><p>Choose the test user who signs in${input.clientLabel ? ` to ${escapeHtml(input.clientLabel)}` : ''}. No password: this provider exists only while dev tools are on.</p>
${rows}</div><footer>demo@ is the demo organization's seller; buyer@ is new (joins the demo organization); alex@ has no organization (discovery, then create one).</footer>`,
  );
}

/** A page that posts a form at once (SAML HTTP-POST binding), with a button if scripts are off. */
export function renderAutoPost(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    'Signing in',
    `<div class="card"><h1>Signing in…</h1><p>Sending you back to the application.</p><form id="post" method="post" action="${escapeHtml(action)}">${inputs}<button type="submit"><span class="avatar">→</span><span class="name">Continue</span><span class="meta">${escapeHtml(action)}</span></button></form></div>
<script>document.getElementById('post').submit()</script>`,
  );
}

export function renderError(message: string): string {
  return page('Sign-in error', `<div class="card"><h1>Cannot sign in</h1><p>${escapeHtml(message)}</p></div>`);
}

/** /dev/idp: the test users with every provider's tenant value, and the endpoints to wire up. */
export function renderOverview(users: readonly DevUser[], endpoints: [string, string][]): string {
  const rows = users
    .map(
      (u) => `<tr><td><span class="name">${escapeHtml(u.name)}</span><br><span class="meta">${escapeHtml(u.email)}</span></td>
<td class="meta">${['google', 'microsoft', 'slack', 'hubspot', 'github'].map((p) => escapeHtml(tenantLabel(p, u))).join('<br>')}</td></tr>`,
    )
    .join('');
  const list = endpoints
    .map(([label, url]) => `<tr><td class="meta">${escapeHtml(label)}</td><td><code>${escapeHtml(url)}</code></td></tr>`)
    .join('');
  return page(
    'Development identity provider',
    `<div class="card wide"><span class="badge">Dev tools only</span><h1>Development identity provider</h1>
<p>Stands in for Google, Microsoft, GitHub, Slack, HubSpot, an OIDC and a SAML identity provider while no real credentials are configured. Its sign-in page lists these test users.</p>
<table>${rows}</table><h2>Endpoints</h2><table>${list}</table></div>`,
  );
}

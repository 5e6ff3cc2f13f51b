import { escapeHtml } from '../../platform/http/escape-html.js';
import type { MailboxMessage, OutboxText } from './repo.js';

/** Pages that render mail must not run it: scripts are blocked and the HTML body sits in a sandbox. */
export const MAILBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

const STYLE = `
  :root { color-scheme: light dark; --fg: #1b1f24; --muted: #5c6670; --line: #d9dee3; --bg: #fff; --accent: #0b7285; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6e8eb; --muted: #9aa4ad; --line: #2f353b; --bg: #16191c; --accent: #3bc9db; } }
  body { font: 14px/1.5 system-ui, sans-serif; margin: 0; background: var(--bg); color: var(--fg); }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 20px; margin: 0 0 4px; } p.muted, .muted { color: var(--muted); }
  form { display: flex; gap: 8px; margin: 16px 0; flex-wrap: wrap; }
  input { flex: 1; min-width: 200px; padding: 6px 8px; border: 1px solid var(--line); border-radius: 6px; background: transparent; color: inherit; }
  button, a.button { padding: 6px 12px; border-radius: 6px; border: 1px solid var(--line); background: transparent; color: inherit; cursor: pointer; text-decoration: none; }
  table { width: 100%; border-collapse: collapse; } td, th { text-align: left; padding: 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
  th { color: var(--muted); font-weight: 500; } a { color: var(--accent); }
  pre { white-space: pre-wrap; word-break: break-word; border: 1px solid var(--line); border-radius: 6px; padding: 12px; }
  iframe { width: 100%; height: 480px; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; } dt { color: var(--muted); }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeHtml(title)} · ShelfScope dev mailbox</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function renderMailboxList(messages: MailboxMessage[], to: string | undefined, texts: OutboxText[] = []): string {
  const rows = messages
    .map(
      (m) => `<tr><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td>
<td>${escapeHtml(m.to)}</td><td class="muted"><time datetime="${m.createdAt}">${m.createdAt.replace('T', ' ').slice(0, 19)} UTC</time></td></tr>`,
    )
    .join('');
  const empty = `<p class="muted">No messages${to ? ` for ${escapeHtml(to)}` : ''} yet. Email the application sends appears here while no SMTP server is configured.</p>`;
  return page(
    'Inbox',
    `<h1>Dev mailbox</h1><p class="muted">Every email ShelfScope sends lands here in development. Newest first. JSON: <a href="/dev/mailbox/messages">/dev/mailbox/messages</a></p>
<form method="get" action="/dev/mailbox"><input type="email" name="to" placeholder="Filter by recipient" value="${escapeHtml(to ?? '')}" aria-label="Recipient">
<button type="submit">Filter</button>${to ? '<a class="button" href="/dev/mailbox">Show all</a>' : ''}</form>
${messages.length ? `<table><thead><tr><th>Subject</th><th>To</th><th>Received</th></tr></thead><tbody>${rows}</tbody></table>` : empty}
${renderTexts(texts)}`,
  );
}

export function renderMailboxMessage(m: MailboxMessage): string {
  const body = m.html
    ? `<iframe title="Message body" sandbox srcdoc="${escapeHtml(m.html)}"></iframe><h2>Text version</h2><pre>${escapeHtml(m.text)}</pre>`
    : `<pre>${escapeHtml(m.text)}</pre>`;
  return page(
    m.subject,
    `<p><a href="/dev/mailbox">← Inbox</a></p><h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>Received</dt><dd>${m.createdAt}</dd></dl>${body}`,
  );
}

export function renderNotFound(): string {
  return page('Not found', '<p><a href="/dev/mailbox">← Inbox</a></p><h1>Message not found</h1>');
}

/** The dev SMS outbox beside the mailbox: texts (MFA passcodes) land here while Twilio is not configured. */
function renderTexts(texts: OutboxText[]): string {
  const rows = texts
    .map(
      (t) => `<tr><td>${escapeHtml(t.body)}</td><td>${escapeHtml(t.to)}</td>
<td class="muted"><time datetime="${t.createdAt}">${t.createdAt.replace('T', ' ').slice(0, 19)} UTC</time></td></tr>`,
    )
    .join('');
  return `<h2>Text messages</h2><p class="muted">Texts ShelfScope sends (MFA passcodes) while Twilio is not configured. JSON: <a href="/dev/sms/messages">/dev/sms/messages</a></p>
${texts.length ? `<table><thead><tr><th>Message</th><th>To</th><th>Sent</th></tr></thead><tbody>${rows}</tbody></table>` : '<p class="muted">No text messages yet.</p>'}`;
}

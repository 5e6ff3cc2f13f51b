import { escapeHtml } from '../../platform/http/escape-html.js';

export type EmailContent = { subject: string; text: string; html: string };

/**
 * One layout for every identity email: a heading, paragraphs, an optional button (link) or
 * code, and a footnote; rendered as HTML (inline styles, mail clients strip <style>) and as text.
 */
export function renderEmail(input: {
  projectName: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  code?: string;
  footnote?: string;
  /** The language of the words (the html element's lang; English when unset). */
  lang?: string;
  /** The line under the button (English unless the email's locale gives its own). */
  pasteLink?: string;
}): EmailContent {
  const p = (t: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:22px;color:#1b1f24">${escapeHtml(t)}</p>`;
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#0b7285;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5c6670">${escapeHtml(input.pasteLink ?? 'Or paste this link into your browser:')}<br><span style="word-break:break-all">${escapeHtml(input.action.url)}</span></p>`
    : '';
  const code = input.code
    ? `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;font-family:ui-monospace,Menlo,monospace;color:#1b1f24">${escapeHtml(input.code)}</p>`
    : '';
  const footnote = input.footnote
    ? `<p style="margin:24px 0 0;font-size:12px;color:#5c6670">${escapeHtml(input.footnote)}</p>`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(input.lang ?? 'en')}"><body style="margin:0;background:#f4f6f8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<div style="max-width:520px;margin:0 auto;padding:32px 16px"><div style="background:#ffffff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 16px;font-size:20px;color:#1b1f24">${escapeHtml(input.heading)}</h1>${input.paragraphs.map(p).join('')}${code}${button}${footnote}
</div><p style="text-align:center;font-size:12px;color:#5c6670;margin-top:16px">${escapeHtml(input.projectName)}</p></div></body></html>`;
  const text = [
    input.heading,
    '',
    ...input.paragraphs.flatMap((t) => [t, '']),
    ...(input.code ? [input.code, ''] : []),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...(input.footnote ? [input.footnote, ''] : []),
    `-- ${input.projectName}`,
  ].join('\n');
  return { subject: input.subject, text, html };
}

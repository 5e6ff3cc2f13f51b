/**
 * The widget's stylesheet. Every class starts with `ssl-` and every rule is scoped under
 * `.ssl-root`; descendants first revert to the browser's defaults (`all: revert`), so the host
 * page's element rules (`button {…}`, `h2 {…}`) do not leak in. SVG is left out of the revert so
 * its presentation attributes keep working. Sides are logical (inline start and end), so a
 * right-to-left locale (`dir="rtl"` on the root) mirrors the layout. Colors and sizes are custom properties: the defaults
 * (400px wide, 8px radius, dark-teal palette) are declared here, a theme overrides them inline.
 */
export const STYLES = `
.ssl-root :where(:not(svg, svg *)) { all: revert; }
.ssl-root, .ssl-root * { box-sizing: border-box; }
.ssl-root {
  --ssl-bg: #ffffff; --ssl-border: #adbcc5; --ssl-radius: 8px; --ssl-width: 400px;
  --ssl-primary: #19303d; --ssl-secondary: #5c727d; --ssl-success: #0c5a56; --ssl-error: #8b1214;
  --ssl-btn-bg: #19303d; --ssl-btn-fg: #ffffff; --ssl-btn-border: #19303d; --ssl-btn-radius: 4px;
  --ssl-btn2-bg: #ffffff; --ssl-btn2-fg: #19303d; --ssl-btn2-border: #19303d; --ssl-btn2-radius: 4px;
  --ssl-input-bg: #ffffff; --ssl-input-fg: #000000; --ssl-input-placeholder: #8296a1; --ssl-input-border: #19303d; --ssl-input-radius: 4px;
  --ssl-font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
.ssl-root { font-family: var(--ssl-font); color: var(--ssl-primary); font-size: 16px; line-height: 1.5; -webkit-font-smoothing: antialiased; }
.ssl-root .ssl-container { width: var(--ssl-width); max-width: 100%; background: var(--ssl-bg); border: 1px solid var(--ssl-border); border-radius: var(--ssl-radius); padding: 32px; display: flex; flex-direction: column; gap: 24px; position: relative; }
.ssl-root .ssl-screen { display: flex; flex-direction: column; gap: 24px; }
.ssl-root .ssl-header { display: flex; flex-direction: column; align-items: center; gap: 8px; text-align: center; }
.ssl-root .ssl-logos { display: flex; align-items: center; justify-content: center; gap: 16px; }
.ssl-root .ssl-logo { max-height: 50px; max-width: 100px; object-fit: contain; }
.ssl-root .ssl-title { font-size: 24px; font-weight: 600; line-height: 1.3; margin: 0; color: var(--ssl-primary); overflow-wrap: anywhere; }
.ssl-root .ssl-text { margin: 0; font-size: 16px; color: var(--ssl-primary); overflow-wrap: anywhere; }
.ssl-root .ssl-muted { color: var(--ssl-secondary); }
.ssl-root .ssl-small { font-size: 14px; }
.ssl-root .ssl-center { text-align: center; }
.ssl-root .ssl-stack { display: flex; flex-direction: column; gap: 12px; }
.ssl-root .ssl-form { display: flex; flex-direction: column; gap: 16px; margin: 0; }
.ssl-root .ssl-field { display: flex; flex-direction: column; gap: 4px; }
.ssl-root .ssl-label { font-size: 14px; font-weight: 500; color: var(--ssl-primary); }
.ssl-root .ssl-input { width: 100%; height: 44px; padding: 0 12px; margin: 0; font: inherit; font-size: 16px; color: var(--ssl-input-fg); background: var(--ssl-input-bg); border: 1px solid var(--ssl-input-border); border-radius: var(--ssl-input-radius); outline: none; }
.ssl-root .ssl-input::placeholder { color: var(--ssl-input-placeholder); opacity: 1; }
.ssl-root .ssl-input:focus-visible { box-shadow: 0 0 0 3px color-mix(in srgb, var(--ssl-btn-bg) 35%, transparent); }
.ssl-root .ssl-input[aria-invalid="true"] { border-color: var(--ssl-error); }
.ssl-root .ssl-input:read-only, .ssl-root .ssl-input:disabled { opacity: 0.7; cursor: default; }
.ssl-root .ssl-password { position: relative; }
.ssl-root .ssl-password .ssl-input { padding-inline-end: 64px; }
.ssl-root .ssl-reveal { position: absolute; inset-inline-end: 6px; top: 6px; height: 32px; padding: 0 8px; border: 0; background: none; font: inherit; font-size: 14px; color: var(--ssl-secondary); cursor: pointer; border-radius: 4px; }
.ssl-root .ssl-btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; width: 100%; min-height: 44px; padding: 8px 16px; margin: 0; font: inherit; font-size: 16px; font-weight: 600; line-height: 1.2; text-decoration: none; cursor: pointer; color: var(--ssl-btn-fg); background: var(--ssl-btn-bg); border: 1px solid var(--ssl-btn-border); border-radius: var(--ssl-btn-radius); }
.ssl-root .ssl-btn:hover:not(:disabled) { filter: brightness(1.12); }
.ssl-root .ssl-btn:disabled { opacity: 0.5; cursor: not-allowed; }
.ssl-root .ssl-btn-secondary { color: var(--ssl-btn2-fg); background: var(--ssl-btn2-bg); border-color: var(--ssl-btn2-border); border-radius: var(--ssl-btn2-radius); font-weight: 500; }
.ssl-root .ssl-btn-secondary:hover:not(:disabled) { filter: none; background: color-mix(in srgb, var(--ssl-btn2-fg) 8%, var(--ssl-btn2-bg)); }
.ssl-root .ssl-link { display: inline; padding: 0; margin: 0; border: 0; background: none; font: inherit; color: var(--ssl-primary); text-decoration: underline; text-underline-offset: 2px; cursor: pointer; border-radius: 2px; }
.ssl-root .ssl-link:disabled { color: var(--ssl-secondary); cursor: default; text-decoration: none; }
.ssl-root :is(.ssl-btn, .ssl-link, .ssl-back, .ssl-reveal, .ssl-org-row, .ssl-toast-close, a):focus-visible { outline: 2px solid var(--ssl-primary); outline-offset: 2px; }
.ssl-root .ssl-back { align-self: flex-start; display: inline-flex; align-items: center; gap: 4px; padding: 4px; margin: -8px 0; margin-inline-start: -8px; border: 0; background: none; font: inherit; font-size: 14px; color: var(--ssl-primary); cursor: pointer; border-radius: 4px; }
.ssl-root[dir="rtl"] .ssl-back svg { transform: scaleX(-1); }
.ssl-root .ssl-divider { display: flex; align-items: center; gap: 12px; font-size: 14px; color: var(--ssl-secondary); }
.ssl-root .ssl-divider::before, .ssl-root .ssl-divider::after { content: ""; flex: 1; border-top: 1px solid var(--ssl-border); }
.ssl-root .ssl-error-text { margin: 0; font-size: 14px; color: var(--ssl-error); }
.ssl-root .ssl-error-text a { color: inherit; }
.ssl-root .ssl-spinner-wrap { display: flex; flex-direction: column; align-items: center; gap: 16px; padding: 24px 0; }
.ssl-root .ssl-spinner { width: 40px; height: 40px; border-radius: 50%; border: 4px solid color-mix(in srgb, var(--ssl-primary) 15%, transparent); border-top-color: var(--ssl-primary); animation: ssl-spin 0.8s linear infinite; }
@keyframes ssl-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .ssl-root .ssl-spinner { animation-duration: 2.4s; } }
.ssl-root .ssl-success { display: flex; flex-direction: column; align-items: center; gap: 16px; text-align: center; }
.ssl-root .ssl-success svg { color: var(--ssl-success); }
.ssl-root .ssl-watermark { margin: 0; text-align: center; font-size: 12px; color: var(--ssl-secondary); }
.ssl-root .ssl-watermark a { color: inherit; font-weight: 600; }
.ssl-root .ssl-toasts { position: fixed; top: 16px; left: 50%; transform: translateX(-50%); z-index: 2147483000; display: flex; flex-direction: column; align-items: center; gap: 8px; pointer-events: none; width: max-content; max-width: calc(100vw - 32px); }
.ssl-root .ssl-toast { pointer-events: auto; display: flex; align-items: center; gap: 8px; max-width: 350px; padding: 8px 12px; font-size: 14px; color: #363636; background: #ffffff; border-radius: 8px; box-shadow: 0 3px 10px rgba(0, 0, 0, 0.1), 0 3px 3px rgba(0, 0, 0, 0.05); transition: opacity 0.3s, transform 0.3s; }
.ssl-root .ssl-toast[data-visible="false"] { opacity: 0; transform: translateY(-8px); }
.ssl-root .ssl-toast[data-type="success"] svg { color: #0c7a55; }
.ssl-root .ssl-toast[data-type="error"] svg { color: #c0252b; }
.ssl-root .ssl-toast-close { border: 0; background: none; padding: 2px; margin-inline-start: 4px; cursor: pointer; color: #6b7280; font: inherit; line-height: 1; border-radius: 4px; }
.ssl-root .ssl-visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
@media (max-width: 480px) { .ssl-root .ssl-container { padding: 24px 16px; } }
`;

const STYLE_ELEMENT_ID = 'shelfscope-login-widget-styles';

/** Rules added by chunks loaded on demand (styles-on-demand.ts), in the order they loaded. */
let addedStyles = '';

/**
 * Adds the stylesheet to the document once (every widget on the page shares it). A nonce lets
 * it through a CSP that allows styles by nonce only.
 */
export function injectStyles(doc: Document = document, nonce?: string): void {
  if (doc.getElementById(STYLE_ELEMENT_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ELEMENT_ID;
  if (nonce) style.nonce = nonce;
  style.textContent = STYLES + addedStyles;
  doc.head.appendChild(style);
}

/**
 * Adds the rules of a chunk loaded on demand, once: to the stylesheet already in the document
 * (the element keeps its nonce), and to the one injectStyles writes later.
 */
export function addStyles(css: string, doc: Document = document): void {
  if (addedStyles.includes(css)) return;
  addedStyles += css;
  const style = doc.getElementById(STYLE_ELEMENT_ID);
  if (style) style.textContent += css;
}

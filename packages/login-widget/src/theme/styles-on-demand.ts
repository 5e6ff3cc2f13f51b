/**
 * Rules of the screens in the on-demand chunk (styles.ts has the first screens'): the passcode
 * boxes, the new password's strength meter, "Check your email", the authenticator app and the
 * backup codes (styles-org-list.ts has the organization lists). The chunk adds them when it
 * loads (addStyles), before any of its screens renders, so they stay out of the first load.
 */
export const ON_DEMAND_STYLES = `
.ssl-root .ssl-otp { position: relative; }
.ssl-root .ssl-otp-input { position: absolute; inset: 0; width: 100%; height: 100%; opacity: 0; font-size: 16px; border: 0; padding: 0; margin: 0; cursor: text; }
.ssl-root .ssl-otp-input:disabled { cursor: default; }
.ssl-root .ssl-otp-boxes { display: grid; grid-template-columns: repeat(6, 1fr); gap: 8px; pointer-events: none; }
.ssl-root .ssl-otp-box { height: 52px; display: flex; align-items: center; justify-content: center; font-size: 22px; font-weight: 600; color: var(--ssl-input-fg); background: var(--ssl-input-bg); border: 1px solid var(--ssl-input-border); border-radius: var(--ssl-input-radius); font-variant-numeric: tabular-nums; }
.ssl-root .ssl-otp:focus-within .ssl-otp-box[data-active="true"] { box-shadow: 0 0 0 3px color-mix(in srgb, var(--ssl-btn-bg) 35%, transparent); }
.ssl-root .ssl-otp[data-disabled="true"] .ssl-otp-box { opacity: 0.6; }
.ssl-root .ssl-otp[data-invalid="true"] .ssl-otp-box { border-color: var(--ssl-error); }
.ssl-root .ssl-strength { display: flex; flex-direction: column; gap: 8px; }
.ssl-root .ssl-strength-bar { display: grid; grid-template-columns: repeat(4, 1fr); gap: 4px; }
.ssl-root .ssl-segment { height: 4px; border-radius: 2px; background: color-mix(in srgb, var(--ssl-secondary) 30%, transparent); }
.ssl-root .ssl-segment[data-color="red"] { background: var(--ssl-error); }
.ssl-root .ssl-segment[data-color="green"] { background: var(--ssl-success); }
.ssl-root .ssl-checks { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.ssl-root .ssl-check { display: flex; align-items: flex-start; gap: 6px; font-size: 14px; color: var(--ssl-error); }
.ssl-root .ssl-check[data-ok="true"] { color: var(--ssl-success); }
.ssl-root .ssl-check svg { flex: none; margin-top: 3px; }
.ssl-root .ssl-mail-links { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.ssl-root .ssl-mail-links .ssl-btn { font-size: 14px; padding: 8px 4px; white-space: nowrap; text-align: center; }
.ssl-root .ssl-qr { display: block; margin: 0 auto; width: 200px; height: 200px; border-radius: 4px; background: #ffffff; padding: 8px; }
.ssl-root .ssl-code-block { display: block; width: 100%; padding: 12px; font: 600 18px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; letter-spacing: 0.04em; word-spacing: 0.3em; text-align: center; overflow-wrap: anywhere; color: var(--ssl-primary); background: color-mix(in srgb, var(--ssl-secondary) 12%, var(--ssl-bg)); border: 1px dashed var(--ssl-border); border-radius: var(--ssl-input-radius); cursor: copy; }
.ssl-root .ssl-code-list { display: grid; grid-template-columns: 1fr 1fr; gap: 6px 16px; margin: 0; padding: 12px; list-style: none; font: 15px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; text-align: center; color: var(--ssl-primary); background: color-mix(in srgb, var(--ssl-secondary) 12%, var(--ssl-bg)); border-radius: var(--ssl-input-radius); }
.ssl-root .ssl-row { display: flex; gap: 12px; }
`;

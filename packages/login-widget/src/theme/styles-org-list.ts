/** The organization and connection lists (discovery in the on-demand chunk, SSO's menu in the federated one). */
export const ORG_LIST_STYLES = `
.ssl-root .ssl-org-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; max-height: 320px; overflow-y: auto; }
.ssl-root .ssl-org-row { display: flex; align-items: center; gap: 12px; width: 100%; padding: 12px; margin: 0; font: inherit; text-align: start; color: var(--ssl-primary); background: var(--ssl-bg); border: 1px solid var(--ssl-border); border-radius: var(--ssl-btn-radius); cursor: pointer; }
.ssl-root .ssl-org-row:hover:not(:disabled) { background: color-mix(in srgb, var(--ssl-primary) 6%, var(--ssl-bg)); }
.ssl-root .ssl-org-logo { width: 36px; height: 36px; border-radius: 6px; object-fit: contain; flex: none; }
.ssl-root .ssl-org-initial { width: 36px; height: 36px; border-radius: 6px; flex: none; display: flex; align-items: center; justify-content: center; font-weight: 600; color: var(--ssl-btn-fg); background: var(--ssl-btn-bg); }
.ssl-root .ssl-org-name { flex: 1; font-weight: 600; overflow-wrap: anywhere; }
.ssl-root .ssl-org-action { font-size: 14px; color: var(--ssl-secondary); white-space: nowrap; }
`;

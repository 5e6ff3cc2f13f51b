import { describe, expect, it } from 'vitest';
import { addStyles, injectStyles, STYLES } from './styles.js';
import { ON_DEMAND_STYLES } from './styles-on-demand.js';
import { ORG_LIST_STYLES } from './styles-org-list.js';

const sheetOf = (doc: Document) => doc.getElementById('shelfscope-login-widget-styles') as HTMLStyleElement;

describe('the stylesheet and the rules of chunks loaded on demand', () => {
  it("keeps the on-demand screens' rules out of the first load's stylesheet", () => {
    expect(STYLES).not.toContain('.ssl-otp-box');
    expect(STYLES).not.toContain('.ssl-org-row {');
    expect(ON_DEMAND_STYLES).toContain('.ssl-otp-box');
    expect(ORG_LIST_STYLES).toContain('.ssl-org-row');
  });

  it('adds the rules of a chunk once to the sheet in the page, and to a sheet injected later', () => {
    const before = document.implementation.createHTMLDocument('before');
    injectStyles(before, 'n0nce');
    const css = '\n.ssl-root .ssl-test-rule { color: red; }\n';
    addStyles(css, before);
    addStyles(css, before);
    const text = sheetOf(before).textContent ?? '';
    expect(text.startsWith(STYLES)).toBe(true);
    expect(text.split('.ssl-test-rule')).toHaveLength(2);
    expect(sheetOf(before).nonce).toBe('n0nce');

    const after = document.implementation.createHTMLDocument('after');
    injectStyles(after, 'other');
    expect(sheetOf(after).textContent).toContain('.ssl-test-rule');
    expect(sheetOf(after).nonce).toBe('other');
  });
});

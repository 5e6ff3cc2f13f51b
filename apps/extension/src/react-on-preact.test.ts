import * as compat from 'preact/compat';
import * as compatClient from 'preact/compat/client';
import * as React from 'react';
import * as ReactDomClient from 'react-dom/client';
import { describe, expect, it } from 'vitest';

// The extension ships React's API on Preact (docs/decisions/015-extension-on-preact.md); its tests
// must render with what ships, or a difference between the two (onChange, effect timing) hides.
describe('the extension’s React', () => {
  it('is Preact’s compatibility layer in the tests, as in the build', () => {
    expect(React.useState).toBe(compat.useState);
    expect(ReactDomClient.createRoot).toBe(compatClient.createRoot);
  });
});

// Entry of the standalone bundle (React included), an ES module: `<script type="module" src=".../login-widget.js">`
// sets `window.ShelfScopeLogin.mount(selector, config, callbacks)`; its chunks load from beside it on demand.

import { mount } from './mount.js';
import { darkTheme } from './theme/theme.js';

(window as unknown as { ShelfScopeLogin: unknown }).ShelfScopeLogin = { mount, darkTheme };

export { darkTheme, mount };

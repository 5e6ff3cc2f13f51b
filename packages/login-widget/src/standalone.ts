// Entry of the standalone bundle (React included): `window.ShelfScopeLogin.mount(selector, config, callbacks)`.

export { mount } from './mount.js';
export { darkTheme } from './theme/theme.js';

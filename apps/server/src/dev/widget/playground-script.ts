/**
 * The playground's browser script (served as /dev/widget/playground.js; scripts are 'self' only
 * under the page's CSP, so it cannot be inline). It merges the config from the query over the
 * defaults, mounts the standalone bundle and lists the host callbacks it receives. Events show
 * their type only: their data carries session tokens, which do not belong on screen.
 */
export const PLAYGROUND_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById('playground-data').textContent);
  const here = location.origin + '/dev/widget';
  const defaults = {
    publicToken: data.publicToken,
    baseUrl: location.origin,
    products: ['emailOtp', 'emailMagicLinks', 'passwords'],
    authFlowType: 'Discovery',
    emailMagicLinksOptions: { loginRedirectURL: here, signupRedirectURL: here, discoveryRedirectURL: here },
    passwordOptions: { loginRedirectURL: here, resetPasswordRedirectURL: here, discoveryRedirectURL: here },
  };
  const config = Object.assign({}, defaults, data.config, { cspNonce: data.nonce });
  if (data.theme === 'dark') config.theme = Object.assign({}, window.ShelfScopeLogin.darkTheme, data.config.theme || {});
  const shown = Object.assign({}, config);
  delete shown.cspNonce;
  document.getElementById('config-json').textContent = JSON.stringify(shown, null, 2);
  const list = document.getElementById('events');
  window.playgroundEvents = [];
  const add = (kind, text) => {
    window.playgroundEvents.push({ kind: kind, text: text });
    const item = document.createElement('li');
    item.dataset.kind = kind;
    item.textContent = kind + ': ' + text;
    list.append(item);
  };
  try {
    window.playgroundWidget = window.ShelfScopeLogin.mount(data.selector, config, {
      onEvent: (event) => add('event', event.type),
      onError: (error) => add('error', error.message),
    });
  } catch (error) {
    const box = document.getElementById('mount-error');
    box.textContent = error.message;
    box.hidden = false;
  }
})();
`;

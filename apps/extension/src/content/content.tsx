import { marketplaceOfHost } from '@shelfscope/contracts';
import { createRoot } from 'react-dom/client';
import { sendToWorker } from '../lib/bridge';
import { STOREFRONT_MESSAGE, type StorefrontAnswer } from '../lib/lookup-marketplace';
import { mountInShadow } from '../panel/mount';
import { pageAsin } from './asin';
import { ContentApp } from './content-app';

/**
 * The content script: on a marketplace product page it adds the panel in a shadow root (the page's
 * CSS cannot reach in, ours cannot leak out) and follows the page's ASIN as the member picks
 * another variation (the URL changes by history.pushState/replaceState without a page load).
 * The storefront's host names the marketplace the figures are asked for (amazon.de: DE).
 */
const HOST_ID = 'shelfscope-extension-root';

function start() {
  if (document.getElementById(HOST_ID)) return;
  const { host, container } = mountInShadow(document, HOST_ID);
  const root = createRoot(container);
  let shown: string | null = null;
  const marketplace = marketplaceOfHost(location.hostname);
  const render = () => {
    const asin = pageAsin(location.href, document);
    if (asin === shown) return;
    shown = asin;
    host.hidden = asin === null;
    root.render(asin ? <ContentApp asin={asin} send={sendToWorker} marketplace={marketplace} host={location.hostname} /> : null);
  };
  render();
  // The toolbar popup asks which storefront this tab is, to look codes up on its marketplace.
  chrome.runtime.onMessage.addListener((message: { type?: string } | undefined, _sender, reply) => {
    if (message?.type === STOREFRONT_MESSAGE) reply({ marketplace } satisfies StorefrontAnswer);
  });
  // A content script lives in an isolated world and cannot wrap the page's history methods:
  // it watches for the URL (and the page's ASIN field) to change instead.
  window.addEventListener('popstate', render);
  setInterval(render, 400);
}

start();

import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import panelCss from './panel.css?inline';

/**
 * A host element with an open shadow root holding the panel's styles and a container for React.
 * `all: initial` on the host stops the page's inherited styles (font, colour, line height) at
 * the boundary; the shadow root keeps the page's selectors out and ours in.
 */
export function mountInShadow(doc: Document, id: string): { host: HTMLElement; container: HTMLElement } {
  const host = doc.createElement('div');
  host.id = id;
  const shadow = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = `${uplotCss}\n${panelCss}`;
  const container = doc.createElement('div');
  container.className = 'ss-root ss-floating';
  shadow.append(style, container);
  doc.documentElement.append(host);
  return { host, container };
}

/** The styles for an extension page (the popup), where no shadow root is needed. */
export function pageStyles(doc: Document): void {
  const style = doc.createElement('style');
  style.textContent = `${uplotCss}\n${panelCss}`;
  doc.head.append(style);
}
